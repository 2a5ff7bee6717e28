import { createHash } from 'node:crypto';
import { drawLotteryWinners, lotteryTicketsHash } from '@orbit/games';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compPointBalances,
  compShopCards,
  lotteries,
  lotteryTicketGrants,
  lotteryTickets,
  users,
} from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { bonusPlayer } from '../bonuses/test-support.ts';
import { createTestLottery, deposit, grant } from './test-support.ts';

/**
 * The player's side of lotteries on the demo's data (weekly EUR and CAD running, summer upcoming,
 * spring drawn): the list, one lottery, statuses, the published ticket list, and tickets from
 * deposits and the comp shop.
 */
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

type Player = Awaited<ReturnType<typeof bonusPlayer>>;
const get = (url: string, p?: Player) =>
  t.request({ method: 'GET', url, ...(p ? { cookie: p.cookie } : {}) });
const slugs = (list: Array<{ slug: string }>) => list.map((l) => l.slug);
const idOf = async (slug: string) => {
  const [row] = await t.deps.db.select().from(lotteries).where(eq(lotteries.slug, slug));
  return row!.id;
};
const ticketsOf = async (lotteryId: number, userId: number) =>
  (
    await t.deps.db
      .select({ number: lotteryTickets.number })
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.lotteryId, lotteryId), eq(lotteryTickets.userId, userId)))
  ).map((r) => r.number);
/** Events published once the commit's effects ran (they are sent after the transaction). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the list and one lottery', () => {
  it('shows guests running, upcoming and recently drawn lotteries in that order, without own tickets', async () => {
    const answer = await get('/api/lotteries');
    expect(answer.statusCode, answer.body).toBe(200);
    const list = answer.json();
    expect(slugs(list)).toEqual(['weekly-eur', 'weekly-cad', 'summer-draw', 'spring-draw']);
    const weekly = list[0];
    expect(weekly).toMatchObject({
      id: weekly.lottery_id,
      title: 'Weekly lottery €',
      currency: 'EUR',
      in_progress: true,
      finished_at: null,
      comp_points_ticket_price: 100,
      money_budget: 650,
      money_budget_cents: 65_000,
      group_ids: [],
      tickets: [],
      max_tickets_count_to_player: 500,
      deposit_scale_rules: {
        EUR: [{ from_amount_cents: 2_000, price_cents: 2_000, currency: 'EUR', active: true }],
      },
      draw: { server_seed: null, tickets_hash: null, drawn_at: null },
    });
    expect(weekly.draw.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(weekly.prizes[0]).toMatchObject({
      award_place: 1,
      kind: 'money',
      stuff: 'money',
      money_award: '500.00',
      money_award_cents: 50_000,
      nickname: null,
      ticket: null,
    });
    expect(list[2]).toMatchObject({ slug: 'summer-draw', in_progress: false });
  });

  it('a drawn lottery reveals its seed, and its winners verify from the published list', async () => {
    const spring = (await get('/api/lotteries/spring-draw')).json();
    expect(spring.finished_at).not.toBeNull();
    const seed = spring.draw.server_seed as string;
    expect(createHash('sha256').update(seed).digest('hex')).toBe(spring.draw.server_seed_hash);
    const list = (await get(`/api/lotteries/${spring.id}/tickets`)).json();
    expect(list.tickets).toHaveLength(12);
    expect(list.tickets_hash).toBe(lotteryTicketsHash(list.tickets));
    expect(list.tickets_hash).toBe(spring.draw.tickets_hash);
    const winners = drawLotteryWinners({
      serverSeed: seed,
      ticketsHash: list.tickets_hash,
      ticketCount: list.tickets.length,
      places: spring.prizes.length,
    });
    expect(spring.prizes.map((p: { ticket: string }) => Number(p.ticket))).toEqual(
      winners.map((w) => w.ticket),
    );
    for (const prize of spring.prizes) {
      const ticket = list.tickets.find((x: { number: number }) => x.number === Number(prize.ticket));
      expect(prize.nickname).toBe(ticket.nickname);
      expect(prize.nickname).toMatch(/\*\*\*$/);
    }
  });

  it('opens by id or by slug alike, in the asked locale; unknown is a 404 JSON', async () => {
    const byId = await get(`/api/lotteries/${await idOf('weekly-cad')}`);
    const bySlug = await get('/api/lotteries/weekly-cad');
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(bySlug.json());
    expect((await get('/api/lotteries/weekly-cad?locale=de')).json().title).toBe('Wöchentliche Lotterie C$');
    for (const url of [
      '/api/lotteries/no-such-lottery',
      '/api/lotteries/999999',
      '/api/lotteries/999999/tickets',
    ]) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'not_found' });
    }
    expect((await get(`/api/lotteries/${'x'.repeat(90)}`)).statusCode).toBe(400);
    expect((await get('/api/lotteries?locale=waytoolongalocale')).statusCode).toBe(400);
  });

  it('a lottery for some groups is theirs alone; one drawn over 30 days ago leaves the list', async () => {
    const vipOnly = await createTestLottery(t, { group_ids: [259] });
    const vip = await bonusPlayer(t, 0, { groups: [259] });
    const other = await bonusPlayer(t);
    expect(slugs((await get('/api/lotteries', vip)).json())).toContain(vipOnly.slug);
    expect(slugs((await get('/api/lotteries', other)).json())).not.toContain(vipOnly.slug);
    expect(slugs((await get('/api/lotteries')).json())).not.toContain(vipOnly.slug);
    expect((await get(`/api/lotteries/${vipOnly.id}`, other)).statusCode).toBe(404);
    expect((await get(`/api/lotteries/${vipOnly.id}`, vip)).statusCode).toBe(200);

    const old = await createTestLottery(t);
    await t.deps.db
      .update(lotteries)
      .set({ drawnAt: new Date(t.clock.now.getTime() - 31 * 24 * 3_600_000) })
      .where(eq(lotteries.id, old.id));
    expect(slugs((await get('/api/lotteries')).json())).not.toContain(old.slug);
    // Its page still opens (an old link).
    expect((await get(`/api/lotteries/${old.slug}`)).statusCode).toBe(200);
  });
});

describe('statuses and the ticket list', () => {
  it('statuses need a player and list the lotteries where they hold tickets', async () => {
    expect((await get('/api/lotteries/statuses')).statusCode).toBe(401);
    const weekly = await idOf('weekly-cad');
    expect((await get(`/api/lotteries/${weekly}/status`)).statusCode).toBe(401);
    const p = await bonusPlayer(t);
    expect((await get('/api/lotteries/statuses', p)).json()).toEqual([]);
    expect((await grant(t, weekly, p.user.id, 2)).statusCode).toBe(201);
    const numbers = (await ticketsOf(weekly, p.user.id)).map(String);
    expect((await get('/api/lotteries/statuses', p)).json()).toEqual([
      { lottery_id: weekly, tickets: numbers, prizes: [] },
    ]);
    expect((await get(`/api/lotteries/${weekly}/status`, p)).json()).toEqual({
      lottery_id: weekly,
      tickets: numbers,
      prizes: [],
    });
    expect((await get('/api/lotteries/weekly-cad/status', p)).json().tickets).toEqual(numbers);
    expect((await get('/api/lotteries/999999/status', p)).statusCode).toBe(404);
    // The list and the lottery show the player's own tickets.
    const listed = (await get('/api/lotteries', p)).json().find((l: { id: number }) => l.id === weekly);
    expect(listed.tickets).toEqual(numbers);
    expect(listed.lottery_tickets_count).toBeGreaterThanOrEqual(2);
  });

  it('the ticket list is not published while tickets are sold (403), then is, with its hash', async () => {
    const lottery = await createTestLottery(t);
    const p = await bonusPlayer(t, 0, { overrides: { nickname: 'Lucky Lu' } });
    await grant(t, lottery.id, p.user.id, 2);
    const early = await get(`/api/lotteries/${lottery.id}/tickets`);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ error: 'tickets_not_published' });
    await t.deps.db
      .update(lotteries)
      .set({ endAt: new Date(t.clock.now.getTime() - 1000), startAt: new Date(t.clock.now.getTime() - 5000) })
      .where(eq(lotteries.id, lottery.id));
    const list = (await get(`/api/lotteries/${lottery.slug}/tickets`)).json();
    expect(list).toEqual({
      lottery_id: lottery.id,
      tickets: [
        { number: 1, nickname: 'Lucky ***' },
        { number: 2, nickname: 'Lucky ***' },
      ],
      tickets_hash: createHash('sha256').update('1:Lucky ***\n2:Lucky ***\n').digest('hex'),
    });
    // The names are those the tickets were given under: a later nickname leaves the list (and its hash) alone.
    await t.deps.db.update(users).set({ nickname: 'Someone Else' }).where(eq(users.id, p.user.id));
    expect((await get(`/api/lotteries/${lottery.slug}/tickets`)).json()).toEqual(list);
  });
});

describe('tickets from deposits', () => {
  it('a deposit in the lottery’s currency buys floor(amount ÷ price) tickets, once, and tells the player', async () => {
    const p = await bonusPlayer(t);
    const weekly = await idOf('weekly-cad');
    const eur = await idOf('weekly-eur');
    const paymentId = await deposit(t, p, 5_900, 'CAD', 3);
    expect(await ticketsOf(weekly, p.user.id)).toHaveLength(2);
    expect(await ticketsOf(eur, p.user.id)).toEqual([]);
    const [grantRow] = await t.deps.db
      .select()
      .from(lotteryTicketGrants)
      .where(eq(lotteryTicketGrants.userId, p.user.id));
    expect(grantRow).toMatchObject({ source: 'deposit', sourceKey: `deposit:${paymentId}`, count: 2 });
    await settle();
    const status = events.filter((e) => e.userId === p.user.id && e.channel === 'lottery_statuses').at(-1);
    const numbers = (await ticketsOf(weekly, p.user.id)).sort((a, b) => a - b).map(String);
    expect(status?.data).toMatchObject({ lottery_id: weekly, tickets: numbers });
  });

  it('below from_amount_cents gives none; the tiers with the highest reached minimum apply; the cap holds', async () => {
    const p = await bonusPlayer(t);
    const weekly = await idOf('weekly-cad');
    await deposit(t, p, 1_999);
    expect(await ticketsOf(weekly, p.user.id)).toEqual([]);
    const tiered = await createTestLottery(t, {
      deposit_scale_rules: {
        CAD: [
          { from_amount_cents: 1_000, price_cents: 1_000 },
          { from_amount_cents: 10_000, price_cents: 500 },
        ],
      },
      max_tickets_per_player: 25,
    });
    await deposit(t, p, 3_500);
    expect(await ticketsOf(tiered.id, p.user.id)).toHaveLength(3);
    await deposit(t, p, 20_000);
    // 20,000 ÷ 500 = 40, but only 22 more fit under the cap of 25.
    expect(await ticketsOf(tiered.id, p.user.id)).toHaveLength(25);
    await deposit(t, p, 5_000);
    expect(await ticketsOf(tiered.id, p.user.id)).toHaveLength(25);
  });

  it('gives nothing outside the sales window or to players outside the audience', async () => {
    const p = await bonusPlayer(t);
    const later = await createTestLottery(t, {
      start_at: new Date(t.clock.now.getTime() + 3_600_000).toISOString(),
    });
    const grouped = await createTestLottery(t, { group_ids: [259] });
    await deposit(t, p, 10_000);
    expect(await ticketsOf(later.id, p.user.id)).toEqual([]);
    expect(await ticketsOf(grouped.id, p.user.id)).toEqual([]);
  });
});

describe('tickets from the comp shop', () => {
  const giveCoins = (p: Player, coins: number) =>
    t.deps.db
      .insert(compPointBalances)
      .values({ userId: p.user.id, chargeableMicro: coins * 1e6, persistentMicro: 0, updatedAt: t.clock.now })
      .onConflictDoUpdate({ target: compPointBalances.userId, set: { chargeableMicro: coins * 1e6 } });
  const coins = async (p: Player) => (await get('/api/player/comp_points', p)).json().chargeable.points;
  const buy = (p: Player, body: Record<string, unknown>, key?: string) =>
    t.request({
      method: 'POST',
      url: '/api/comp_points/exchange/lotteries',
      cookie: p.cookie,
      payload: { exchange: { group: 'comp_lottery_tickets', ...body } },
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });

  it('the demo card sells tickets of both weekly lotteries', async () => {
    const cards = (await get('/api/comp_points/rates/lotteries')).json();
    expect(cards).toEqual([
      expect.objectContaining({
        group: 'comp_lottery_tickets',
        lottery_ids: [await idOf('weekly-eur'), await idOf('weekly-cad')],
      }),
    ]);
  });

  it('buys tickets_count tickets for tickets_count × the lottery’s coin price', async () => {
    const p = await bonusPlayer(t);
    await giveCoins(p, 450);
    const weekly = await idOf('weekly-eur');
    const answer = await buy(p, { lottery_id: weekly, tickets_count: 4, currency: 'CAD' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      count: 4,
      points: 400,
      comp_points: { chargeable: { points: 50 } },
    });
    const numbers = await ticketsOf(weekly, p.user.id);
    expect(numbers).toHaveLength(4);
    expect(numbers.every((n, i) => i === 0 || n === numbers[i - 1]! + 1)).toBe(true);
    await settle();
    expect(events.some((e) => e.userId === p.user.id && e.channel === 'lottery_statuses')).toBe(true);
  });

  it('20 parallel purchases of a balance that covers 3 buy 3 tickets', async () => {
    const p = await bonusPlayer(t);
    await giveCoins(p, 350);
    const weekly = await idOf('weekly-cad');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => buy(p, { lottery_id: weekly, tickets_count: 1 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode === 422);
    expect(refused).toHaveLength(17);
    expect(refused[0]!.json().errors).toEqual({ points: ['comp_points.not_enough'] });
    expect(await ticketsOf(weekly, p.user.id)).toHaveLength(3);
    expect(await coins(p)).toBe(50);
  });

  it('a repeated Idempotency-Key buys once', async () => {
    const p = await bonusPlayer(t);
    await giveCoins(p, 1_000);
    const weekly = await idOf('weekly-cad');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => buy(p, { lottery_id: weekly, tickets_count: 2 }, 'same-key')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await ticketsOf(weekly, p.user.id)).toHaveLength(2);
    expect(await coins(p)).toBe(800);
  });

  it('refuses what the card does not sell, the cap, and bad shapes, spending nothing', async () => {
    const p = await bonusPlayer(t);
    await giveCoins(p, 10_000);
    const weekly = await idOf('weekly-cad');
    const capped = await createTestLottery(t, { max_tickets_per_player: 2 });
    const free = await createTestLottery(t, { comp_points_ticket_price: 0 });
    // The card sells only its own lotteries: a new lottery becomes sellable once added to it.
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ tickets_count: 1 }, { lottery_id: ['validation.required'] }],
      [{ lottery_id: weekly }, { tickets_count: ['validation.required'] }],
      [{ lottery_id: capped.id, tickets_count: 1 }, { lottery_id: ['comp_points.lottery_unknown'] }],
      [
        { lottery_id: await idOf('summer-draw'), tickets_count: 1 },
        { lottery_id: ['comp_points.lottery_unknown'] },
      ],
      [{ lottery_id: 999_999, tickets_count: 1 }, { lottery_id: ['comp_points.lottery_unknown'] }],
      [{ lottery_id: weekly, tickets_count: 101 }, { tickets_count: ['comp_points.too_many'] }],
    ];
    for (const [body, errors] of cases) {
      const answer = await buy(p, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json().errors, JSON.stringify(body)).toEqual(errors);
    }
    await t.deps.db
      .update(compShopCards)
      .set({ lotteryIds: [weekly, capped.id, free.id] })
      .where(eq(compShopCards.groupKey, 'comp_lottery_tickets'));
    expect((await buy(p, { lottery_id: free.id, tickets_count: 1 })).json().errors).toEqual({
      lottery_id: ['comp_points.lottery_unknown'],
    });
    expect((await buy(p, { lottery_id: capped.id, tickets_count: 2 })).statusCode).toBe(200);
    expect((await buy(p, { lottery_id: capped.id, tickets_count: 1 })).json().errors).toEqual({
      tickets_count: ['comp_points.too_many'],
    });
    expect(await coins(p)).toBe(9_800);
    for (const body of [
      { lottery_id: 'x', tickets_count: 1 },
      { lottery_id: weekly, tickets_count: -1 },
    ]) {
      expect((await buy(p, body)).statusCode).toBe(422);
    }
    const guest = await t.request({
      method: 'POST',
      url: '/api/comp_points/exchange/lotteries',
      payload: { exchange: { group: 'comp_lottery_tickets', lottery_id: weekly, tickets_count: 1 } },
    });
    expect(guest.statusCode).toBe(401);
  });
});
