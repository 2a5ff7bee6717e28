import {
  VIP_DEFAULT_THRESHOLDS,
  VIP_LADDER,
  VIP_STATUS_GROUPS,
  VIP_STATUSES,
  type VipLadderStatus,
  type VipStatus,
} from '@orbit/contract';

/**
 * The VIP ladder's rules, pure: which status a quarter's sums reach in a currency, whether a bet
 * crossed a threshold, and the progress bars. Statuses are ranked regular 0 … diamond 4.
 */

export interface Threshold {
  status: VipLadderStatus;
  depositCents: number;
  betCents: number;
}

export interface QuarterSums {
  depositCents: number;
  betCents: number;
}

export const rankOf = (status: VipStatus) => VIP_STATUSES.indexOf(status);

export const higher = (a: VipStatus, b: VipStatus): VipStatus => (rankOf(a) >= rankOf(b) ? a : b);

/** Diamond is for life: a quarter never takes it away. */
export const LIFELONG: VipStatus = 'diamond';

/** The ladder groups, lowest first (255 Platinum is an operator's group outside the ladder). */
export const LADDER_GROUPS = VIP_LADDER.map((status) => VIP_STATUS_GROUPS[status]);

/** The status a player's groups hold: the best ladder group, else regular. */
export function statusOfGroups(groups: readonly number[]): VipStatus {
  let held: VipStatus = 'regular';
  for (const status of VIP_LADDER) if (groups.includes(VIP_STATUS_GROUPS[status])) held = status;
  return held;
}

/**
 * A currency's ladder, lowest first: its configured thresholds in ladder order. The first status
 * it has none for asks the defaults (spec 2 §9: what a client shows when the thresholds cannot
 * be loaded) and ends the ladder: the defaults never reach two statuses at once.
 */
export function ladderOf(configured: readonly Threshold[]): Threshold[] {
  const ladder: Threshold[] = [];
  for (const status of VIP_LADDER) {
    const row = configured.find((t) => t.status === status);
    if (!row) {
      ladder.push({
        status,
        depositCents: VIP_DEFAULT_THRESHOLDS.depositCents,
        betCents: VIP_DEFAULT_THRESHOLDS.betSumCents,
      });
      break;
    }
    ladder.push(row);
  }
  return ladder;
}

/** The best status whose deposit AND bet thresholds the sums both reach (regular if none). */
export function reachedStatus(ladder: readonly Threshold[], sums: QuarterSums): VipStatus {
  let reached: VipStatus = 'regular';
  for (const step of ladder)
    if (sums.depositCents >= step.depositCents && sums.betCents >= step.betCents)
      reached = higher(reached, step.status);
  return reached;
}

/** Whether a bet sum going from `before` to `after` crossed a bet threshold of the ladder. */
export function crossedBetThreshold(ladder: readonly Threshold[], before: number, after: number): boolean {
  return ladder.some((step) => before < step.betCents && step.betCents <= after);
}

/** The status the bars lead to: the one after `active`, or `active` at the top of the ladder. */
export function nextStatusOf(ladder: readonly Threshold[], active: VipStatus): VipStatus {
  return ladder.find((step) => rankOf(step.status) > rankOf(active))?.status ?? active;
}

/** The thresholds of a status in a ladder (the defaults when it has none: a status past its end). */
export function thresholdOf(ladder: readonly Threshold[], status: VipStatus): QuarterSums {
  const step = ladder.find((s) => s.status === status);
  return step
    ? { depositCents: step.depositCents, betCents: step.betCents }
    : { depositCents: VIP_DEFAULT_THRESHOLDS.depositCents, betCents: VIP_DEFAULT_THRESHOLDS.betSumCents };
}

/**
 * 0…100: the mean of both bars, each capped at its threshold, rounded down to a tenth (99.96 %
 * does not read as 100 % while a bar is short).
 */
export function overallProgress(sums: QuarterSums, threshold: QuarterSums): number {
  const bar = (sum: number, of: number) => (of <= 0 ? 1 : Math.min(1, sum / of));
  const mean = (bar(sums.depositCents, threshold.depositCents) + bar(sums.betCents, threshold.betCents)) / 2;
  return Math.floor(mean * 1000) / 10;
}

/**
 * The ladder groups to leave and to join so the player holds `target` exactly (diamond is never
 * left; other groups are not the ladder's business).
 */
export function groupChanges(groups: readonly number[], target: VipStatus) {
  const keep = target === 'regular' ? null : VIP_STATUS_GROUPS[target];
  const remove = LADDER_GROUPS.filter(
    (group) => group !== keep && group !== VIP_STATUS_GROUPS.diamond && groups.includes(group),
  );
  const add = keep !== null && !groups.includes(keep) ? [keep] : [];
  return { add, remove };
}
