import { addDays, mondayOf, utcDay } from '@orbit/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adventureDays, configEntries, playerBonuses, users } from '../../db/schema/index.ts';
import { VIP_ADVENTURES } from '../../db/seed/config/adventures.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { bonusPlayer, gameOfFamily } from '../bonuses/test-support.ts';
import { SANDBOX_CALLBACK_PATH, SANDBOX_SIGNATURE_HEADER, sandboxSecret } from '../payments/sandbox.ts';
import { openSession, SESSION_COOKIE } from '../sessions/service.ts';
import { creditPlayer } from '../wallet/service.ts';
import { signBody } from '../wallet/signing.ts';
import { uid } from '../wallet/test-support.ts';

let t: TestApp;
let slot: string;
const DAY_MS = 24 * 60 * 60 * 1000;
const GOLD = 259;
const TESTERS = 21;
/** The gold list's minimum deposit in CAD (C$150) and its final day's bonus (C$225). */
const MIN_DEP = 15_000;
const FINAL_BONUS = 22_500;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  slot = await gameOfFamily(t, 'slots');
  // Noon UTC: a test's deposits and bets stay on the day they mean, whatever the hour it runs.
  const now = t.clock.now.getTime();
  t.clock.advance(DAY_MS - (now % DAY_MS) + DAY_MS / 2);
});
afterAll(async () => {
  await t.close();
});

const today = () => utcDay(t.clock.now);

async function setAdventures(extra: Record<string, unknown>) {
  const value = { ...VIP_ADVENTURES, ...extra };
  await t.deps.db
    .insert(configEntries)
    .values({ name: 'vip-adventures', value, updatedAt: t.clock.now })
    .onConflictDoUpdate({ target: configEntries.name, set: { value } });
}

/** A fresh session (the clock moves days; sessions last an hour). */
async function cookieOf(userId: number) {
  const { token } = await openSession(t.deps, { userId, stage: 'active', ttlMs: 3_600_000 });
  return `${SESSION_COOKIE}=${token}`;
}

/** A CAD player in `groups` who plays through the test provider. */
async function vip(groups: number[] = [GOLD]) {
  const p = await bonusPlayer(t, 0, { groups });
  return {
    ...p,
    adventure: async () =>
      t.request({ method: 'GET', url: '/api/player/adventure', cookie: await cookieOf(p.user.id) }),
    claim: async (day: number | string) =>
      t.request({
        method: 'POST',
        url: `/api/player/adventure/days/${day}/claim`,
        cookie: await cookieOf(p.user.id),
      }),
  };
}

/** A real deposit: started in the cashbox, credited by the payment provider's signed notice. */
async function deposit(userId: number, amountCents: number, state = 'succeeded') {
  const started = await t.request({
    method: 'POST',
    url: '/api/payments/deposits',
    cookie: await cookieOf(userId),
    payload: { method_id: 'skrill', amount_cents: amountCents, currency: 'CAD', email: 'a@b.co' },
  });
  expect(started.statusCode).toBe(201);
  const raw = JSON.stringify({
    event_id: uid('event'),
    payment_id: started.json().id,
    state,
    amount_cents: amountCents,
    currency: 'CAD',
  });
  const notice = await t.app.inject({
    method: 'POST',
    url: SANDBOX_CALLBACK_PATH,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signBody(await sandboxSecret(t.deps.db), raw),
    },
  });
  expect(notice.statusCode).toBe(200);
}

type Player = Awaited<ReturnType<typeof vip>>;

/** Deposits and bets the whole minimum: today's steps done. */
async function playToday(p: Player, amount = MIN_DEP) {
  await deposit(p.user.id, amount);
  const bet = await p.bet(slot, amount, 0);
  expect(bet.response.statusCode).toBe(200);
}

const dayOf = async (p: Player, n: number) => {
  const res = await p.adventure();
  expect(res.statusCode).toBe(200);
  return res.json().days[n - 1];
};

const giftsOf = (userId: number) =>
  t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, userId));

describe('who is on the adventure', () => {
  it('VIP lists by status group; testers the entry list; others 403; guests 401', async () => {
    await setAdventures({ start_at: today() });
    expect((await (await vip([GOLD])).adventure()).json().key).toBe('gold');
    expect((await (await vip([258])).adventure()).json().key).toBe('silver');
    expect((await (await vip([759])).adventure()).json().key).toBe('platinum');
    // A gold tester is on gold; a tester without a status on the entry list.
    expect((await (await vip([TESTERS, GOLD])).adventure()).json().key).toBe('gold');
    expect((await (await vip([TESTERS])).adventure()).json().key).toBe('silver');

    for (const groups of [[], [257]]) {
      const res = await (await vip(groups)).adventure();
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('adventure.not_eligible');
    }
    expect((await (await vip([])).claim(1)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/player/adventure' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/player/adventure/days/1/claim' })).statusCode).toBe(
      401,
    );
  });

  it("the config's audience decides; a currency the list has no minimum deposit in is refused", async () => {
    await setAdventures({ start_at: today(), audience: [{ key: 'platinum', groups: [GOLD] }] });
    expect((await (await vip([GOLD])).adventure()).json().key).toBe('platinum');
    expect((await (await vip([258])).adventure()).statusCode).toBe(403);

    await setAdventures({ start_at: today() });
    const yen = await bonusPlayer(t, 0, { groups: [GOLD], overrides: { currency: 'JPY' } });
    const res = await t.request({
      method: 'GET',
      url: '/api/player/adventure',
      cookie: await cookieOf(yen.user.id),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('adventure.currency_not_offered');
  });

  it('no start date: the week from Monday, day N on Monday + N − 1, amounts in the player’s currency', async () => {
    await setAdventures({});
    const body = (await (await vip()).adventure()).json();
    const monday = mondayOf(today());
    expect(body).toMatchObject({
      currency: 'CAD',
      start_at: monday,
      end_at: addDays(monday, 6),
      claims_until: addDays(monday, 7),
      today: today(),
    });
    expect(body.days.map((d: { date: string }) => d.date)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(monday, n)),
    );
    expect(body.days[0]).toMatchObject({
      day: 1,
      step: 0,
      stepTotal: 2,
      isCompleted: false,
      prize: { freespin: 20, bonus_cents: null },
      condition: { minDep: MIN_DEP, wager: 30, periodActivationDays: 7 },
    });
    expect(body.days[6].prize).toEqual({ freespin: 100, bonus_cents: FINAL_BONUS });
  });
});

describe('a day’s steps from the real records', () => {
  it('deposits that succeeded and real-money bets of the day; not a credit, a declined deposit or a rolled-back bet', async () => {
    await setAdventures({ start_at: today() });
    const p = await vip();
    // Money that is not a deposit, a deposit the provider declined: nothing.
    await creditPlayer(t.deps, {
      userId: p.user.id,
      currency: 'CAD',
      amountCents: 50_000,
      kind: 'adjustment',
      idempotencyKey: uid('fund'),
    });
    await deposit(p.user.id, 20_000, 'declined');
    let day = await dayOf(p, 1);
    expect(day.steps).toEqual([
      { kind: 'deposit', done: false, current_cents: 0, target_cents: MIN_DEP },
      // Bets count from the first cent, the target is the minimum deposit until more is deposited.
      { kind: 'bets', done: false, current_cents: 0, target_cents: MIN_DEP },
    ]);

    await deposit(p.user.id, 10_000);
    await deposit(p.user.id, 10_000);
    day = await dayOf(p, 1);
    expect(day.steps[0]).toEqual({
      kind: 'deposit',
      done: true,
      current_cents: 20_000,
      target_cents: MIN_DEP,
    });
    // What was deposited is the bets' target.
    expect(day.steps[1]).toEqual({ kind: 'bets', done: false, current_cents: 0, target_cents: 20_000 });
    expect(day).toMatchObject({ step: 1, isCompleted: false, state: 'active', claimable: false });

    const rolledBack = await p.bet(slot, 15_000);
    expect(rolledBack.response.statusCode).toBe(200);
    expect((await dayOf(p, 1)).steps[1].current_cents).toBe(15_000);
    expect((await p.rollback(slot, rolledBack)).statusCode).toBe(200);
    expect((await dayOf(p, 1)).steps[1].current_cents).toBe(0);

    await p.bet(slot, 12_000, 0);
    await p.bet(slot, 8_000, 30_000);
    day = await dayOf(p, 1);
    expect(day.steps[1]).toEqual({ kind: 'bets', done: true, current_cents: 20_000, target_cents: 20_000 });
    expect(day).toMatchObject({
      step: 2,
      isCompleted: true,
      state: 'active',
      claimable: true,
      claimed: false,
    });
    // Tomorrow's card knows nothing of today's play.
    expect(await dayOf(p, 2)).toMatchObject({ step: 0, state: 'future', claimable: false });
  });
});

describe('card states on the clock', () => {
  it('active today, future ahead, lost when passed undone, completed when done (still claimable), superb last', async () => {
    await setAdventures({ start_at: today() });
    const p = await vip();
    const states = async () => (await p.adventure()).json().days.map((d: { state: string }) => d.state);
    expect(await states()).toEqual(['active', 'future', 'future', 'future', 'future', 'future', 'future']);

    await playToday(p);
    t.clock.advance(DAY_MS);
    // Day 1's steps were done: completed, its prize still to take. Day 2 is today.
    expect(await states()).toEqual(['completed', 'active', 'future', 'future', 'future', 'future', 'future']);
    t.clock.advance(DAY_MS);
    expect(await states()).toEqual(['completed', 'lost', 'active', 'future', 'future', 'future', 'future']);
    // Midnight took nothing earned: day 1 is claimed on day 3; day 2, lost, is not.
    expect((await dayOf(p, 1)).claimable).toBe(true);
    expect((await p.claim(1)).statusCode).toBe(200);
    const lost = await p.claim(2);
    expect(lost.statusCode).toBe(422);
    expect(lost.json().errors).toEqual({ day: ['adventure.day_not_completed'] });

    // To the final day, played and claimed: superb, the adventure finished.
    t.clock.advance(4 * DAY_MS);
    await playToday(p);
    const claimed = await p.claim(7);
    expect(claimed.statusCode).toBe(200);
    const body = claimed.json();
    expect(body.days.map((d: { state: string }) => d.state)).toEqual([
      'completed',
      'lost',
      'lost',
      'lost',
      'lost',
      'lost',
      'superb',
    ]);
    expect(body.finished).toBe(true);
  });

  it('finished the day after the final day plus one: nothing more to claim', async () => {
    await setAdventures({ start_at: today() });
    const p = await vip();
    t.clock.advance(6 * DAY_MS);
    await playToday(p);
    // The day after the final day still takes the final day's prize …
    t.clock.advance(DAY_MS);
    let body = (await p.adventure()).json();
    expect(body).toMatchObject({ finished: false, claims_until: today() });
    expect(body.days[6]).toMatchObject({ state: 'superb', claimable: true, claimed: false });
    // … the day after that, the adventure is over.
    t.clock.advance(DAY_MS);
    body = (await p.adventure()).json();
    expect(body.finished).toBe(true);
    expect(body.days[6].claimable).toBe(false);
    const late = await p.claim(7);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ day: ['adventure.finished'] });
    expect(await giftsOf(p.user.id)).toEqual([]);
  });
});

describe('claiming a day', () => {
  it('gives the prize once through the bonus engine: spins and bonus with the day’s wager and activation period', async () => {
    await setAdventures({ start_at: addDays(today(), -6) });
    const p = await vip();
    await playToday(p);
    const res = await p.claim(7);
    expect(res.statusCode).toBe(200);
    const day = res.json().days[6];
    expect(day).toMatchObject({ claimed: true, claimable: false, isCompleted: true, state: 'superb' });

    const gifts = await giftsOf(p.user.id);
    const spins = gifts.find((g) => g.kind === 'freespins');
    const bonus = gifts.find((g) => g.kind === 'bonus');
    expect(gifts).toHaveLength(2);
    expect(spins).toMatchObject({
      stage: 'issued',
      freespinsTotal: 100,
      freespinsWager: 30,
      currency: 'CAD',
    });
    expect(bonus).toMatchObject({
      stage: 'issued',
      amountCents: FINAL_BONUS,
      wagerRequirementCents: FINAL_BONUS * 30,
      groupKey: 'adventure_bonus',
    });
    expect(bonus!.activatableUntil!.getTime() - t.clock.now.getTime()).toBe(7 * DAY_MS);
    expect(day.gift_id).toBe(bonus!.id);

    // A repeat gives nothing more and answers the same.
    const again = await p.claim(7);
    expect(again.statusCode).toBe(200);
    expect(again.json().days[6].gift_id).toBe(bonus!.id);
    expect(await giftsOf(p.user.id)).toHaveLength(2);
  });

  it('20 parallel claims give one prize', async () => {
    await setAdventures({ start_at: today() });
    const p = await vip();
    await playToday(p);
    const answers = await Promise.all(Array.from({ length: 20 }, () => p.claim(1)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const gifts = await giftsOf(p.user.id);
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({ kind: 'freespins', freespinsTotal: 20 });
    const rows = await t.deps.db
      .select()
      .from(adventureDays)
      .where(and(eq(adventureDays.userId, p.user.id), eq(adventureDays.day, today())));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ depositCents: MIN_DEP, betCents: MIN_DEP, giftId: gifts[0]!.id });
    expect(new Set(answers.map((a) => a.json().days[0].gift_id))).toEqual(new Set([gifts[0]!.id]));
  });

  it('refuses undone, future, unknown and malformed days, and players who take no bonuses', async () => {
    await setAdventures({ start_at: today() });
    const p = await vip();
    const undone = await p.claim(1);
    expect(undone.statusCode).toBe(422);
    expect(undone.json().errors).toEqual({ day: ['adventure.day_not_completed'] });
    const future = await p.claim(2);
    expect(future.json().errors).toEqual({ day: ['adventure.day_not_started'] });
    const unknown = await p.claim(8);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('adventure.day_unknown');
    for (const bad of ['0', 'abc', '1.5', '-1']) {
      const res = await p.claim(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'bad_request',
        errors: { day: [expect.stringMatching(/^validation\./)] },
      });
    }

    const noBonuses = await vip();
    await t.deps.db.update(users).set({ canIssueBonuses: false }).where(eq(users.id, noBonuses.user.id));
    await playToday(noBonuses);
    const refused = await noBonuses.claim(1);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ base: ['adventure.bonuses_disabled'] });
    const multi = await vip([GOLD, 100]);
    await playToday(multi);
    expect((await multi.claim(1)).json().errors).toEqual({ base: ['adventure.multi_account'] });
    expect(await giftsOf(noBonuses.user.id)).toEqual([]);
    expect(await giftsOf(p.user.id)).toEqual([]);
  });
});
