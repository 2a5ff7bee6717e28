import { ACHIEVEMENT_BADGES, type AchievementBadge, achievementLevel } from '@orbit/contract';

/** Where a player's badges stand (achievement_progress, plus tournaments placed in). */
export interface Progress {
  rounds: number;
  bestMultiplierCenti: number;
  producers: string[];
  deposits: number;
}

/** A wallet transaction as the fold reads it. */
export interface Movement {
  kind: string;
  game: string | null;
  /** For a win that closed its round: the round's wins and stakes (minor units). */
  closedRound?: { winCents: number; betCents: number };
}

/** The producer of a game identifier (`provider/slug`). */
const producerOf = (game: string) => game.split('/')[0] ?? game;

/**
 * Adds transactions to the progress, in order: a closing win is a round played and its win over
 * the round's stake a multiplier; a bet names a producer tried; a deposit counts.
 */
export function fold(progress: Progress, movements: readonly Movement[]): Progress {
  const producers = new Set(progress.producers);
  let { rounds, bestMultiplierCenti, deposits } = progress;
  for (const m of movements) {
    if (m.kind === 'deposit') deposits++;
    if (m.kind === 'bet' && m.game) producers.add(producerOf(m.game));
    if (m.kind === 'win' && m.closedRound) {
      rounds++;
      const { winCents, betCents } = m.closedRound;
      if (betCents > 0)
        bestMultiplierCenti = Math.max(bestMultiplierCenti, Math.floor((winCents * 100) / betCents));
    }
  }
  return { rounds, bestMultiplierCenti, producers: [...producers].sort(), deposits };
}

/** Each badge's progress in the units its levels are given in. */
export function badgeProgress(
  progress: Progress,
  tournamentsPlaced: number,
): Record<AchievementBadge, number> {
  return {
    first_deposit: progress.deposits,
    rounds_played: progress.rounds,
    big_multiplier: progress.bestMultiplierCenti / 100,
    providers_tried: progress.producers.length,
    tournaments_finished: tournamentsPlaced,
  };
}

/** The level each badge has reached (0: none). */
export function levelsOf(values: Record<AchievementBadge, number>): Record<AchievementBadge, number> {
  return Object.fromEntries(ACHIEVEMENT_BADGES.map((b) => [b, achievementLevel(b, values[b])])) as Record<
    AchievementBadge,
    number
  >;
}
