import {
  ACHIEVEMENT_BADGES,
  ACHIEVEMENT_LEVELS,
  type Achievement,
  type AchievementBadge,
  CHANNEL,
} from '@orbit/contract';
import { isLockNotAvailable } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { debouncePerKey } from '../../lib/debounce-per-key.ts';
import { shareAccountsNowait } from '../wallet/service.ts';
import { badgeProgress, fold, levelsOf, type Progress } from './progress.ts';
import {
  type AchievementRow,
  countPlacedTournaments,
  findProgress,
  listAchievements,
  lockProgress,
  movementsAfter,
  raiseAchievement,
  saveProgress,
} from './repository.ts';

/** Transactions folded per statement; a long history is folded in several. */
const PAGE = 2_000;

const NONE: Progress = { rounds: 0, bestMultiplierCenti: 0, producers: [], deposits: 0 };

/**
 * Folds the player's new wallet transactions into their progress and records every badge level
 * it reaches, announcing each once. One check per player at a time (the progress row is locked),
 * and none while a movement of theirs is in flight (their accounts held still), so a transaction
 * id is folded once and never skipped. Answers false when money was moving: try again later.
 */
export async function checkAchievements(deps: Deps, userId: number): Promise<boolean> {
  const now = deps.now();
  try {
    const reached = await deps.db.transaction(async (tx) => {
      const row = await lockProgress(tx, userId, now);
      await shareAccountsNowait(tx, userId);
      let progress: Progress = row;
      let through = row.throughTransactionId;
      for (;;) {
        const page = await movementsAfter(tx, userId, through, PAGE);
        if (page.length === 0) break;
        progress = fold(progress, page);
        through = page[page.length - 1]!.id;
        if (page.length < PAGE) break;
      }
      await saveProgress(tx, userId, progress, through, now);
      const levels = levelsOf(badgeProgress(progress, await countPlacedTournaments(tx, userId)));
      const raised: AchievementRow[] = [];
      for (const badge of ACHIEVEMENT_BADGES) {
        if (levels[badge] === 0) continue;
        const row = await raiseAchievement(tx, userId, badge, levels[badge], now);
        if (row) raised.push(row);
      }
      return { raised, progress };
    });
    if (reached.raised.length > 0) {
      const tournaments = await countPlacedTournaments(deps.db, userId);
      const values = badgeProgress(reached.progress, tournaments);
      for (const row of reached.raised)
        deps.realtime.publishToPlayer(
          userId,
          CHANNEL.achievements_award,
          present(row.badge as AchievementBadge, row, values),
        );
    }
    return true;
  } catch (error) {
    if (isLockNotAvailable(error)) return false;
    throw error;
  }
}

function present(
  badge: AchievementBadge,
  row: AchievementRow | undefined,
  values: Record<AchievementBadge, number>,
): Achievement {
  return {
    badge,
    level: row?.level ?? 0,
    levels: [...ACHIEVEMENT_LEVELS[badge]],
    progress: values[badge],
    reached_at: row?.reachedAt.toISOString() ?? null,
  };
}

/** `GET /api/player/achievements`: every badge with its levels, progress and the level reached. */
export async function achievementsOf(deps: Deps, userId: number): Promise<Achievement[]> {
  // Bring it up to date first; with money in flight, what was folded last is shown.
  await checkAchievements(deps, userId);
  const [progress, rows, tournaments] = await Promise.all([
    findProgress(deps.db, userId),
    listAchievements(deps.db, userId),
    countPlacedTournaments(deps.db, userId),
  ]);
  const values = badgeProgress(progress ?? NONE, tournaments);
  const byBadge = new Map(rows.map((row) => [row.badge, row]));
  return ACHIEVEMENT_BADGES.map((badge) => present(badge, byBadge.get(badge), values));
}

/** Checks are wanted this long after a player's last activity: a burst of spins makes one check. */
const SETTLE_MS = 1_500;
/** A player who never pauses is still checked this often. */
const MAX_WAIT_MS = 10_000;
const RETRY_MS = 3_000;
const checks = new WeakMap<Deps, ReturnType<typeof debouncePerKey<number>>>();

function checksOf(deps: Deps) {
  let debounced = checks.get(deps);
  if (!debounced) {
    const run = (userId: number) =>
      checkAchievements(deps, userId)
        .then((done) => {
          if (!done) debounced?.request(userId, RETRY_MS);
        })
        // A check is one transaction (a failed one wrote nothing); the next activity or read checks again.
        .catch(() => {});
    debounced = debouncePerKey(run, SETTLE_MS, MAX_WAIT_MS);
    checks.set(deps, debounced);
  }
  return debounced;
}

/**
 * Asks for a check of the player's achievements soon (a round closed, a deposit, a tournament
 * placed): debounced per player on this node, retried while money is in flight, never blocking
 * the caller.
 */
export function noteActivity(deps: Deps, userId: number) {
  checksOf(deps).request(userId);
}

/** Stops the checks still waiting (the app is closing). */
export function forgetPendingChecks(deps: Deps) {
  checks.get(deps)?.cancelAll();
  checks.delete(deps);
}
