import { drawLotteryWinners, lotteryTicketsHash } from '@orbit/games';
import { nodeHmacSha256 } from '@orbit/games/fair/node-hmac';
import type { Deps } from '../../deps.ts';
import { type PrizeAward, payPrize } from '../bonuses/prizes.ts';
import {
  type LotteryRow,
  listDrawnUnfinished,
  listDue,
  listPrizes,
  listTicketHolders,
  listWinners,
  lockLottery,
  markFinished,
  markPlacePaid,
  recordDraw,
} from './repository.ts';
import { publishTickets } from './service.ts';
import { publishLotteryStatus } from './tickets.ts';

/** How often a node looks for lotteries to draw or pay. */
export const LOTTERY_JOBS_TICK_MS = 15_000;

interface Logger {
  error(details: object, message: string): void;
}

/** Pays one place (tests swap it to fail on purpose). */
export type PayPrize = (deps: Deps, award: PrizeAward) => Promise<void>;

/**
 * Draws an ended lottery, once: holding its row (no ticket can be given meanwhile), the ticket
 * list's hash, then the winners from the server seed and that hash (`drawLotteryWinners`), all
 * written together. Answers false when it was drawn already or is not due.
 */
export async function drawLottery(deps: Deps, lotteryId: number): Promise<boolean> {
  const holders = new Set<number>();
  const drawn = await deps.db.transaction(async (tx) => {
    const lottery = await lockLottery(tx, lotteryId);
    const now = deps.now();
    if (!lottery || lottery.drawnAt !== null || lottery.endAt > now) return false;
    const owners = await listTicketHolders(tx, lottery.id);
    const prizes = await listPrizes(tx, [lottery.id]);
    const tickets = publishTickets(owners);
    const ticketsHash = lotteryTicketsHash(tickets);
    const owner = new Map(owners.map((ticket) => [ticket.number, ticket.userId]));
    const winners = drawLotteryWinners(
      { serverSeed: lottery.serverSeed, ticketsHash, ticketCount: tickets.length, places: prizes.length },
      nodeHmacSha256,
    ).map((winner) => ({
      awardPlace: winner.place,
      ticketNumber: winner.ticket,
      userId: owner.get(winner.ticket)!,
    }));
    await recordDraw(tx, lottery.id, ticketsHash, now, winners);
    for (const userId of owner.values()) holders.add(userId);
    return true;
  });
  // Every holder's page learns the draw (their tickets, a prize if any).
  for (const userId of holders) publishLotteryStatus(deps, userId, lotteryId);
  return drawn;
}

/**
 * Pays a drawn lottery's unpaid places, each once (`lottery:<id>:place:<n>`, its `paid_at` set in
 * the prize's own wallet transaction), then marks it finished. A place that fails stays unpaid
 * for the next pass; nothing is paid twice.
 */
export async function payLotteryPrizes(
  deps: Deps,
  lottery: LotteryRow,
  options: { pay?: PayPrize; log?: Logger } = {},
): Promise<{ paid: number; failed: number }> {
  const pay = options.pay ?? payPrize;
  const [prizes, winners] = await Promise.all([
    listPrizes(deps.db, [lottery.id]),
    listWinners(deps.db, [lottery.id]),
  ]);
  let paid = 0;
  let failed = 0;
  for (const winner of winners) {
    if (winner.paidAt !== null) continue;
    const prize = prizes.find((p) => p.awardPlace === winner.awardPlace);
    if (!prize) continue;
    try {
      await pay(deps, {
        userId: winner.userId,
        currency: lottery.currency,
        prize: {
          kind: prize.kind as PrizeAward['prize']['kind'],
          amountCents: prize.amountCents,
          offerId: prize.offerId,
          wagerMultiplier: prize.wagerMultiplier,
          freespinsCount: prize.freespinsCount,
        },
        kind: 'lottery_prize',
        sourceKey: `lottery:${lottery.id}:place:${winner.awardPlace}`,
        memo: `lottery ${lottery.slug}, place ${winner.awardPlace}, ticket ${winner.ticketNumber}`,
        within: async (wallet) => {
          await markPlacePaid(wallet.tx, lottery.id, winner.awardPlace, wallet.now);
        },
      });
      paid++;
    } catch (error) {
      failed++;
      options.log?.error(
        { err: error, lottery: lottery.id, place: winner.awardPlace },
        'lottery prize not paid',
      );
    }
  }
  if (failed === 0) await markFinished(deps.db, lottery.id, deps.now());
  return { paid, failed };
}

/**
 * One pass of the `lotteries` job: draws every ended, undrawn lottery, then pays what drawn
 * lotteries still owe (a pass that stopped halfway is finished by the next).
 */
export async function runLotteryJobsOnce(
  app: { deps: Deps; log?: Logger },
  options: { pay?: PayPrize } = {},
): Promise<{ drawn: number; paid: number; failed: number }> {
  const { deps } = app;
  const result = { drawn: 0, paid: 0, failed: 0 };
  for (const lottery of await listDue(deps.db, deps.now())) {
    try {
      if (await drawLottery(deps, lottery.id)) result.drawn++;
    } catch (error) {
      result.failed++;
      app.log?.error({ err: error, lottery: lottery.id }, 'lottery not drawn');
    }
  }
  for (const lottery of await listDrawnUnfinished(deps.db)) {
    const outcome = await payLotteryPrizes(deps, lottery, {
      ...options,
      ...(app.log ? { log: app.log } : {}),
    });
    result.paid += outcome.paid;
    result.failed += outcome.failed;
  }
  return result;
}
