import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairRandom, hashServerSeed } from './random.ts';
import { CLIENT_SEED_PATTERN, newClientSeed, newServerSeed } from './seeds.ts';

const serverSeed = 'a'.repeat(64);
const seeds = { serverSeed, clientSeed: 'lucky', nonce: 7 };

describe('the commitment', () => {
  it('is the SHA-256 of the server seed text, as anyone computes it', () => {
    expect(hashServerSeed(serverSeed)).toBe(createHash('sha256').update(serverSeed).digest('hex'));
  });
});

describe('FairRandom', () => {
  it('reads HMAC-SHA256(server seed bytes, "client:nonce:block") four bytes at a time', () => {
    const key = Buffer.from(serverSeed, 'hex');
    const block0 = createHmac('sha256', key).update('lucky:7:0').digest();
    const block1 = createHmac('sha256', key).update('lucky:7:1').digest();
    const random = new FairRandom(seeds);
    for (let i = 0; i < 8; i++) expect(random.nextUint32()).toBe(block0.readUInt32BE(i * 4));
    expect(random.nextUint32()).toBe(block1.readUInt32BE(0));
  });

  it('is reproducible from the seeds and changes with each of them', () => {
    const draw = (s: typeof seeds) => {
      const r = new FairRandom(s);
      return [r.int(1000), r.int(1000), r.int(1000)];
    };
    expect(draw(seeds)).toEqual(draw(seeds));
    expect(draw({ ...seeds, nonce: 8 })).not.toEqual(draw(seeds));
    expect(draw({ ...seeds, clientSeed: 'other' })).not.toEqual(draw(seeds));
    expect(draw({ ...seeds, serverSeed: 'b'.repeat(64) })).not.toEqual(draw(seeds));
  });

  it('draws int(n) without modulo bias: values past the last whole stretch are redrawn', () => {
    // n = 3·2^30 leaves 2^30 values of the 32-bit range over; plain modulo would make 0…2^30−1
    // twice as likely. With rejection the low third holds a third of the draws.
    const n = 3 * 2 ** 30;
    const random = new FairRandom(seeds);
    let low = 0;
    const draws = 30_000;
    for (let i = 0; i < draws; i++) if (random.int(n) < 2 ** 30) low += 1;
    expect(low / draws).toBeGreaterThan(0.31);
    expect(low / draws).toBeLessThan(0.356);
  });

  it('spreads int(6) evenly (chi-square well under the 99.9 % critical value)', () => {
    const random = new FairRandom(seeds);
    const counts = new Array(6).fill(0);
    const draws = 60_000;
    for (let i = 0; i < draws; i++) counts[random.int(6)] += 1;
    const expected = draws / 6;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.5); // 5 degrees of freedom, p = 0.001
  });

  it('refuses ranges it cannot draw from', () => {
    const random = new FairRandom(seeds);
    expect(() => random.int(0)).toThrow();
    expect(() => random.int(1.5)).toThrow();
    expect(() => random.int(2 ** 32 + 1)).toThrow();
    expect(random.int(1)).toBe(0);
  });

  it('float() stays in [0, 1) and averages one half', () => {
    const random = new FairRandom(seeds);
    let sum = 0;
    for (let i = 0; i < 20_000; i++) {
      const x = random.float();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      sum += x;
    }
    expect(sum / 20_000).toBeCloseTo(0.5, 1);
  });

  it('shuffle() returns a permutation and leaves the input alone', () => {
    const cards = Array.from({ length: 52 }, (_, i) => i);
    const shuffled = new FairRandom(seeds).shuffle(cards);
    expect(shuffled).not.toEqual(cards);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(cards);
    expect(cards[0]).toBe(0);
  });

  it('weighted() follows the weights', () => {
    const random = new FairRandom(seeds);
    const counts = [0, 0];
    for (let i = 0; i < 20_000; i++) counts[random.weighted([1, 3])]! += 1;
    expect(counts[1]! / 20_000).toBeCloseTo(0.75, 1);
    expect(() => random.weighted([])).toThrow();
  });

  it('rejects a malformed server seed or nonce', () => {
    expect(() => new FairRandom({ ...seeds, serverSeed: 'xyz' })).toThrow();
    expect(() => new FairRandom({ ...seeds, nonce: -1 })).toThrow();
  });
});

describe('seeds', () => {
  it('makes 32-byte server seeds and valid client seeds, different each time', () => {
    const a = newServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(a);
    expect(newClientSeed()).toMatch(CLIENT_SEED_PATTERN);
  });

  it('allows printable client seeds without a colon (the colon separates the HMAC message)', () => {
    expect(CLIENT_SEED_PATTERN.test('my-seed_42')).toBe(true);
    expect(CLIENT_SEED_PATTERN.test('a:b')).toBe(false);
    expect(CLIENT_SEED_PATTERN.test('')).toBe(false);
    expect(CLIENT_SEED_PATTERN.test('x'.repeat(65))).toBe(false);
    expect(CLIENT_SEED_PATTERN.test('tab\there')).toBe(false);
  });
});

describe('a native HMAC', () => {
  it('draws exactly what the portable one draws', async () => {
    const { nodeHmacSha256 } = await import('./node-hmac.ts');
    const portable = new FairRandom(seeds);
    const native = new FairRandom(seeds, nodeHmacSha256);
    for (let i = 0; i < 100; i++) expect(native.int(1_000_003)).toBe(portable.int(1_000_003));
  });
});
