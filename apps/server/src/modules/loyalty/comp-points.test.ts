import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compPointBalances,
  compPointEntries,
  lootboxes,
  playerBonuses,
  users,
  vipQuarterSums,
} from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { bonusPlayer, gameOfFamily } from '../bonuses/test-support.ts';
import { unbalancedTransactions } from '../wallet/test-support.ts';

/**
 * Comp points through the wallet protocol and the player API, on the demo's rates (CAD): a slot
 * earns 1 point per C$15.00 staked, a table 1 per C$75.00; the demo shop's cards.
 */
let t: TestApp;
let slot: string;
let table: string;
const events: Array<{ userId: number; channel: string; data: Record<string, unknown> }> = [];

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  t.deps.realtime = {
    publishPublic() {},
    publishToPlayer: (userId, channel, data) =>
      events.push({ userId, channel, data: data as Record<string, unknown> }),
    publishToRoom() {},
  };
  slot = await gameOfFamily(t, 'slots');
  table = await gameOfFamily(t, 'tables');
});
afterAll(() => t?.close());

type Player = Awaited<ReturnType<typeof bonusPlayer>>;
const points = async (p: Player) => (await p.request('/api/player/comp_points')).json();
const micro = async (p: Player) => {
  const [row] = await t.deps.db
    .select()
    .from(compPointBalances)
    .where(eq(compPointBalances.userId, p.user.id));
  return row ?? { chargeableMicro: 0, persistentMicro: 0 };
};
const giveCoins = (p: Player, coins: number) =>
  t.deps.db
    .insert(compPointBalances)
    .values({
      userId: p.user.id,
      chargeableMicro: coins * 1e6,
      persistentMicro: coins * 1e6,
      updatedAt: t.clock.now,
    })
    .onConflictDoUpdate({ target: compPointBalances.userId, set: { chargeableMicro: coins * 1e6 } });
const exchange = (p: Player, kind: string, body: Record<string, unknown>, key?: string) =>
  t.request({
    method: 'POST',
    url: `/api/comp_points/exchange/${kind}`,
    cookie: p.cookie,
    payload: { exchange: body },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

describe('earning comp points', () => {
  it('a real-money bet earns at its game family’s rate in its currency, to the millionth', async () => {
    const p = await bonusPlayer(t, 100_000);
    expect(await points(p)).toEqual({ chargeable: { points: 0 }, persistent: { points: 0 } });
    for (let i = 0; i < 5; i++) expect((await p.bet(slot, 300, 0)).response.statusCode).toBe(200);
    expect(await micro(p)).toMatchObject({ chargeableMicro: 1_000_000, persistentMicro: 1_000_000 });
    expect(await points(p)).toEqual({ chargeable: { points: 1 }, persistent: { points: 1 } });
    await p.bet(table, 1_500, 0);
    // C$15.00 at a table is a fifth of a point.
    expect((await micro(p)).chargeableMicro).toBe(1_200_000);
    const award = events.filter((e) => e.userId === p.user.id && e.channel === 'comps_award');
    expect(award.at(-1)?.data).toMatchObject({ chargeable: { points: 1 }, chargeable_delta: 1 });
  });

  it('bonus money earns nothing; a rollback takes the bet’s points and its VIP sum back once', async () => {
    const p = await bonusPlayer(t, 10_000);
    const bet = await p.bet(slot, 7_500);
    expect((await micro(p)).chargeableMicro).toBe(5_000_000);
    const [sum] = await t.deps.db.select().from(vipQuarterSums).where(eq(vipQuarterSums.userId, p.user.id));
    expect(sum?.betCents).toBe(7_500);
    expect((await p.rollback(slot, bet)).statusCode).toBe(200);
    expect((await p.rollback(slot, bet)).statusCode).toBe(200);
    expect(await micro(p)).toMatchObject({ chargeableMicro: 0, persistentMicro: 0 });
    const [after] = await t.deps.db.select().from(vipQuarterSums).where(eq(vipQuarterSums.userId, p.user.id));
    expect(after?.betCents).toBe(0);
    expect(
      await t.deps.db.select().from(compPointEntries).where(eq(compPointEntries.userId, p.user.id)),
    ).toEqual([]);
    expect(await unbalancedTransactions(t)).toBe(0);
  });

  it('20 parallel bets each earn once', async () => {
    const p = await bonusPlayer(t, 100_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => p.bet(slot, 150)));
    expect(answers.every((a) => a.response.statusCode === 200)).toBe(true);
    expect((await micro(p)).chargeableMicro).toBe(2_000_000);
  });

  it('reaching a level’s band raises the level, never lowers it', async () => {
    const p = await bonusPlayer(t, 2_000_000);
    await giveCoins(p, 999);
    await t.deps.db
      .update(compPointBalances)
      .set({ persistentMicro: 999_500_000 })
      .where(eq(compPointBalances.userId, p.user.id));
    await p.bet(slot, 1_500);
    const [user] = await t.deps.db
      .select({ levelId: users.levelId })
      .from(users)
      .where(eq(users.id, p.user.id));
    expect(user?.levelId).toBe('level_2');
    const award = events.filter((e) => e.userId === p.user.id && e.channel === 'comps_award').at(-1);
    expect(award?.data).toMatchObject({ persistent: { points: 1_000 }, level: 'level_2' });
    expect((await p.request('/api/player')).json().statuses).toContainEqual({
      id: 'level_2',
      name: 'Silver',
    });

    await t.deps.db.update(users).set({ levelId: 'level_6' }).where(eq(users.id, p.user.id));
    await p.bet(slot, 150_000);
    const [kept] = await t.deps.db
      .select({ levelId: users.levelId })
      .from(users)
      .where(eq(users.id, p.user.id));
    expect(kept?.levelId).toBe('level_6');
  });
});

describe('the comp shop', () => {
  it('lists cards by kind to guests and players; VIP cards only to VIPs', async () => {
    const money = await t.request({ method: 'GET', url: '/api/comp_points/rates/money' });
    expect(money.statusCode).toBe(200);
    const cash = money.json().find((c: { group: string }) => c.group === 'comp_cash_5');
    expect(cash).toMatchObject({ title: '€5 real money', wager: 0, rate: { points: 500 }, badge: 'popular' });
    expect(cash.rates).toContainEqual({ points: 500, currency: 'CAD', amount_cents: 750 });
    const spins = (await t.request({ method: 'GET', url: '/api/comp_points/rates/freespins' })).json();
    expect(spins.map((c: { group: string }) => c.group)).toEqual(['comp_spins_10']);
    expect(spins[0]).toMatchObject({
      wager: 10,
      rate: { points: 150, freespins_count: 10 },
      games: [expect.stringContaining(':')],
    });
    const vip = await bonusPlayer(t, 0, { groups: [259] });
    const vipSpins = (await vip.request('/api/comp_points/rates/freespins')).json();
    expect(vipSpins.map((c: { group: string }) => c.group)).toEqual(['comp_spins_10', 'comp_spins_vip']);
    const german = (
      await t.request({ method: 'GET', url: '/api/comp_points/rates/lootboxes?locale=de' })
    ).json();
    expect(german[0]).toMatchObject({
      title: 'Ein Dreh am Glücksrad',
      bonus_title: 'manual_wheel_shop',
      special: true,
    });
    expect((await t.request({ method: 'GET', url: '/api/comp_points/rates/jewels' })).statusCode).toBe(400);
  });

  it('money becomes real money at once; the coins are spent; the newer client’s currency is accepted', async () => {
    const p = await bonusPlayer(t);
    await giveCoins(p, 1_200);
    const answer = await exchange(p, 'money', { points: 1_000, group: 'comp_cash_5', currency: 'CAD' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      count: 2,
      points: 1_000,
      comp_points: { chargeable: { points: 200 } },
    });
    expect(await p.state()).toMatchObject({ amountCents: 1_500, realCents: 1_500, ledgerTotal: 1_500 });
    expect(await unbalancedTransactions(t)).toBe(0);
  });

  it('free spins are given started, count × the card’s spins', async () => {
    const p = await bonusPlayer(t);
    await giveCoins(p, 300);
    const answer = await exchange(p, 'freespins', { points: 300, group: 'comp_spins_10' });
    expect(answer.statusCode, answer.body).toBe(200);
    const [gift] = await t.deps.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.id, answer.json().gift_id));
    expect(gift).toMatchObject({
      kind: 'freespins',
      stage: 'handle_bets',
      freespinsTotal: 20,
      groupKey: 'comp_spins_10',
    });
    const listed = (await p.request('/api/player/freespins')).json();
    expect(listed[0]).toMatchObject({ id: gift!.id, freespins_total: 20 });
  });

  it('a lootbox card gives that many lootboxes of its group key', async () => {
    const p = await bonusPlayer(t);
    await giveCoins(p, 500);
    const answer = await exchange(p, 'lootboxes', { points: 500, group: 'comp_wheel_spin' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().lootbox_ids).toHaveLength(2);
    const boxes = await t.deps.db.select().from(lootboxes).where(eq(lootboxes.userId, p.user.id));
    expect(boxes.map((b) => [b.groupKey, b.stage])).toEqual([
      ['manual_wheel_shop', 'issued'],
      ['manual_wheel_shop', 'issued'],
    ]);
    expect(boxes[0]!.items.length).toBeGreaterThan(1);
  });

  it('20 parallel exchanges of a balance that covers 3 spend it 3 times', async () => {
    const p = await bonusPlayer(t);
    await giveCoins(p, 1_600);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => exchange(p, 'money', { points: 500, group: 'comp_cash_5' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode === 422);
    expect(refused).toHaveLength(17);
    expect(refused[0]!.json().errors).toEqual({ points: ['comp_points.not_enough'] });
    expect((await micro(p)).chargeableMicro).toBe(100_000_000);
    expect(await p.state()).toMatchObject({ realCents: 3 * 750, ledgerReal: 3 * 750 });
  });

  it('a repeated Idempotency-Key answers the first exchange and spends once', async () => {
    const p = await bonusPlayer(t);
    await giveCoins(p, 2_000);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        exchange(p, 'money', { points: 500, group: 'comp_cash_5' }, 'same-key'),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect((await micro(p)).chargeableMicro).toBe(1_500_000_000);
  });

  it('bad exchanges answer 422 with a field and spend nothing', async () => {
    const p = await bonusPlayer(t);
    await giveCoins(p, 1_000);
    const cases: Array<[string, Record<string, unknown>, Record<string, string[]>]> = [
      ['money', { points: 500, group: 'no_such_card' }, { group: ['comp_points.card_unknown'] }],
      ['freespins', { points: 500, group: 'comp_cash_5' }, { group: ['comp_points.card_unknown'] }],
      ['money', { points: 499, group: 'comp_cash_5' }, { points: ['comp_points.points_not_multiple'] }],
      ['money', { group: 'comp_cash_5' }, { points: ['validation.required'] }],
      ['money', { points: 1_500, group: 'comp_cash_5' }, { points: ['comp_points.not_enough'] }],
      [
        'money',
        { points: 500, group: 'comp_cash_5', currency: 'EUR' },
        { currency: ['comp_points.currency_unknown'] },
      ],
      ['freespins', { points: 75, group: 'comp_spins_vip' }, { group: ['comp_points.card_unknown'] }],
    ];
    for (const [kind, body, errors] of cases) {
      const answer = await exchange(p, kind, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json().errors).toEqual(errors);
    }
    // Hostile shapes are refused by the schema, naming the field.
    const shapes: Array<[Record<string, unknown>, string]> = [
      [{ points: -5, group: 'comp_cash_5' }, 'points'],
      [{ points: 'many', group: 'comp_cash_5' }, 'points'],
      [{ points: 500, group: 'x'.repeat(500) }, 'group'],
      [{}, 'group'],
    ];
    for (const [body, field] of shapes) {
      const answer = await exchange(p, 'money', body);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(Object.keys(answer.json().errors).join()).toContain(field);
    }
    expect((await micro(p)).chargeableMicro).toBe(1_000_000_000);
    const guest = await t.request({
      method: 'POST',
      url: '/api/comp_points/exchange/money',
      payload: { exchange: { points: 500, group: 'comp_cash_5' } },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('multi-account players and players who turned bonuses off are told why', async () => {
    const multi = await bonusPlayer(t, 0, { groups: [100] });
    await giveCoins(multi, 500);
    expect((await exchange(multi, 'money', { points: 500, group: 'comp_cash_5' })).json().errors).toEqual({
      base: ['comp_points.multi_account'],
    });
    const off = await bonusPlayer(t, 0, { overrides: { canIssueBonuses: false } });
    await giveCoins(off, 500);
    expect((await exchange(off, 'money', { points: 500, group: 'comp_cash_5' })).json().errors).toEqual({
      base: ['comp_points.bonuses_disabled'],
    });
    expect((await micro(off)).chargeableMicro).toBe(500_000_000);
  });
});
