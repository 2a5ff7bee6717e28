import type { JackpotWin } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { makeWin } from '../testing.ts';
import {
  LEADERBOARD_SIZE,
  LEADERBOARD_TABS,
  leaderboardEntries,
  leaderboardWin,
  maskWinnerName,
  shownWins,
  winAmount,
  winsOf,
} from './leaderboard.ts';

describe('maskWinnerName', () => {
  it('keeps the first 6 characters and adds ***', () => {
    expect(maskWinnerName('Alexandra')).toBe('Alexan***');
    expect(maskWinnerName('Max')).toBe('Max***');
    expect(maskWinnerName('Zoë Müller')).toBe('Zoë Mü***');
  });

  it('never cuts a character in half', () => {
    expect(maskWinnerName('🎰🎰🎰🎰🎰🎰🎰')).toBe('🎰🎰🎰🎰🎰🎰***');
  });
});

describe('leaderboardEntries', () => {
  const wins: JackpotWin[] = [10, 500, 30, 500, 7, 90, 1].map((amount, i) =>
    makeWin({ user_name: `player${i}`, amount_cents: amount }),
  );
  const names = (list: JackpotWin[]) => list.map((w) => w.user_name);

  it('shows 5 entries', () => {
    expect(LEADERBOARD_SIZE).toBe(5);
    expect(leaderboardEntries(wins, 'latest')).toHaveLength(5);
  });

  it('latest keeps the server order', () => {
    expect(names(leaderboardEntries(wins, 'latest'))).toEqual([
      'player0',
      'player1',
      'player2',
      'player3',
      'player4',
    ]);
  });

  it('biggest sorts by amount, largest first, ties in server order', () => {
    expect(names(leaderboardEntries(wins, 'biggest'))).toEqual([
      'player1',
      'player3',
      'player5',
      'player2',
      'player0',
    ]);
  });

  it('does not reorder the list it was given', () => {
    leaderboardEntries(wins, 'biggest');
    expect(wins[0]!.user_name).toBe('player0');
  });

  it('reads the same entries from the shown wins alone as from the whole list', () => {
    const many = [3, 800, 12, 40, 800, 5, 7, 600, 1, 2, 900, 4].map((amount, i) =>
      makeWin({ user_name: `p${i}`, amount_cents: amount }),
    );
    const shown = shownWins(many);
    expect(names(shown)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p7', 'p10']);
    for (const tab of LEADERBOARD_TABS)
      expect(leaderboardEntries(shown, tab)).toEqual(leaderboardEntries(many, tab));
  });

  it('keeps of a win what a leaderboard reads', () => {
    expect(Object.keys(leaderboardWin(makeWin())).sort()).toEqual([
      'amount_cents',
      'created_at',
      'jackpot_external_code',
      'jackpot_level_name',
      'jackpot_name',
      'user_name',
    ]);
  });
});

describe('winAmount', () => {
  it('is the cents divided by 100 with 2 decimals', () => {
    expect(winAmount(123_456, 'en')).toBe('1,234.56');
    expect(winAmount(500, 'en')).toBe('5.00');
    expect(winAmount(7, 'de')).toBe('0,07');
    expect(winAmount(1_000_000_000_001, 'en')).toBe('10,000,000,000.01');
  });
});

describe('winsOf', () => {
  it("keeps one jackpot's wins, by external code or else by name", () => {
    const mystic = makeWin({ user_name: 'a', jackpot_external_code: 'mystic' });
    const other = makeWin({
      user_name: 'b',
      jackpot_external_code: 'drops',
      jackpot_name: 'Mystic jackpots',
    });
    const byName = makeWin({ user_name: 'c', jackpot_external_code: '', jackpot_name: 'Mystic jackpots' });
    expect(winsOf([mystic, other, byName], { external_id: 'mystic', name: 'Mystic jackpots' })).toEqual([
      mystic,
      byName,
    ]);
  });
});
