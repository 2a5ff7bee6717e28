import { describe, expect, it } from 'vitest';
import { lotteryFieldsOfParams, lotteryVerifyPath } from './lottery-verify-link.ts';

const draw = { server_seed_hash: 'a'.repeat(64), server_seed: null, tickets_hash: null, tickets_count: 5 };

describe('lottery verifier link', () => {
  it('none before the draw; after it, the proof travels in the link and reads back as the form', () => {
    expect(lotteryVerifyPath({ id: 4, prizes: [1, 2], draw })).toBeNull();
    const path = lotteryVerifyPath({
      id: 4,
      prizes: [1, 2],
      draw: { ...draw, server_seed: 'b'.repeat(64), tickets_hash: 'c'.repeat(64) },
    });
    const url = new URL(path ?? '', 'http://orbit.test');
    expect(url.pathname).toBe('/provably-fair');
    expect(url.searchParams.get('verify')).toBe('lottery');
    expect(lotteryFieldsOfParams(url.searchParams)).toEqual({
      fields: {
        serverSeed: 'b'.repeat(64),
        ticketsHash: 'c'.repeat(64),
        ticketCount: '5',
        places: '2',
        seedHash: 'a'.repeat(64),
      },
      lotteryId: 4,
    });
  });

  it('a link without a lottery, or with a bad one, names none', () => {
    expect(lotteryFieldsOfParams(new URLSearchParams('lottery=x')).lotteryId).toBeNull();
    expect(lotteryFieldsOfParams(new URLSearchParams('')).fields.serverSeed).toBe('');
  });
});
