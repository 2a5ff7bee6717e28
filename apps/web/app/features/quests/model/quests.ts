import {
  isNonvisible,
  isQuest,
  parseQuestIdentifier,
  type QuestSize,
  questLevel,
  questThresholds,
  TEST_QUEST_SLUG,
  type Tournament,
} from '@orbit/contract';

/**
 * Quests (spec 2 §3–§5): tournaments whose identifier holds `quest`, `<size>--<slug>`, climbed
 * level by level with real-money bets. The test quest shows only with its flag.
 */

/** The `manage-promotion-pages` flag of the test quest (testers always have it). */
export const QUEST_TEST_FLAG = TEST_QUEST_SLUG;

export const QUESTS_PATH = '/quests';

export const questPath = (quest: Pick<Tournament, 'slug'>) => `${QUESTS_PATH}/${quest.slug}`;

type QuestLike = Pick<Tournament, 'slug' | 'frontend_identifier'>;

/** The test quest: its page slug or the identifier's quest slug is `ffc`. */
export function isTestQuest(quest: QuestLike): boolean {
  const { slug } = parseQuestIdentifier(quest.frontend_identifier);
  return quest.slug === TEST_QUEST_SLUG || slug === TEST_QUEST_SLUG || slug === `${TEST_QUEST_SLUG}-quest`;
}

/**
 * The quests a visitor sees out of `GET /api/tournaments`: quests only, nonvisible ones dropped,
 * the test quest only with its flag. The quest group (spec 2 §5) is each quest's `group_ids`,
 * which the server already applies (a quest outside the player's groups is not in the list).
 */
export function visibleQuests<T extends QuestLike>(all: readonly T[], testFlag: boolean): T[] {
  return all.filter((t) => isQuest(t) && !isNonvisible(t) && (testFlag || !isTestQuest(t)));
}

/** A quest may be shown to this visitor (its page is a 404 otherwise). */
export const isVisibleQuest = (quest: QuestLike, testFlag: boolean) =>
  visibleQuests([quest], testFlag).length === 1;

export interface QuestLadder {
  size: QuestSize;
  /** Each level's bet threshold in the quest currency's minor units (level 0 first, always 0). */
  thresholds: number[];
}

export const questLadder = (quest: Pick<Tournament, 'frontend_identifier' | 'currency'>): QuestLadder => {
  const { size } = parseQuestIdentifier(quest.frontend_identifier);
  return { size, thresholds: questThresholds(size, quest.currency) };
};

export interface QuestStanding {
  current: number;
  next: number | null;
  /** Share of the way from the current level to the next (1 at the top). */
  progress: number;
  /** Still to bet for the next level, in minor units (0 at the top). */
  remainingCents: number;
}

/** Where `betCents` puts the player on the ladder (spec 2 §4: the highest threshold reached). */
export function questStanding(thresholds: readonly number[], betCents: number): QuestStanding {
  const level = questLevel(thresholds, betCents);
  const remainingCents = level.next === null ? 0 : Math.max(0, (thresholds[level.next] ?? 0) - betCents);
  return { ...level, remainingCents };
}

export type LevelState = 'reached' | 'current' | 'next' | 'locked';

/** Each level's state for a standing; with none (a guest) every level is locked. */
export function levelStates(
  count: number,
  standing: Pick<QuestStanding, 'current' | 'next'> | null,
): LevelState[] {
  return Array.from({ length: count }, (_, i): LevelState => {
    if (!standing) return 'locked';
    if (i < standing.current) return 'reached';
    if (i === standing.current) return 'current';
    if (i === standing.next) return 'next';
    return 'locked';
  });
}

export interface LevelPosition {
  /** 1-based grid row and column. */
  row: number;
  column: number;
}

/**
 * The levels' places on the screen: a winding path through a grid `columns` wide, left to right
 * on odd rows and back right to left on even ones, so level n+1 always sits beside level n.
 */
export function levelPositions(count: number, columns: number): LevelPosition[] {
  const width = Math.max(1, Math.floor(columns));
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / width);
    const offset = i % width;
    return { row: row + 1, column: row % 2 === 0 ? offset + 1 : width - offset };
  });
}

/** The running quest a bookmark leads to: the one ending soonest among those running at `nowMs`. */
export function runningQuest<T extends Pick<Tournament, 'start_at' | 'end_at'>>(
  quests: readonly T[],
  nowMs: number,
): T | null {
  const running = quests.filter((q) => Date.parse(q.start_at) <= nowMs && nowMs < Date.parse(q.end_at));
  running.sort((a, b) => Date.parse(a.end_at) - Date.parse(b.end_at));
  return running[0] ?? null;
}
