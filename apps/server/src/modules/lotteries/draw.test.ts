import { createHash } from 'node:crypto';
import { drawLotteryWinners, lotteryTicketsHash } from '@orbit/games';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteries, lotteryWinners, playerBonuses, walletTransactions } from '../../db/schema/index.ts';
import { orbitJobs } from '../../jobs/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { payPrize } from '../bonuses/prizes.ts';
import { findOfferByGroupKey } from '../bonuses/test-support.ts';
import { createSignedInPlayer } from '../player/test-support.ts';
import { unbalancedTransactions } from '../wallet/test-support.ts';
import { type PayPrize, runLotteryJobsOnce } from './draw.ts';
import { createTestLottery, grant } from './test-support.ts';

/** The draw job (the demo's lotteries around): provably fair winners, each prize paid once, a stopped pass resumed. */
let t: TestApp;
const events: Array<{ userId: number; channel: string; data: Record<string, unknown> }> = [];

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  t.deps.realtime = {
    publishPublic() {},
    publishToPlayer: (userId, channel, data) =>
      events.push({ userId, channel, data: data as Record<string, unknown> }),
    publishToRoom() {},
  };
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const get = (url: string) => t.request({ method: 'GET', url });
const run = (pay?: PayPrize) => runLotteryJobsOnce({ deps: t.deps }, pay ? { pay } : {});

/** A lottery with tickets for a few players, ended (the clock moved past its end). */
async function endedLottery(tickets: number[], over: Record<string, unknown> = {}) {
  const lottery = await createTestLottery(t, {
    end_at: new Date(t.clock.now.getTime() + HOUR).toISOString(),
    ...over,
  });
  const players = [];
  for (const [i, count] of tickets.entries()) {
    const { user } = await createSignedInPlayer(t, { nickname: `Player ${i}` });
    players.push(user);
    expect((await grant(t, lottery.id, user.id, count)).statusCode).toBe(201);
  }
  t.clock.advance(HOUR + 1);
  return { lottery, players };
}

const prizePayments = async (lotteryId: number) =>
  t.deps.db
    .select({ key: walletTransactions.idempotencyKey, kind: walletTransactions.kind })
    .from(walletTransactions)
    .where(like(walletTransactions.idempotencyKey, `%lottery:${lotteryId}:place:%`));

describe('the lotteries job', () => {
  it('is registered as a job of its own', () => {
    expect(orbitJobs(t.app).map((job) => job.name)).toContain('lotteries');
  });

  it('draws at the end: winners recomputed from the public list and the revealed seed; each prize paid once', async () => {
    const { lottery, players } = await endedLottery([3, 5, 2, 4]);
    const before = (await get(`/api/lotteries/${lottery.id}`)).json();
    expect(before.draw).toMatchObject({ server_seed: null, tickets_hash: null, tickets_count: 14 });

    expect(await run()).toEqual({ drawn: 1, paid: 3, failed: 0 });
    const after = (await get(`/api/lotteries/${lottery.id}`)).json();
    const seed = after.draw.server_seed as string;
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(seed).digest('hex')).toBe(before.draw.server_seed_hash);
    const list = (await get(`/api/lotteries/${lottery.id}/tickets`)).json();
    expect(list.tickets).toHaveLength(14);
    expect(list.tickets_hash).toBe(lotteryTicketsHash(list.tickets));
    expect(after.draw.tickets_hash).toBe(list.tickets_hash);
    const expected = drawLotteryWinners({
      serverSeed: seed,
      ticketsHash: list.tickets_hash,
      ticketCount: 14,
      places: 3,
    });
    expect(after.prizes.map((p: { ticket: string }) => Number(p.ticket))).toEqual(
      expected.map((w) => w.ticket),
    );
    for (const prize of after.prizes) {
      const ticket = list.tickets.find((x: { number: number }) => x.number === Number(prize.ticket));
      expect(prize.nickname).toBe(ticket.nickname);
    }
    expect(after.finished_at).not.toBeNull();

    // Every place paid once, as real money from the prizes side, to the ticket's holder.
    const payments = await prizePayments(lottery.id);
    expect(payments.map((p) => p.kind).sort()).toEqual(['lottery_prize', 'lottery_prize', 'lottery_prize']);
    const winners = await t.deps.db
      .select()
      .from(lotteryWinners)
      .where(eq(lotteryWinners.lotteryId, lottery.id));
    expect(winners.every((w) => w.paidAt !== null)).toBe(true);
    const holderOf = (n: number) => {
      let left = n;
      for (const [i, count] of [3, 5, 2, 4].entries()) {
        if (left <= count) return players[i]!.id;
        left -= count;
      }
      throw new Error('no holder');
    };
    for (const w of winners) expect(w.userId).toBe(holderOf(w.ticketNumber));

    // A second pass (another node, a restart) draws and pays nothing more.
    expect(await run()).toEqual({ drawn: 0, paid: 0, failed: 0 });
    expect(await prizePayments(lottery.id)).toHaveLength(3);
    expect(await unbalancedTransactions(t)).toBe(0);

    // The winners' pages learn their prize (sent once the draw committed).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const winner = winners.find((w) => w.awardPlace === 1)!;
    const status = events
      .filter((e) => e.userId === winner.userId && e.channel === 'lottery_statuses')
      .at(-1);
    expect(status?.data).toMatchObject({
      lottery_id: lottery.id,
      prizes: expect.arrayContaining([
        expect.objectContaining({ award_place: 1, ticket: String(winner.ticketNumber) }),
      ]),
    });
  });

  it('does not draw before the end, and gives no tickets once drawn', async () => {
    const lottery = await createTestLottery(t);
    const { user } = await createSignedInPlayer(t);
    await grant(t, lottery.id, user.id, 1);
    expect(await run()).toMatchObject({ drawn: 0 });
    const [row] = await t.deps.db.select().from(lotteries).where(eq(lotteries.id, lottery.id));
    expect(row?.drawnAt).toBeNull();
    // Moved to have ended: drawn; a grant after it is refused.
    await t.deps.db
      .update(lotteries)
      .set({ endAt: new Date(t.clock.now.getTime() - 1) })
      .where(eq(lotteries.id, lottery.id));
    expect(await run()).toMatchObject({ drawn: 1 });
    const late = await grant(t, lottery.id, user.id, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'sales_closed' });
  });

  it('with fewer tickets than places draws only as many winners; with none, none, and finishes', async () => {
    const few = await endedLottery([1, 1]);
    const none = await endedLottery([]);
    const result = await run();
    expect(result).toEqual({ drawn: 2, paid: 2, failed: 0 });
    const fewView = (await get(`/api/lotteries/${few.lottery.id}`)).json();
    expect(fewView.prizes.map((p: { ticket: string | null }) => p.ticket !== null)).toEqual([
      true,
      true,
      false,
    ]);
    expect(new Set(fewView.prizes.slice(0, 2).map((p: { ticket: string }) => p.ticket))).toEqual(
      new Set(['1', '2']),
    );
    expect(fewView.finished_at).not.toBeNull();
    const noneView = (await get(`/api/lotteries/${none.lottery.id}`)).json();
    expect(noneView.prizes.every((p: { ticket: string | null }) => p.ticket === null)).toBe(true);
    expect(noneView.finished_at).not.toBeNull();
    expect(noneView.draw.tickets_hash).toBe(createHash('sha256').update('').digest('hex'));
  });

  it('a payout that fails is paid by the next pass, and nothing twice', async () => {
    const { lottery } = await endedLottery([2, 2, 2]);
    let failures = 0;
    // Place 2 fails once after its money moved (rolled back with it), as a crash mid-payout would.
    const flaky: PayPrize = (deps, award) =>
      payPrize(deps, {
        ...award,
        within: async (wallet) => {
          await award.within?.(wallet);
          if (award.sourceKey.endsWith(':place:2') && failures++ === 0) throw new Error('node stopped');
        },
      });
    expect(await run(flaky)).toEqual({ drawn: 1, paid: 2, failed: 1 });
    let winners = await t.deps.db
      .select()
      .from(lotteryWinners)
      .where(eq(lotteryWinners.lotteryId, lottery.id));
    expect(winners.filter((w) => w.paidAt === null).map((w) => w.awardPlace)).toEqual([2]);
    expect(await prizePayments(lottery.id)).toHaveLength(2);
    expect((await get(`/api/lotteries/${lottery.id}`)).json().finished_at).toBeNull();

    expect(await run(flaky)).toEqual({ drawn: 0, paid: 1, failed: 0 });
    winners = await t.deps.db.select().from(lotteryWinners).where(eq(lotteryWinners.lotteryId, lottery.id));
    expect(winners.every((w) => w.paidAt !== null)).toBe(true);
    expect(await prizePayments(lottery.id)).toHaveLength(3);
    expect((await get(`/api/lotteries/${lottery.id}`)).json().finished_at).not.toBeNull();
    expect(await run(flaky)).toEqual({ drawn: 0, paid: 0, failed: 0 });
    expect(await prizePayments(lottery.id)).toHaveLength(3);
    expect(await unbalancedTransactions(t)).toBe(0);
  });

  it('a place whose payment committed but was not marked (paid before by its key) is not paid again', async () => {
    const { lottery } = await endedLottery([1, 1, 1]);
    // Draw only (every payment fails), then pay place 1's key by hand, as if its mark were lost.
    expect(await run(async () => Promise.reject(new Error('down')))).toMatchObject({ drawn: 1, failed: 3 });
    const [first] = await t.deps.db
      .select()
      .from(lotteryWinners)
      .where(eq(lotteryWinners.lotteryId, lottery.id));
    await payPrize(t.deps, {
      userId: first!.userId,
      currency: 'CAD',
      prize: { kind: 'money', amountCents: 10_000, offerId: null, wagerMultiplier: 0, freespinsCount: 0 },
      kind: 'lottery_prize',
      sourceKey: `lottery:${lottery.id}:place:1`,
      memo: 'by hand',
    });
    expect(await run()).toEqual({ drawn: 0, paid: 3, failed: 0 });
    expect(await prizePayments(lottery.id)).toHaveLength(3);
  });

  it('bonus and free-spins places are given on their offer’s terms, once', async () => {
    const offer = await findOfferByGroupKey(t, 'welcome_spins');
    const { lottery } = await endedLottery([1], {
      prizes: [{ award_place: 1, kind: 'freespins', offer_id: offer.id, freespins_count: 25 }],
    });
    expect(await run()).toEqual({ drawn: 1, paid: 1, failed: 0 });
    expect(await run()).toEqual({ drawn: 0, paid: 0, failed: 0 });
    const gifts = await t.deps.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.sourceKey, `lottery:${lottery.id}:place:1`));
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({ kind: 'freespins', freespinsTotal: 25 });
  });
});
