import type { PlayerFieldsInfo } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { makePlayer } from '~/shared/ui/testing.tsx';
import { missingProviderFields, producerOf } from './provider-fields.ts';

const info: PlayerFieldsInfo = {
  fields: [],
  contexts: { 'iron-lotus': ['first_name', 'last_name', 'date_of_birth'], edition: ['nickname'] },
};

describe('provider fields before real play', () => {
  it("lists the producer's context fields still empty on the player", () => {
    expect(
      missingProviderFields(info, 'iron-lotus', makePlayer({ first_name: 'Ada', last_name: ' ' })),
    ).toEqual(['last_name', 'date_of_birth']);
    expect(
      missingProviderFields(
        info,
        'iron-lotus',
        makePlayer({ first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '1990-12-10' }),
      ),
    ).toEqual([]);
  });

  it('asks nothing of producers without a context, of guests, or before the info loads', () => {
    expect(missingProviderFields(info, 'comet-works', makePlayer())).toEqual([]);
    expect(missingProviderFields(info, 'iron-lotus', null)).toEqual([]);
    expect(missingProviderFields(undefined, 'iron-lotus', makePlayer())).toEqual([]);
  });

  it('reads the producer from the identifier', () => {
    expect(producerOf('iron-lotus/lotus-fortune')).toBe('iron-lotus');
  });
});
