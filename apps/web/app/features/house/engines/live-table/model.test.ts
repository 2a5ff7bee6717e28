import { describe, expect, it } from 'vitest';
import { gameShowBet, liveResult } from './model.ts';

describe('live table model', () => {
  it('reads the outcome of each table game', () => {
    expect(liveResult({ game: 'roulette', pocket: 17 })).toEqual({ game: 'roulette', pocket: 17 });
    expect(liveResult({ game: 'game-show', pocket: 3, segment: '5' })?.game).toBe('game-show');
    expect(liveResult({ crashPoint: 200 })).toBeNull();
    expect(liveResult(null)).toBeNull();
  });

  it('bets the game-show segments with chips, in wheel order', () => {
    expect(gameShowBet({ '10': 50, '1': 100, '2': 0 })).toEqual({
      bets: [
        { segment: '1', amount: 100 },
        { segment: '10', amount: 50 },
      ],
    });
  });
});
