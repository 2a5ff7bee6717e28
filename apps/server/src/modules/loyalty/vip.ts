import { CHANNEL, type VipProgress, type VipStatus } from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { ttlMemo } from '../../lib/ttl-memo.ts';
import { addPlayerGroups, playerGroupIds, removePlayerGroups } from '../player/service.ts';
import type { WalletTx } from '../wallet/hooks.ts';
import { quarterEndOf, quarterStartOf } from './quarter.ts';
import {
  crossedBetThreshold,
  groupChanges,
  higher,
  LIFELONG,
  ladderOf,
  nextStatusOf,
  overallProgress,
  reachedStatus,
  statusOfGroups,
  type Threshold,
  thresholdOf,
} from './vip-ladder.ts';
import {
  addQuarterDeposit,
  findQuarterDeposit,
  listQuarterSums,
  listThresholds,
  lockVipStatus,
} from './vip-repository.ts';

/**
 * The VIP club: a quarter's real-money deposits and bets per currency earn a status at once
 * (the player's group changes in the transaction of the money that reached it); the quarter's end
 * sets what the ended quarter earned (vip-reset.ts).
 */

/** The thresholds change by operator edits: read once a minute per node (at once on the node that saved them). */
const ladders = ttlMemo<Db, Map<string, Threshold[]>>(60_000);
let laddersVersion = 0;

export function forgetVipThresholds() {
  laddersVersion++;
}

/** Every currency's ladder, read with `db` (inside a money transaction: its `tx`), remembered per database. */
export function vipLadders(deps: Deps, db: Db) {
  return ladders(deps.db, String(laddersVersion), async () => {
    const byCurrency = new Map<string, Threshold[]>();
    for (const row of await listThresholds(db)) {
      const list = byCurrency.get(row.currency) ?? [];
      list.push(row);
      byCurrency.set(row.currency, list);
    }
    return new Map([...byCurrency].map(([currency, rows]) => [currency, ladderOf(rows)]));
  });
}

/** A currency's ladder; a currency with no thresholds asks the defaults for the next status. */
export async function ladderFor(deps: Deps, db: Db, currency: string): Promise<Threshold[]> {
  return (await vipLadders(deps, db)).get(currency) ?? ladderOf([]);
}

/**
 * Makes the player hold `target` (never lowering diamond): their ladder groups changed in `tx`,
 * the change announced once `tx` has committed. The caller holds `lockVipStatus`.
 * `raiseOnly`: mid-quarter, a status only ever goes up.
 */
export async function setVipStatus(
  deps: Deps,
  tx: Db,
  userId: number,
  target: VipStatus,
  options: { raiseOnly: boolean; at: Date; afterCommit: (effect: () => void) => void },
): Promise<boolean> {
  const groups = await playerGroupIds({ db: tx }, userId);
  const held = statusOfGroups(groups);
  const wanted = held === LIFELONG || options.raiseOnly ? higher(held, target) : target;
  if (wanted === held) return false;
  const { add, remove } = groupChanges(groups, wanted);
  if (add.length === 0 && remove.length === 0) return false;
  await removePlayerGroups(tx, userId, remove);
  await addPlayerGroups(tx, userId, add, options.at);
  const now = [...groups.filter((g) => !remove.includes(g)), ...add].sort((a, b) => a - b);
  options.afterCommit(() =>
    deps.realtime.publishToPlayer(userId, CHANNEL.groups_updates, {
      groups: now,
      added: add,
      removed: remove,
      vip_status: wanted,
    }),
  );
  return true;
}

/** Raises the player to `reached` if that is above what they hold (in the money's transaction). */
async function raiseTo(deps: Deps, wallet: WalletTx, reached: VipStatus) {
  if (reached === 'regular') return;
  const userId = wallet.account.userId;
  await lockVipStatus(wallet.tx, userId);
  await setVipStatus(deps, wallet.tx, userId, reached, {
    raiseOnly: true,
    at: wallet.now,
    afterCommit: (effect) => wallet.afterCommit(effect),
  });
}

/**
 * A deposit counts towards its quarter in its currency, inside the deposit's transaction (once:
 * the payment's money moves once); a status it reaches is the player's at once.
 */
export async function countVipDeposit(
  deps: Deps,
  wallet: WalletTx,
  payment: { userId: number; currency: string; amountCents: number },
) {
  if (payment.amountCents <= 0) return;
  const sums = await addQuarterDeposit(
    wallet.tx,
    { userId: payment.userId, currency: payment.currency, quarterStart: quarterStartOf(wallet.now) },
    payment.amountCents,
  );
  const ladder = await ladderFor(deps, wallet.tx, payment.currency);
  await raiseTo(deps, wallet, reachedStatus(ladder, sums));
}

/**
 * After a bet added its real stake to the quarter's bet sum (earning.ts, in the bet's
 * transaction): only when the sum crossed a bet threshold is the deposit sum read and the status
 * checked, so a bet normally costs no query here (the thresholds are remembered).
 */
export async function upgradeVipAfterBet(
  deps: Deps,
  wallet: WalletTx,
  currency: string,
  betCentsBefore: number,
  betCentsAfter: number,
) {
  const ladder = await ladderFor(deps, wallet.tx, currency);
  if (!crossedBetThreshold(ladder, betCentsBefore, betCentsAfter)) return;
  const key = { userId: wallet.account.userId, currency, quarterStart: quarterStartOf(wallet.now) };
  const depositCents = await findQuarterDeposit(wallet.tx, key);
  await raiseTo(deps, wallet, reachedStatus(ladder, { depositCents, betCents: betCentsAfter }));
}

/** The best status a quarter's sums reach over all the player's currencies. */
export async function reachedInQuarter(
  deps: Deps,
  db: Db,
  sums: { currency: string; depositCents: number; betCents: number }[],
): Promise<VipStatus> {
  let reached: VipStatus = 'regular';
  for (const row of sums)
    reached = higher(reached, reachedStatus(await ladderFor(deps, db, row.currency), row));
  return reached;
}

/**
 * `GET /jam/vip_status_progress`: the status held, the one this quarter has reached (over every
 * currency), and the bars towards the next one in the player's active currency.
 */
export async function vipProgressOf(
  deps: Deps,
  user: { id: number; currency: string },
): Promise<VipProgress> {
  const now = deps.now();
  const quarterStart = quarterStartOf(now);
  const [groups, sums] = await Promise.all([
    playerGroupIds(deps, user.id),
    listQuarterSums(deps.db, user.id, [quarterStart]),
  ]);
  const held = statusOfGroups(groups);
  const active = await reachedInQuarter(deps, deps.db, sums);
  const ladder = await ladderFor(deps, deps.db, user.currency);
  // Diamond is the top for life: its holder's bars show diamond's own thresholds.
  const next = held === LIFELONG ? LIFELONG : nextStatusOf(ladder, active);
  const threshold = thresholdOf(ladder, next);
  const mine = sums.find((row) => row.currency === user.currency) ?? { depositCents: 0, betCents: 0 };
  return {
    userId: user.id,
    currency: user.currency,
    currentStatus: held,
    activeStatus: active,
    nextStatus: next,
    depositAmountCents: mine.depositCents,
    depositThresholdCents: threshold.depositCents,
    betSumCents: mine.betCents,
    betSumThresholdCents: threshold.betCents,
    overallProgress: overallProgress(mine, threshold),
    quarterEndsAt: quarterEndOf(now).toISOString(),
  };
}
