import * as contract from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GAMES_PAGE_SIZE, FAVORITES_ACCEPT_CLIENT } from './constants.ts';
import { DEMO_CURRENCY } from './game.ts';
import { SEARCH_MIN_LENGTH } from './search.ts';

describe('browser copies of the contract constants', () => {
  it('equal the contract', () => {
    expect(DEFAULT_GAMES_PAGE_SIZE).toBe(contract.DEFAULT_GAMES_PAGE_SIZE);
    expect(FAVORITES_ACCEPT_CLIENT).toEqual(contract.FAVORITES_ACCEPT_CLIENT);
    expect(DEMO_CURRENCY).toBe(contract.DEMO_CURRENCY);
    expect(SEARCH_MIN_LENGTH).toBe(contract.SEARCH_MIN_LENGTH);
  });
});
