import { CHANNEL } from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors } from '../../http/errors.ts';
import { publicName } from '../house/public-name.ts';
import { playerGroupIds } from '../player/service.ts';
import type { WalletTx } from '../wallet/hooks.ts';
import { inAudience, isSelling } from './presenter.ts';
import {
  countPlayerTickets,
  findGrant,
  findLottery,
  findNameParts,
  type GrantRow,
  grantNumbers,
  insertGrant,
  type LotteryRow,
  listSelling,
  lockLottery,
} from './repository.ts';
import { lotteryStatusOf } from './service.ts';

export interface TicketRequest {
  lotteryId: number;
  userId: number;
  count: number;
  source: 'deposit' | 'shop' | 'operator';
  /** Once per lottery: a repeat gives nothing more. */
  sourceKey: string;
  /** Past the player's cap: `fit` gives what fits (a deposit), `refuse` gives nothing. */
  overCap: 'fit' | 'refuse';
}

export type Granted =
  | { granted: GrantRow; numbers: number[]; created: boolean }
  | { refused: 'unknown' | 'closed' | 'over_cap' | 'none' };

/**
 * Gives tickets in the caller's transaction, holding the lottery's row so parallel grants number
 * one after another (1, 2, 3 … with no gaps or twins) and none slips past the draw. Only while the
 * lottery sells (`at` within its window, not drawn); a source key already used answers its grant.
 */
export async function grantTicketsWithin(tx: Db, at: Date, request: TicketRequest): Promise<Granted> {
  const lottery = await lockLottery(tx, request.lotteryId);
  if (!lottery) return { refused: 'unknown' };
  const earlier = await findGrant(tx, lottery.id, request.sourceKey);
  if (earlier) return { granted: earlier, numbers: await grantNumbers(tx, earlier.id), created: false };
  if (!isSelling(lottery, at)) return { refused: 'closed' };
  let count = request.count;
  if (lottery.maxTicketsPerPlayer !== null) {
    const room = lottery.maxTicketsPerPlayer - (await countPlayerTickets(tx, lottery.id, request.userId));
    if (count > room && request.overCap === 'refuse') return { refused: 'over_cap' };
    count = Math.min(count, room);
  }
  if (count <= 0) return { refused: 'none' };
  // The name the published list shows, fixed now: the draw's hash covers it.
  const shownAs = publicName(await findNameParts(tx, request.userId));
  const { grant, numbers } = await insertGrant(
    tx,
    {
      lotteryId: lottery.id,
      userId: request.userId,
      source: request.source,
      sourceKey: request.sourceKey,
      count,
      createdAt: at,
    },
    shownAs,
  );
  return { granted: grant, numbers, created: true };
}

/**
 * Sends the player their standing in a lottery (`lottery_statuses`), after the commit. Best effort:
 * the page reloads statuses anyway, so a failed read only skips one live update.
 */
export function publishLotteryStatus(deps: Deps, userId: number, lotteryId: number): void {
  lotteryStatusOf(deps, userId, lotteryId)
    .then((status) => {
      if (status) deps.realtime.publishToPlayer(userId, CHANNEL.lottery_statuses, status);
    })
    .catch(() => {});
}

/** Tickets a deposit of `amountCents` buys under a lottery's rules for its currency (0: none). */
export function depositTicketCount(lottery: LotteryRow, currency: string, amountCents: number): number {
  const rules = lottery.depositScaleRules[currency] ?? [];
  const rule = rules
    .filter((r) => amountCents >= r.from_amount_cents && r.price_cents > 0)
    .sort((a, b) => b.from_amount_cents - a.from_amount_cents)[0];
  return rule ? Math.floor(amountCents / rule.price_cents) : 0;
}

/**
 * A succeeded deposit's tickets, inside its wallet transaction (so once: the money moves once,
 * and the source key `deposit:<payment id>` guards a repeat): every lottery of the deposit's
 * currency selling now whose audience holds the player.
 */
export async function grantDepositTickets(
  deps: Deps,
  wallet: WalletTx,
  payment: { id: number; userId: number; currency: string; amountCents: number },
): Promise<void> {
  if (payment.amountCents <= 0) return;
  const selling = await listSelling(wallet.tx, payment.currency, wallet.now);
  if (selling.length === 0) return;
  const groups = await playerGroupIds({ db: wallet.tx }, payment.userId);
  for (const lottery of selling) {
    if (!inAudience(lottery, groups)) continue;
    const count = depositTicketCount(lottery, payment.currency, payment.amountCents);
    if (count <= 0) continue;
    const outcome = await grantTicketsWithin(wallet.tx, wallet.now, {
      lotteryId: lottery.id,
      userId: payment.userId,
      count,
      source: 'deposit',
      sourceKey: `deposit:${payment.id}`,
      overCap: 'fit',
    });
    if ('granted' in outcome && outcome.created)
      wallet.afterCommit(() => publishLotteryStatus(deps, payment.userId, lottery.id));
  }
}

/**
 * The lottery a comp-shop card may sell tickets of now: one of the card's lotteries, selling, with
 * a coin price, whose audience holds the player (undefined otherwise).
 */
export type ShopLottery = Pick<LotteryRow, 'id' | 'compPointsTicketPrice'>;

export async function shopLottery(
  deps: Deps,
  cardLotteryIds: readonly number[],
  lotteryId: number,
  groups: readonly number[],
): Promise<ShopLottery | undefined> {
  if (!cardLotteryIds.includes(lotteryId)) return undefined;
  const lottery = await findLottery(deps.db, lotteryId);
  if (!lottery || !isSelling(lottery, deps.now()) || lottery.compPointsTicketPrice <= 0) return undefined;
  return inAudience(lottery, groups) ? lottery : undefined;
}

/**
 * A comp-shop purchase's tickets, in the purchase's wallet transaction (after its coins were
 * spent there): a refusal throws, so the coins stay unspent.
 */
export async function buyTicketsWithin(
  deps: Deps,
  wallet: WalletTx,
  purchase: { lotteryId: number; userId: number; count: number; exchangeId: number },
): Promise<void> {
  const outcome = await grantTicketsWithin(wallet.tx, wallet.now, {
    lotteryId: purchase.lotteryId,
    userId: purchase.userId,
    count: purchase.count,
    source: 'shop',
    sourceKey: `shop:${purchase.exchangeId}`,
    overCap: 'refuse',
  });
  if ('refused' in outcome) {
    if (outcome.refused === 'over_cap') throw new FieldErrors({ tickets_count: ['comp_points.too_many'] });
    throw new FieldErrors({ lottery_id: ['comp_points.lottery_unknown'] });
  }
  wallet.afterCommit(() => publishLotteryStatus(deps, purchase.userId, purchase.lotteryId));
}
