import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawLootbox, itemAtRoll, totalWeight } from './lootbox.ts';
import { nodeHmacSha256 } from './node-hmac.ts';

const seeds = { serverSeed: 'c'.repeat(64), clientSeed: 'wheel', nonce: 3 };

describe('drawLootbox', () => {
  it('rolls the first 32 bits of HMAC-SHA256(server seed, "client:nonce:0") modulo the total weight', () => {
    // 10,000 divides 2^32 unevenly, but the first number is below the rejection limit for these seeds.
    const first = createHmac('sha256', Buffer.from(seeds.serverSeed, 'hex')).update('wheel:3:0').digest();
    const x = first.readUInt32BE(0);
    expect(x).toBeLessThan(2 ** 32 - (2 ** 32 % 10_000));
    const draw = drawLootbox(seeds, [4000, 4000, 2000]);
    expect(draw.roll).toBe(x % 10_000);
    expect(draw.total).toBe(10_000);
    expect(draw.index).toBe(itemAtRoll([4000, 4000, 2000], draw.roll));
  });

  it('is the same draw with the native HMAC, and changes with each seed', () => {
    const weights = [30, 20, 15, 12, 10, 7, 5, 1];
    const rolls = (s: typeof seeds) => drawLootbox(s, weights).roll;
    expect(drawLootbox(seeds, weights, nodeHmacSha256)).toEqual(drawLootbox(seeds, weights));
    const many = new Set(Array.from({ length: 20 }, (_, nonce) => rolls({ ...seeds, nonce })));
    expect(many.size).toBeGreaterThan(10);
    expect(rolls({ ...seeds, clientSeed: 'other' })).not.toBe(rolls(seeds));
  });

  it('follows the weights (4000/4000/2000 → 40 %, 40 %, 20 %) and never draws a weight of 0', () => {
    const counts = [0, 0, 0, 0];
    const draws = 20_000;
    for (let nonce = 0; nonce < draws; nonce++) {
      counts[drawLootbox({ ...seeds, nonce }, [4000, 0, 4000, 2000], nodeHmacSha256).index]! += 1;
    }
    expect(counts[1]).toBe(0);
    expect(counts[0]! / draws).toBeCloseTo(0.4, 1);
    expect(counts[2]! / draws).toBeCloseTo(0.4, 1);
    expect(counts[3]! / draws).toBeCloseTo(0.2, 1);
  });
});

describe('itemAtRoll', () => {
  it('gives each item the stretch as long as its weight, in order', () => {
    const weights = [4000, 4000, 2000];
    expect(itemAtRoll(weights, 0)).toBe(0);
    expect(itemAtRoll(weights, 3999)).toBe(0);
    expect(itemAtRoll(weights, 4000)).toBe(1);
    expect(itemAtRoll(weights, 7999)).toBe(1);
    expect(itemAtRoll(weights, 8000)).toBe(2);
    expect(itemAtRoll(weights, 9999)).toBe(2);
    expect(itemAtRoll([0, 5], 0)).toBe(1);
    expect(() => itemAtRoll(weights, 10_000)).toThrow();
  });
});

describe('totalWeight', () => {
  it('refuses weights no draw can use', () => {
    expect(totalWeight([1, 2, 3])).toBe(6);
    expect(() => totalWeight([])).toThrow();
    expect(() => totalWeight([0, 0])).toThrow();
    expect(() => totalWeight([1, -1])).toThrow();
    expect(() => totalWeight([1.5])).toThrow();
    expect(() => totalWeight([2 ** 32, 1])).toThrow();
  });
});
