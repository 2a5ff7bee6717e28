import { eurosIn } from './euros.ts';

/**
 * The rules of tournaments, quests, achievements and lotteries that the server and the pages
 * share (no zod here: the lobby imports these).
 */

export const TOURNAMENT_STRATEGIES = ['bet', 'win', 'rate', 'spin'] as const;
export type TournamentStrategy = (typeof TOURNAMENT_STRATEGIES)[number];

export const PRIZE_KINDS = ['money', 'bonus', 'freespins'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

/** How many leaders a tournament shows (`top_players`). */
export const TOP_PLAYERS = 50;

/** `GET /batch` answers at most this many `url[]` at once (the client splits longer lists). */
export const BATCH_MAX_URLS = 12;

// ---------------------------------------------------------------- lists (spec 2 §5)

export interface Listed {
  frontend_identifier: string;
}

export const isNonvisible = (t: Listed) => t.frontend_identifier === 'nonvisible';
export const isQuest = (t: Listed) => t.frontend_identifier.includes('quest');
export const isAchievementTournament = (t: Listed) => t.frontend_identifier.includes('achievement');

/** The normal tournament list: nonvisible ones dropped, quests and achievements apart. */
export const listedTournaments = <T extends Listed>(all: readonly T[]): T[] =>
  all.filter((t) => !isNonvisible(t) && !isQuest(t) && !isAchievementTournament(t));

// ---------------------------------------------------------------- quests (spec 2 §3)

export const QUEST_SIZES = ['xs', 's', 'm', 'robot-s', 'robot-m'] as const;
export type QuestSize = (typeof QUEST_SIZES)[number];

/** The test quest's slug: shown only with the `ffc` test flag. */
export const TEST_QUEST_SLUG = 'ffc';

/** `<size>--<slug>`: the size before a double dash (m when missing or unknown), the slug after it. */
export function parseQuestIdentifier(identifier: string): { size: QuestSize; slug: string } {
  const at = identifier.indexOf('--');
  if (at < 0) return { size: 'm', slug: identifier };
  const head = identifier.slice(0, at);
  const size = (QUEST_SIZES as readonly string[]).includes(head) ? (head as QuestSize) : 'm';
  return { size, slug: identifier.slice(at + 2) };
}

/** Two significant figures: the filled-in levels read like the spec's round numbers. */
const roundNicely = (value: number) => {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
};

/** `known` thresholds, then a geometric curve up to `top` so the whole ladder has `count` levels. */
function ladder(known: readonly number[], top: number, count: number): number[] {
  const levels = [...known];
  const from = known[known.length - 1]!;
  const steps = count - known.length;
  for (let i = 1; i < steps; i++) levels.push(roundNicely(from * (top / from) ** (i / steps)));
  levels.push(top);
  return levels;
}

/**
 * The bet thresholds of each quest size, in euros. The spec gives xs whole, the first six levels of
 * s, and only the first and last of the others: the missing levels follow a geometric curve (each
 * level the same factor above the one before), rounded to two significant figures.
 */
export const QUEST_THRESHOLDS_EUR: Readonly<Record<QuestSize, readonly number[]>> = {
  xs: [0, 150, 500, 1000, 5000, 15000],
  s: ladder([0, 400, 1000, 2500, 7500, 10000], 1_000_000, 15),
  m: ladder([0, 400], 2_000_000, 25),
  'robot-s': ladder([0, 400], 800_000, 15),
  'robot-m': ladder([0, 500], 2_500_000, 25),
};

/** A quest size's thresholds in `currency`'s minor units (compared with a status's `bet_cents`). */
export function questThresholds(size: QuestSize, currency: string): number[] {
  return QUEST_THRESHOLDS_EUR[size].map((amount) => eurosIn(amount, currency));
}

/**
 * The current level (the highest whose threshold `bets` reached; 0 is always reached) and the
 * next one (null at the top), with the share of the way there.
 */
export function questLevel(thresholds: readonly number[], bets: number) {
  let current = 0;
  for (let i = 0; i < thresholds.length; i++) if (bets >= thresholds[i]!) current = i;
  const next = current + 1 < thresholds.length ? current + 1 : null;
  const from = thresholds[current]!;
  const progress = next === null ? 1 : Math.min(1, (bets - from) / (thresholds[next]! - from));
  return { current, next, progress };
}

// ---------------------------------------------------------------- achievements

export const ACHIEVEMENT_BADGES = [
  'first_deposit',
  'rounds_played',
  'big_multiplier',
  'providers_tried',
  'tournaments_finished',
] as const;
export type AchievementBadge = (typeof ACHIEVEMENT_BADGES)[number];

/** What each level of a badge asks (rounds, a win's multiple of its stake, producers, tournaments). */
export const ACHIEVEMENT_LEVELS: Readonly<Record<AchievementBadge, readonly number[]>> = {
  first_deposit: [1],
  rounds_played: [10, 100, 1000, 10_000],
  big_multiplier: [10, 50, 100, 500],
  providers_tried: [3, 5, 10],
  tournaments_finished: [1, 5, 10],
};

/** The level a badge's progress reaches (0: none yet). */
export function achievementLevel(badge: AchievementBadge, progress: number): number {
  return ACHIEVEMENT_LEVELS[badge].filter((goal) => progress >= goal).length;
}
