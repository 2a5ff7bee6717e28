import { describe, expect, it } from 'vitest';
import { badgeProgress, fold, levelsOf } from './progress.ts';

const none = { rounds: 0, bestMultiplierCenti: 0, producers: [], deposits: 0 };

describe('the achievements fold', () => {
  it('counts closed rounds, the best multiple of a round’s stake, producers bet on and deposits', () => {
    const progress = fold(none, [
      { kind: 'deposit', game: null },
      { kind: 'bet', game: 'orchard-reels/copper-fountain' },
      { kind: 'win', game: 'orchard-reels/copper-fountain', closedRound: { winCents: 2_500, betCents: 200 } },
      { kind: 'bet', game: 'orbit/dice' },
      { kind: 'win', game: 'orbit/dice', closedRound: { winCents: 0, betCents: 100 } },
      // A win that did not close its round is not a round played.
      { kind: 'win', game: 'orbit/dice' },
      { kind: 'bet', game: 'orchard-reels/other' },
    ]);
    expect(progress).toEqual({
      rounds: 2,
      bestMultiplierCenti: 1_250,
      producers: ['orbit', 'orchard-reels'],
      deposits: 1,
    });
    // Folding more keeps what was reached.
    expect(
      fold(progress, [{ kind: 'win', game: 'x/y', closedRound: { winCents: 100, betCents: 100 } }]),
    ).toMatchObject({
      rounds: 3,
      bestMultiplierCenti: 1_250,
    });
  });

  it('reads levels from the progress: 12.5x reaches the first multiplier level (10x), not the second (50x)', () => {
    const values = badgeProgress(
      { rounds: 100, bestMultiplierCenti: 1_250, producers: ['a', 'b', 'c'], deposits: 1 },
      0,
    );
    expect(levelsOf(values)).toEqual({
      first_deposit: 1,
      rounds_played: 2,
      big_multiplier: 1,
      providers_tried: 1,
      tournaments_finished: 0,
    });
  });
});
