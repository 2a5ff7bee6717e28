import type { LootboxItem } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import {
  landingOffset,
  landingRotation,
  oddsPercent,
  SPIN_TURNS,
  segmentAtPointer,
  wheelFor,
} from './wheel.ts';

const item = (id: number, weight = 1): LootboxItem => ({ id, weight, prize: false, bonuses: [] });

describe('the wheel a player sees', () => {
  const wheel = [item(1), item(2)];
  const segments = { '21': [item(101)], '1308': [item(201)], '1309': [] };

  it('is the first of their groups the segments name, else the default wheel', () => {
    expect(wheelFor(wheel, segments, [5, 1308, 21])).toEqual({ items: [item(201)], group: 1308 });
    expect(wheelFor(wheel, segments, [21])).toEqual({ items: [item(101)], group: 21 });
    // A group with no segments does not count.
    expect(wheelFor(wheel, segments, [1309])).toEqual({ items: wheel, group: null });
    expect(wheelFor(wheel, segments, [])).toEqual({ items: wheel, group: null });
  });

  it('shows each segment’s chance as its share of the weights', () => {
    expect(oddsPercent([item(1, 4000), item(2, 4000), item(3, 2000)])).toEqual([40, 40, 20]);
    expect(oddsPercent([item(1, 0), item(2, 3)])).toEqual([0, 100]);
    expect(oddsPercent([item(1, 0)])).toEqual([0]);
  });
});

describe('the spin', () => {
  it('lands the drawn segment under the pointer, for every segment, count and start', () => {
    for (const count of [1, 2, 3, 8, 13]) {
      for (let index = 0; index < count; index++) {
        for (const from of [0, 17, 359, 1234.5, -90]) {
          for (const offset of [-0.5, 0, 0.3, 0.5]) {
            const to = landingRotation(from, index, count, SPIN_TURNS, offset);
            expect(segmentAtPointer(to, count), `${count}/${index} from ${from}`).toBe(index);
          }
        }
      }
    }
  });

  it('always turns forward, at least the full turns asked for', () => {
    const to = landingRotation(100, 2, 8, 6);
    expect(to - 100).toBeGreaterThanOrEqual(6 * 360);
    expect(to - 100).toBeLessThan(7 * 360);
    expect(landingRotation(100, 2, 8, 0)).toBeGreaterThanOrEqual(100);
  });

  it('keeps the pointer off a segment’s edge (the offset stays within ±0.3 of a segment)', () => {
    for (let roll = 0; roll < 500; roll++) {
      expect(Math.abs(landingOffset(roll))).toBeLessThanOrEqual(0.3);
    }
    expect(landingOffset(5)).toBe(landingOffset(5));
  });
});
