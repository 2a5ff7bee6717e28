import { describe, expect, it } from 'vitest';
import { makeJackpot, makeLevel } from '../testing.ts';
import { activeJackpotAt, activeJackpots, orderedLevels, shownJackpot } from './jackpots.ts';

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

describe('shownJackpot', () => {
  it('keeps what the pages show: name, currency, levels with their amounts; not the games', () => {
    const shown = shownJackpot(makeJackpot({ id: 3, levels: [makeLevel({ index: 1, amount_cents: 42 })] }));
    expect(shown).not.toHaveProperty('games');
    expect(shown).not.toHaveProperty('allowed_currencies');
    expect(shown.id).toBe(3);
    expect(shown.levels).toEqual([
      {
        id: shown.levels[0]?.id,
        identifier: shown.levels[0]?.identifier,
        name: shown.levels[0]?.name,
        index: 1,
        amount_cents: 42,
      },
    ]);
  });
});
