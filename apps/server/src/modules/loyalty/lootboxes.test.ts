import type { OperatorRole } from '@orbit/contract';
import { CHANNEL, type Lootbox, type LootboxItem, type RocketChanceDraw } from '@orbit/contract';
import { drawLootbox, hashServerSeed } from '@orbit/games';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compPointBalances, configEntries, lootboxes, playerBonuses } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { bonusPlayer } from '../bonuses/test-support.ts';
import { INTERNAL_CONFIG } from '../config/service.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { unbalancedTransactions } from '../wallet/test-support.ts';
import { insertLootbox, itemsPayableIn } from './lootbox-issue.ts';
import { runLootboxJobsOnce } from './lootbox-jobs.ts';

/**
 * Lootboxes, wheel spins and rocket chance through the player and operator API, on the demo's
 * seed (CAD players; the prize offers and the chance table every installation has).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
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

const money = (cents: number) => [
  { currency: 'CAD', amount_cents: cents },
  { currency: 'EUR', amount_cents: cents },
];
const bonusItem = (id: number, weight: number, cents: number): LootboxItem => ({
  id,
  weight,
  prize: false,
  bonuses: [
    {
      title: `${cents / 100} bonus`,
      type: 'bonus',
      attributes: [{ field: 'bonus_amount', value: money(cents) }],
      result_bonus: [
        { field: 'wager', value: 5 },
        { field: 'max_win', value: money(cents * 20) },
      ],
    },
  ],
});
const spinsItem = (id: number, weight: number, count: number): LootboxItem => ({
  id,
  weight,
  prize: false,
  bonuses: [
    {
      title: `${count} free spins`,
      type: 'freespins',
      attributes: [{ field: 'freespins_count', value: count }],
      result_bonus: [
        { field: 'wager', value: 12 },
        { field: 'max_win', value: money(7_000) },
      ],
    },
  ],
});

let boxes = 0;
/** A box straight into the database (the issue paths have their own tests). */
async function giveBox(p: Player, items: LootboxItem[], groupKey = 'manual_wheel_test') {
  const { box } = await insertLootbox(t.deps.db, {
    userId: p.user.id,
    currency: 'CAD',
    groupKey,
    titles: { en: 'Test box', de: 'Testbox' },
    items,
    sourceKey: `test:${++boxes}`,
    now: t.clock.now,
  });
  return box;
}

const list = async (p: Player): Promise<Lootbox[]> => {
  const res = await p.request('/api/player/lootboxes');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const open = (p: Player, id: number | string) => p.request(`/api/player/lootboxes/${id}/activation`, 'POST');
const giftsOf = (sourcePrefix: string) =>
  t.deps.db
    .select()
    .from(playerBonuses)
    .where(like(playerBonuses.sourceKey, `${sourcePrefix}%`));
const lootboxEvents = (p: Player) =>
  events.filter((e) => e.userId === p.user.id && e.channel === CHANNEL.lootboxes_changes);
/** Events go out after the commit, from an async task: give it a moment. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
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
/** A box whose validity ended a moment ago. */
const pastDue = (id: number) =>
  t.deps.db
    .update(lootboxes)
    .set({ validUntil: new Date(t.clock.now.getTime() - 1) })
    .where(eq(lootboxes.id, id));
const coins = async (p: Player) => (await p.request('/api/player/comp_points')).json().chargeable.points;

describe('the player’s lootboxes', () => {
  it('a guest gets 401 for the list and the opening', async () => {
    expect((await t.request({ method: 'GET', url: '/api/player/lootboxes' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/player/lootboxes/1/activation' })).statusCode).toBe(
      401,
    );
  });

  it('a wheel spin bought in the comp shop is listed, issued, with the wheel’s items and no draw yet', async () => {
    const p = await bonusPlayer(t);
    await giveCoins(p, 250);
    const bought = await p.request('/api/comp_points/exchange/lootboxes', 'POST', {
      exchange: { points: 250, group: 'comp_wheel_spin' },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const [box] = await list(p);
    expect(box).toMatchObject({
      id: bought.json().lootbox_ids[0],
      group_key: 'manual_wheel_shop',
      stage: 'issued',
      currency: 'CAD',
      draw: null,
      gift_id: null,
    });
    expect(box!.items.length).toBeGreaterThan(1);
    expect(box!.items.every((item) => !item.prize)).toBe(true);
    // Both spellings of the odds: each item's weight (newer client) and their total on the box (spec).
    expect(box!.weight).toBe(box!.items.reduce((total, item) => total + item.weight, 0));
    expect(box!.weight).toBeGreaterThan(0);
    await settle();
    expect(lootboxEvents(p).map((e) => e.data.id)).toEqual([box!.id]);
  });

  it('opening draws one item, gives its bonus through the bonus engine and shows the draw', async () => {
    const p = await bonusPlayer(t);
    const box = await giveBox(p, [bonusItem(1, 1, 1_500)]);
    const seedsBefore = (await p.request('/api/house/seeds')).json().current;
    const res = await open(p, box.id);
    expect(res.statusCode, res.body).toBe(200);
    const opened: Lootbox = res.json();
    expect(opened.stage).toBe('activated');
    expect(opened.items.filter((item) => item.prize).map((item) => item.id)).toEqual([1]);
    expect(opened.draw).toMatchObject({
      server_seed_hash: seedsBefore.server_seed_hash,
      server_seed: null,
      client_seed: seedsBefore.client_seed,
      nonce: seedsBefore.nonce,
      roll: 0,
    });
    // The box took the nonce like a game round.
    expect((await p.request('/api/house/seeds')).json().current.nonce).toBe(seedsBefore.nonce + 1);
    const [gift] = await giftsOf(`lootbox:${box.id}:`);
    expect(opened.gift_id).toBe(gift!.id);
    expect(gift).toMatchObject({
      userId: p.user.id,
      kind: 'bonus',
      currency: 'CAD',
      amountCents: 1_500,
      wagerRequirementCents: 1_500 * 5,
      maxWinCents: 30_000,
      stage: 'handle_bets',
    });
    const state = await p.state();
    expect(state.amountCents - state.realCents).toBe(1_500);
    expect(await unbalancedTransactions(t)).toBe(0);
    await settle();
    expect(lootboxEvents(p).at(-1)?.data).toMatchObject({ id: box.id, stage: 'activated' });
  });

  it('a free-spins prize takes the item’s count, wager and max win', async () => {
    const p = await bonusPlayer(t);
    const box = await giveBox(p, [spinsItem(7, 1, 20)]);
    expect((await open(p, box.id)).statusCode).toBe(200);
    const [gift] = await giftsOf(`lootbox:${box.id}:`);
    expect(gift).toMatchObject({
      kind: 'freespins',
      freespinsTotal: 20,
      freespinsWager: 12,
      maxWinCents: 7_000,
    });
  });

  it('the verifier’s function re-computes the server’s draw once the seeds are rotated', async () => {
    const p = await bonusPlayer(t);
    const items = [bonusItem(1, 4000, 100), spinsItem(2, 4000, 10), spinsItem(3, 2000, 50)];
    const opened: Lootbox[] = [];
    for (let i = 0; i < 6; i++) opened.push((await open(p, (await giveBox(p, items)).id)).json());
    expect((await p.request('/api/house/seeds/rotate', 'POST')).statusCode).toBe(200);
    const shown = await list(p);
    for (const before of opened) {
      const box = shown.find((b) => b.id === before.id)!;
      const draw = box.draw!;
      expect(draw.server_seed).not.toBeNull();
      expect(hashServerSeed(draw.server_seed!)).toBe(draw.server_seed_hash);
      const again = drawLootbox(
        { serverSeed: draw.server_seed!, clientSeed: draw.client_seed, nonce: draw.nonce },
        box.items.map((item) => item.weight),
      );
      expect(again.roll).toBe(draw.roll);
      expect(box.items[again.index]!.prize).toBe(true);
      expect(box.items.filter((item) => item.prize)).toHaveLength(1);
    }
    // Six boxes, six nonces in a row.
    const nonces = opened.map((box) => box.draw!.nonce);
    expect(nonces).toEqual(nonces.map((_, i) => nonces[0]! + i));
  });

  it('refuses unknown ids, another player’s box and malformed ids', async () => {
    const p = await bonusPlayer(t);
    const other = await bonusPlayer(t);
    const box = await giveBox(other, [bonusItem(1, 1, 100)]);
    expect((await open(p, 999_999)).statusCode).toBe(404);
    const foreign = await open(p, box.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('not_found');
    expect((await open(p, 'abc')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await open(p, 'abc')).statusCode).toBeLessThan(500);
    expect((await open(p, 0)).statusCode).toBeLessThan(500);
    const [row] = await t.deps.db.select().from(lootboxes).where(eq(lootboxes.id, box.id));
    expect(row?.stage).toBe('issued');
  });

  it('opens a box once: a second opening is 409 lootbox_opened and gives nothing', async () => {
    const p = await bonusPlayer(t);
    const box = await giveBox(p, [bonusItem(1, 1, 100)]);
    expect((await open(p, box.id)).statusCode).toBe(200);
    const again = await open(p, box.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('lootbox_opened');
    expect(await giftsOf(`lootbox:${box.id}:`)).toHaveLength(1);
  });

  it('20 parallel openings of one box open it once and give one gift', async () => {
    const p = await bonusPlayer(t);
    const box = await giveBox(p, [bonusItem(1, 1, 250), spinsItem(2, 1, 10)]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => open(p, box.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await giftsOf(`lootbox:${box.id}:`)).toHaveLength(1);
    expect(await unbalancedTransactions(t)).toBe(0);
  });

  it('a box past its validity is refused as expired and then hidden', async () => {
    const p = await bonusPlayer(t);
    const box = await giveBox(p, [bonusItem(1, 1, 100)]);
    await pastDue(box.id);
    const res = await open(p, box.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('lootbox_expired');
    expect(await giftsOf(`lootbox:${box.id}:`)).toHaveLength(0);
    expect((await list(p)).map((b) => b.id)).not.toContain(box.id);
    await settle();
    expect(lootboxEvents(p).at(-1)?.data).toMatchObject({ id: box.id, stage: 'expired' });
  });

  it('a canceled box cannot be opened', async () => {
    const p = await bonusPlayer(t);
    const box = await giveBox(p, [bonusItem(1, 1, 100)]);
    await t.deps.db.update(lootboxes).set({ stage: 'canceled' }).where(eq(lootboxes.id, box.id));
    const res = await open(p, box.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('lootbox_canceled');
  });

  it('shows opened boxes only on the day they were made; issued ones until they expire', async () => {
    const p = await bonusPlayer(t);
    const opened = await giveBox(p, [bonusItem(1, 1, 100)]);
    const waiting = await giveBox(p, [bonusItem(1, 1, 100)]);
    expect((await open(p, opened.id)).statusCode).toBe(200);
    expect((await list(p)).map((b) => b.id)).toEqual([waiting.id, opened.id]);
    // Made yesterday (the clock is not moved: the players' sessions would end).
    const yesterday = new Date(t.clock.now.getTime() - DAY_MS);
    await t.deps.db.update(lootboxes).set({ createdAt: yesterday }).where(eq(lootboxes.userId, p.user.id));
    expect((await list(p)).map((b) => b.id)).toEqual([waiting.id]);
  });

  it('the expiry job expires issued boxes past valid_until, once, and tells the player', async () => {
    const p = await bonusPlayer(t);
    const box = await giveBox(p, [bonusItem(1, 1, 100)]);
    const kept = await giveBox(p, [bonusItem(1, 1, 100)]);
    await pastDue(box.id);
    expect((await runLootboxJobsOnce(t.app)).expired).toBeGreaterThanOrEqual(1);
    expect((await runLootboxJobsOnce(t.app)).expired).toBe(0);
    const rows = await t.deps.db.select().from(lootboxes).where(eq(lootboxes.userId, p.user.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.stage]))).toEqual({
      [box.id]: 'expired',
      [kept.id]: 'issued',
    });
    await settle();
    expect(lootboxEvents(p).at(-1)?.data).toMatchObject({ id: box.id, stage: 'expired' });
  });

  it('an item a currency cannot pay weighs 0 in a box of that currency', () => {
    const eurOnly: LootboxItem = {
      ...bonusItem(1, 50, 100),
      bonuses: [
        {
          ...bonusItem(1, 50, 100).bonuses[0]!,
          attributes: [{ field: 'bonus_amount', value: [{ currency: 'EUR', amount_cents: 100 }] }],
        },
      ],
    };
    expect(itemsPayableIn([eurOnly, spinsItem(2, 50, 10)], 'CAD').map((item) => item.weight)).toEqual([
      0, 50,
    ]);
    expect(itemsPayableIn([eurOnly], 'EUR').map((item) => item.weight)).toEqual([50]);
  });
});

describe('the operator gives lootboxes', () => {
  const give = async (payload: Record<string, unknown>, role: OperatorRole | null = 'owner') =>
    t.request({
      method: 'POST',
      url: '/api/operator/lootboxes',
      payload,
      headers: role === null ? {} : { cookie: await operatorCookie(t, role) },
    });

  it('needs the operator key', async () => {
    const body = { user_id: 1, group_key: 'manual_wheel', currency: 'CAD', idempotency_key: 'k' };
    expect((await give(body, null)).statusCode).toBe(401);
    expect((await give(body, 'support')).statusCode).toBe(403);
  });

  it('gives a wheel spin of the player’s segment group once per key', async () => {
    const p = await bonusPlayer(t, 0, { groups: [21] });
    const body = {
      user_id: p.user.id,
      group_key: 'manual_wheel_vip',
      currency: 'CAD',
      idempotency_key: `w-${p.user.id}`,
    };
    const first = await give(body);
    expect(first.statusCode, first.body).toBe(201);
    const box: Lootbox = first.json();
    // Testers (group 21) spin spec 2 §9's wheel: 10, 20, 50 free spins at 4000, 4000, 2000.
    expect(box.items.map((item) => item.weight)).toEqual([4000, 4000, 2000]);
    expect(box.title).toBe('A spin of the prize wheel');
    const again = await give(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(box.id);
    expect((await list(p)).map((b) => b.id)).toEqual([box.id]);
  });

  it('refuses an unknown player, a currency the player has no account in, a reused key, a bad body', async () => {
    const p = await bonusPlayer(t);
    const other = await bonusPlayer(t);
    const body = {
      user_id: p.user.id,
      group_key: 'wheel_gift',
      currency: 'CAD',
      idempotency_key: `r-${p.user.id}`,
    };
    expect((await give({ ...body, user_id: 2_000_000_000 })).json().errors).toEqual({
      user_id: ['validation.invalid_value'],
    });
    expect((await give({ ...body, currency: 'EUR' })).json().errors).toEqual({
      currency: ['comp_points.currency_unknown'],
    });
    expect((await give(body)).statusCode).toBe(201);
    const reused = await give({ ...body, user_id: other.user.id });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ idempotency_key: ['lootboxes.key_used'] });
    expect((await give({ ...body, group_key: 'Bad Key!' })).statusCode).toBe(422);
    expect((await give({ ...body, extra: 1 })).statusCode).toBe(422);
    expect(await list(other)).toEqual([]);
  });

  it('cancels an unopened box once, tells the player, and never an opened one', async () => {
    const p = await bonusPlayer(t, 0, { groups: [21] });
    const cancel = async (id: number, role: OperatorRole | null = 'owner') =>
      t.request({
        method: 'POST',
        url: `/api/operator/lootboxes/${id}/cancel`,
        headers: role === null ? {} : { cookie: await operatorCookie(t, role) },
      });
    const box: Lootbox = (
      await give({
        user_id: p.user.id,
        group_key: 'manual_wheel_vip',
        currency: 'CAD',
        idempotency_key: `c-${p.user.id}`,
      })
    ).json();
    expect((await cancel(box.id, null)).statusCode).toBe(401);
    const canceled = await cancel(box.id);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().stage).toBe('canceled');
    expect(events.some((e) => e.userId === p.user.id && e.channel === 'lootboxes_changes')).toBe(true);
    expect((await cancel(box.id)).json()).toMatchObject({ error: 'lootbox_not_issued' });
    expect((await cancel(box.id)).statusCode).toBe(409);
    expect((await open(p, box.id)).statusCode).toBe(409);
    expect((await cancel(2_000_000)).statusCode).toBe(404);
  });
});

describe('rocket chance', () => {
  const setFlag = async (on: boolean) => {
    const [row] = await t.deps.db
      .select()
      .from(configEntries)
      .where(eq(configEntries.name, 'manage-promotion-pages'));
    const value = { ...(row!.value as Record<string, boolean>), 'rocket-chance': on };
    await t.deps.db
      .update(configEntries)
      .set({ value })
      .where(eq(configEntries.name, 'manage-promotion-pages'));
  };
  const setTable = async (items: LootboxItem[]) => {
    const [row] = await t.deps.db
      .select()
      .from(configEntries)
      .where(eq(configEntries.name, INTERNAL_CONFIG.rocketChance));
    await t.deps.db
      .update(configEntries)
      .set({ value: { ...(row!.value as Record<string, unknown>), items } })
      .where(eq(configEntries.name, INTERNAL_CONFIG.rocketChance));
    return row!.value;
  };
  const draw = (p: Player, key?: string) =>
    t.request({
      method: 'POST',
      url: '/api/rocket_chance/draws',
      cookie: p.cookie,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });

  it('shows the price and the chance table, with its “no prize” items, to guests too', async () => {
    const res = await t.request({ method: 'GET', url: '/api/rocket_chance?locale=de' });
    expect(res.statusCode, res.body).toBe(200);
    const chance = res.json();
    expect(chance).toMatchObject({ title: 'Raketen-Chance', points: 50 });
    expect(chance.items.filter((item: LootboxItem) => item.bonuses.length === 0)).toHaveLength(1);
  });

  it('is closed (404) while its page is off, except for testers', async () => {
    await setFlag(false);
    try {
      expect((await t.request({ method: 'GET', url: '/api/rocket_chance' })).statusCode).toBe(404);
      const p = await bonusPlayer(t);
      await giveCoins(p, 100);
      expect((await draw(p)).statusCode).toBe(404);
      expect(await coins(p)).toBe(100);
      const tester = await bonusPlayer(t, 0, { groups: [21] });
      expect((await tester.request('/api/rocket_chance')).statusCode).toBe(200);
    } finally {
      await setFlag(true);
    }
  });

  it('a draw spends the coins, opens a chance box at once and gives its prize', async () => {
    const p = await bonusPlayer(t);
    await giveCoins(p, 120);
    const saved = await setTable([spinsItem(1, 1, 5)]);
    try {
      const res = await draw(p);
      expect(res.statusCode, res.body).toBe(200);
      const result: RocketChanceDraw = res.json();
      expect(result.comp_points.chargeable.points).toBe(70);
      expect(result.lootbox).toMatchObject({ group_key: 'chance', stage: 'activated' });
      expect(result.lootbox.items[0]!.prize).toBe(true);
      expect(result.lootbox.draw?.nonce).toBeGreaterThanOrEqual(0);
      const [row] = await t.deps.db.select().from(lootboxes).where(eq(lootboxes.id, result.lootbox.id));
      expect(row?.costPoints).toBe(50);
      expect(await giftsOf(`lootbox:${result.lootbox.id}:`)).toHaveLength(1);
      await settle();
      const award = events.filter((e) => e.userId === p.user.id && e.channel === CHANNEL.comps_award).at(-1);
      expect(award?.data).toMatchObject({ chargeable: { points: 70 }, chargeable_delta: -50 });
    } finally {
      await setTable((saved as { items: LootboxItem[] }).items);
    }
  });

  it('a “no prize” draw spends the coins and gives nothing', async () => {
    const p = await bonusPlayer(t);
    await giveCoins(p, 50);
    const saved = await setTable([{ id: 9, weight: 1, prize: false, bonuses: [] }]);
    try {
      const result: RocketChanceDraw = (await draw(p)).json();
      expect(result.lootbox.gift_id).toBeNull();
      expect(result.lootbox.items[0]!.prize).toBe(true);
      expect(await coins(p)).toBe(0);
      expect(await giftsOf(`lootbox:${result.lootbox.id}:`)).toHaveLength(0);
    } finally {
      await setTable((saved as { items: LootboxItem[] }).items);
    }
  });

  it('refuses guests, too few coins, multi-accounts and players who turned bonuses off', async () => {
    expect((await t.request({ method: 'POST', url: '/api/rocket_chance/draws' })).statusCode).toBe(401);
    const poor = await bonusPlayer(t);
    await giveCoins(poor, 49);
    const short = await draw(poor);
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ points: ['comp_points.not_enough'] });
    const multi = await bonusPlayer(t, 0, { groups: [100] });
    await giveCoins(multi, 100);
    expect((await draw(multi)).json().errors).toEqual({ base: ['comp_points.multi_account'] });
    const off = await bonusPlayer(t, 0, { overrides: { canIssueBonuses: false } });
    await giveCoins(off, 100);
    expect((await draw(off)).json().errors).toEqual({ base: ['comp_points.bonuses_disabled'] });
    expect(await coins(off)).toBe(100);
  });

  it('a repeated Idempotency-Key answers the first draw; 20 parallel draws spend a balance for 3 three times', async () => {
    const p = await bonusPlayer(t);
    await giveCoins(p, 150);
    const first = await draw(p, 'same-draw');
    const repeat = await draw(p, 'same-draw');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().lootbox.id).toBe(first.json().lootbox.id);
    expect(await coins(p)).toBe(100);

    const q = await bonusPlayer(t);
    await giveCoins(q, 150);
    const answers = await Promise.all(Array.from({ length: 20 }, () => draw(q)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(17);
    expect(await coins(q)).toBe(0);
    const rows = await t.deps.db.select().from(lootboxes).where(eq(lootboxes.userId, q.user.id));
    expect(rows.map((r) => r.stage)).toEqual(['activated', 'activated', 'activated']);
    expect(await unbalancedTransactions(t)).toBe(0);
  });
});
