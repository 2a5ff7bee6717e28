import { describe, expect, it } from 'vitest';
import { makeJackpot, makeLevel } from '../testing.ts';
import { activeJackpotAt, activeJackpots, orderedLevels } from './jackpots.ts';

const mystic = makeJackpot({ id: 1, identifier: 'mystic-jackpots' });
const paused = makeJackpot({ id: 2, identifier: 'old-jackpot', state: 'paused' });

describe('activeJackpots', () => {
  it('keeps only jackpots whose state is active', () => {
    expect(activeJackpots([mystic, paused])).toEqual([mystic]);
  });
});

describe('activeJackpotAt', () => {
  it('finds an active jackpot by identifier and never an inactive one', () => {
    expect(activeJackpotAt([mystic, paused], 'mystic-jackpots')).toBe(mystic);
    expect(activeJackpotAt([mystic, paused], 'old-jackpot')).toBeUndefined();
    expect(activeJackpotAt([mystic], 'about')).toBeUndefined();
  });
});

describe('orderedLevels', () => {
  it('orders levels by index', () => {
    const jackpot = makeJackpot({
      levels: [
        makeLevel({ index: 2, name: 'Minor' }),
        makeLevel({ index: 0, name: 'Grand' }),
        makeLevel({ index: 1, name: 'Major' }),
      ],
    });
    expect(orderedLevels(jackpot).map((l) => l.name)).toEqual(['Grand', 'Major', 'Minor']);
  });
});
