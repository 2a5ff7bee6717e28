import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalTicketList, drawLotteryWinners, lotteryTicketsHash } from './lottery.ts';
import { nodeHmacSha256 } from './node-hmac.ts';

const serverSeed = 'b'.repeat(64);
const tickets = [
  { number: 2, nickname: 'bob***' },
  { number: 1, nickname: 'ada***' },
  { number: 3, nickname: 'ada***' },
];

describe('the ticket list hash', () => {
  it('is SHA-256 of "number:nickname\\n" lines in number order', () => {
    expect(canonicalTicketList(tickets)).toBe('1:ada***\n2:bob***\n3:ada***\n');
    expect(lotteryTicketsHash(tickets)).toBe(
      createHash('sha256').update('1:ada***\n2:bob***\n3:ada***\n').digest('hex'),
    );
    expect(lotteryTicketsHash([])).toBe(createHash('sha256').update('').digest('hex'));
  });
});

describe('drawLotteryWinners', () => {
  const ticketsHash = lotteryTicketsHash(tickets);

  it('place p rolls HMAC-SHA256(seed, "ticketsHash:p:0") below the tickets left, in ascending order', () => {
    // Recomputed by hand with node:crypto: the first 32 bits (these rolls are below the rejection limits).
    const roll = (place: number, n: number) => {
      const x = createHmac('sha256', Buffer.from(serverSeed, 'hex'))
        .update(`${ticketsHash}:${place}:0`)
        .digest()
        .readUInt32BE(0);
      expect(x).toBeLessThan(2 ** 32 - (2 ** 32 % n));
      return x % n;
    };
    const left = [1, 2, 3];
    const expected = [1, 2, 3].map((place) => {
      const [ticket] = left.splice(roll(place, left.length), 1);
      return { place, ticket };
    });
    expect(drawLotteryWinners({ serverSeed, ticketsHash, ticketCount: 3, places: 3 })).toEqual(expected);
  });

  it('matches a fixed vector (a verifier in any language can check itself against it)', () => {
    const draw = drawLotteryWinners({
      serverSeed: `${'0'.repeat(63)}1`,
      ticketsHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      ticketCount: 1000,
      places: 5,
    });
    expect(draw).toEqual(FIXED_VECTOR);
  });

  it('draws without replacement, never more places than tickets, the same with the native HMAC', () => {
    const input = { serverSeed, ticketsHash, ticketCount: 50, places: 50 };
    const all = drawLotteryWinners(input, nodeHmacSha256);
    expect(all).toEqual(drawLotteryWinners(input));
    expect(new Set(all.map((w) => w.ticket)).size).toBe(50);
    expect(all.every((w) => w.ticket >= 1 && w.ticket <= 50)).toBe(true);
    expect(drawLotteryWinners({ ...input, ticketCount: 2, places: 5 })).toHaveLength(2);
    expect(drawLotteryWinners({ ...input, ticketCount: 0, places: 5 })).toEqual([]);
    expect(drawLotteryWinners({ ...input, places: 0 })).toEqual([]);
    // Earlier places do not depend on how many places follow.
    expect(drawLotteryWinners({ ...input, places: 3 })).toEqual(all.slice(0, 3));
  });

  it('changes with the seed and with the ticket list', () => {
    const base = { serverSeed, ticketsHash, ticketCount: 1_000_000, places: 3 };
    const first = drawLotteryWinners(base);
    expect(drawLotteryWinners({ ...base, serverSeed: 'c'.repeat(64) })).not.toEqual(first);
    expect(drawLotteryWinners({ ...base, ticketsHash: lotteryTicketsHash(tickets.slice(1)) })).not.toEqual(
      first,
    );
  });

  it('gives every ticket the same chance of first place', () => {
    const counts = [0, 0, 0, 0];
    const runs = 8_000;
    for (let i = 0; i < runs; i++) {
      const [winner] = drawLotteryWinners(
        { serverSeed, ticketsHash: `run-${i}`, ticketCount: 4, places: 1 },
        nodeHmacSha256,
      );
      counts[winner!.ticket - 1]! += 1;
    }
    for (const count of counts) expect(count / runs).toBeCloseTo(0.25, 1);
  });

  it('refuses a bad seed or count', () => {
    expect(() => drawLotteryWinners({ serverSeed: 'xyz', ticketsHash, ticketCount: 3, places: 1 })).toThrow();
    expect(() => drawLotteryWinners({ serverSeed, ticketsHash, ticketCount: -1, places: 1 })).toThrow();
    expect(() => drawLotteryWinners({ serverSeed, ticketsHash, ticketCount: 3, places: 1.5 })).toThrow();
  });
});

// Recomputed independently (Python's hmac module) when written.
const FIXED_VECTOR = [
  { place: 1, ticket: 439 },
  { place: 2, ticket: 437 },
  { place: 3, ticket: 498 },
  { place: 4, ticket: 245 },
  { place: 5, ticket: 244 },
];
