import { isLimitReached, type UserLimit } from '@orbit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, walletTransactions } from '../../db/schema/index.ts';
import type { RealtimePublisher } from '../../realtime/publisher.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { latestMailTo, registerPlayer, signIn, type TestPlayer, tokenFromMail } from '../../test/players.ts';
import { fund, gameOf } from '../house/test-support.ts';
import { addTestProvider, uid, walletCall } from '../wallet/test-support.ts';
import { depositAllowed } from './deposit-check.ts';
import { exclusionEnd, periodWindow } from './periods.ts';

let t: TestApp;
const published: Array<{ userId: number; channel: string; data: unknown }> = [];
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  await addTestProvider(t);
  const spy: RealtimePublisher = {
    publishPublic() {},
    publishToPlayer(userId, channel, data) {
      published.push({ userId, channel, data });
    },
    publishToRoom() {},
  };
  t.deps.realtime = spy;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Moves the clock forward to 10:00 UTC of a later day, so a test's bets share one day, week and month window. */
function morning() {
  const next = new Date(t.clock.now.getTime() + DAY);
  next.setUTCHours(10, 0, 0, 0);
  // Tuesday to Thursday, and not the month's last days: the week and month windows hold the whole test.
  while (next.getUTCDay() < 2 || next.getUTCDay() > 4 || next.getUTCDate() > 25) {
    next.setTime(next.getTime() + DAY);
  }
  t.clock.advance(next.getTime() - t.clock.now.getTime());
}

const list = (cookie?: string) => t.request({ method: 'GET', url: '/api/user_limits', cookie });
const post = (payload: unknown, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/user_limits', payload: payload as object, cookie });
const remove = (id: number | string, cookie?: string) =>
  t.request({ method: 'DELETE', url: `/api/user_limits/${id}`, cookie });
const confirm = (token: unknown, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/user_limits/confirm', payload: { token }, cookie });

const limitOf = (limits: UserLimit[], type: string, period?: string) =>
  limits.find((l) => l.type === type && (period === undefined || l.period === period));

async function player(currency = 'EUR', balanceCents = 100_000): Promise<TestPlayer> {
  const p = await registerPlayer(t, { currency });
  if (balanceCents > 0) await fund(t, p.id, currency, balanceCents);
  return p;
}

const bet = (p: TestPlayer, amount: number, round = uid('round'), currency = 'EUR', actionId = uid('bet')) =>
  walletCall(t, 'bet', {
    action_id: actionId,
    round_id: round,
    player: String(p.id),
    currency,
    game: 'test/game',
    amount_cents: amount,
  });
const win = (p: TestPlayer, round: string, amount: number) =>
  walletCall(t, 'win', {
    action_id: uid('win'),
    round_id: round,
    player: String(p.id),
    currency: 'EUR',
    game: 'test/game',
    amount_cents: amount,
    close_round: true,
  });

async function launchReal(p: TestPlayer) {
  const dice = await gameOf(t, 'dice');
  return t.request({
    method: 'POST',
    url: '/api/games/launch',
    payload: { game: dice.identifier, mode: 'real' },
    cookie: p.cookie,
  });
}

describe('sign-in and CSRF', () => {
  it('answers 401 to guests on every call', async () => {
    expect((await list()).statusCode).toBe(401);
    expect(
      (await post({ type: 'loss', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 1 }] }))
        .statusCode,
    ).toBe(401);
    expect((await remove(1)).statusCode).toBe(401);
    expect((await confirm('x')).statusCode).toBe(401);
  });

  it('refuses a change without X-Requested-With (CSRF)', async () => {
    const p = await player('EUR', 0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user_limits',
      payload: { type: 'loss', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 100 }] },
      headers: { cookie: p.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect((await list(p.cookie)).json()).toEqual([]);
  });
});

describe('POST /api/user_limits input', () => {
  const cases: Array<[string, unknown, Record<string, string[]>]> = [
    ['an unknown type', { type: 'fun', period: 'day' }, { type: ['validation.invalid_value'] }],
    [
      'a period the type does not have',
      { type: 'loss', period: 'year', accounts: [{ currency: 'EUR', amount_cents: 100 }] },
      { period: ['validation.invalid_value'] },
    ],
    [
      'a money limit without accounts',
      { type: 'wager', period: 'week' },
      { accounts: ['validation.required'] },
    ],
    [
      'a negative amount',
      { type: 'loss', period: 'day', accounts: [{ currency: 'EUR', amount_cents: -1 }] },
      { 'accounts.0.amount_cents': ['validation.too_short'] },
    ],
    [
      'a fractional amount',
      { type: 'loss', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 1.5 }] },
      { 'accounts.0.amount_cents': ['validation.invalid_type'] },
    ],
    [
      'a currency twice',
      {
        type: 'deposit',
        period: 'month',
        accounts: [
          { currency: 'EUR', amount_cents: 100 },
          { currency: 'EUR', amount_cents: 200 },
        ],
      },
      { 'accounts.1.currency': ['validation.duplicate'] },
    ],
    [
      'an unknown currency',
      { type: 'loss', period: 'day', accounts: [{ currency: 'XQQ', amount_cents: 100 }] },
      { 'accounts.0.currency': ['validation.currency_unavailable'] },
    ],
    [
      'a session limit without minutes',
      { type: 'session', period: 'day' },
      { minutes: ['validation.required'] },
    ],
    [
      'a session limit over 24 hours',
      { type: 'session', period: 'day', minutes: 1441 },
      { minutes: ['validation.too_long'] },
    ],
    [
      'minutes on a loss limit',
      { type: 'loss', period: 'day', minutes: 5, accounts: [{ currency: 'EUR', amount_cents: 1 }] },
      { minutes: ['validation.not_allowed'] },
    ],
    [
      'amounts on a cooling-off',
      { type: 'coolingoff', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 1 }] },
      { accounts: ['validation.not_allowed'] },
    ],
    [
      'a self-exclusion of a day',
      { type: 'selfexclusion', period: 'day' },
      { period: ['validation.invalid_value'] },
    ],
  ];
  it.each(cases)('answers 422 with field errors for %s, and writes nothing', async (_name, body, errors) => {
    const p = await player('EUR', 0);
    const res = await post(body, p.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject(errors);
    expect((await list(p.cookie)).json()).toEqual([]);
  });

  it("reads the newer client's spellings (cooling_off, self_exclusion, daily…) as the spec's, and answers the spec's", async () => {
    morning();
    const p = await player('EUR', 0);
    const money = await post(
      { type: 'deposit', period: 'daily', accounts: [{ currency: 'EUR', amount_cents: 5_000 }] },
      p.cookie,
    );
    expect(money.statusCode).toBe(200);
    expect(money.json().map((l: { type: string; period: string }) => [l.type, l.period])).toEqual([
      ['deposit', 'day'],
    ]);
    const coolingOff = await post({ type: 'cooling_off', period: 'weekly' }, p.cookie);
    expect(coolingOff.statusCode).toBe(200);
    expect(
      coolingOff
        .json()
        .map((l: { type: string; period: string }) => [l.type, l.period])
        .sort(),
    ).toEqual([
      ['coolingoff', 'week'],
      ['deposit', 'day'],
    ]);
    const unknown = await post({ type: 'constructor', period: 'toString' }, p.cookie);
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['type']);
  });

  it('ignores the other keys of the client limit model', async () => {
    const p = await player('EUR', 0);
    const res = await post(
      {
        id: 99,
        status: 'active',
        type: 'loss',
        period: 'day',
        accounts: [{ currency: 'EUR', amount_cents: 500, current_value_amount_cents: 7, active_until: 'x' }],
      },
      p.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(limitOf(res.json(), 'loss')!.accounts).toMatchObject([
      { amount_cents: 500, current_value_amount_cents: 0 },
    ]);
  });
});

describe('changing a limit', () => {
  it('creates a limit at once and answers the UserLimit list', async () => {
    morning();
    const p = await player('EUR', 0);
    const res = await post(
      { type: 'loss', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 1_000 }] },
      p.cookie,
    );
    expect(res.statusCode).toBe(200);
    const [limit] = res.json();
    expect(limit).toEqual({
      id: expect.any(Number),
      type: 'loss',
      period: 'day',
      status: 'active',
      disable_at: null,
      confirm_until: null,
      parent_type: null,
      strategy: null,
      created_at: t.clock.now.toISOString(),
      accounts: [
        {
          currency: 'EUR',
          amount_cents: 1_000,
          current_value_amount_cents: 0,
          active_until: periodWindow('day', t.clock.now).end.toISOString(),
        },
      ],
      pending: null,
    });
    expect((await list(p.cookie)).json()).toEqual([limit]);
    const last = published.filter((e) => e.userId === p.id && e.channel === 'game_limits').at(-1);
    expect(last?.data).toEqual([limit]);
  });

  it('applies a lower amount at once; a higher one waits 24 h and the confirmation by the mailed link', async () => {
    const p = await player('EUR', 0);
    const body = (amount: number) => ({
      type: 'wager',
      period: 'week',
      accounts: [{ currency: 'EUR', amount_cents: amount }],
    });
    await post(body(1_000), p.cookie);
    const lower = await post(body(400), p.cookie);
    expect(limitOf(lower.json(), 'wager')!.accounts![0]!.amount_cents).toBe(400);
    expect(await latestMailTo(t, p.email)).toMatchObject({ subject: expect.not.stringContaining('limit') });

    const higher = await post(body(2_000), p.cookie);
    expect(higher.statusCode).toBe(200);
    const waiting = limitOf(higher.json(), 'wager')!;
    const appliesAt = new Date(t.clock.now.getTime() + DAY);
    expect(waiting.accounts![0]!.amount_cents).toBe(400);
    expect(waiting.pending).toEqual({
      accounts: [{ currency: 'EUR', amount_cents: 2_000 }],
      removal: false,
      applies_at: appliesAt.toISOString(),
    });
    expect(waiting.confirm_until).toBe(new Date(appliesAt.getTime() + 7 * DAY).toISOString());
    const mail = await latestMailTo(t, p.email);
    expect(mail!.subject).toContain('weekly wager limit');
    expect(mail!.text).toContain('raise your weekly wager limit');
    expect(mail!.text).toContain('/limits/confirm?token=');
    const token = tokenFromMail(mail, 'token');

    // Asking the same again keeps its clock and sends no second mail.
    t.clock.advance(HOUR);
    const again = limitOf((await post(body(2_000), p.cookie)).json(), 'wager')!;
    expect(again.pending!.applies_at).toBe(appliesAt.toISOString());
    expect((await latestMailTo(t, p.email))!.id).toBe(mail!.id);

    const early = await confirm(token, p.cookie);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ token: ['validation.limit_confirm_too_early'] });
    t.clock.advance(22 * HOUR);
    // The player comes back by the link a day later: a new sign-in.
    const { cookie } = await signIn(t, p.email);
    expect((await confirm(token, cookie)).statusCode).toBe(422);
    expect(limitOf((await list(cookie)).json(), 'wager')!.accounts![0]!.amount_cents).toBe(400);

    t.clock.advance(HOUR);
    const done = await confirm(token, cookie);
    expect(done.statusCode).toBe(200);
    const raised = limitOf(done.json(), 'wager')!;
    expect(raised.accounts![0]!.amount_cents).toBe(2_000);
    expect(raised.pending).toBeNull();
    expect(raised.confirm_until).toBeNull();
    // The link works once.
    expect((await confirm(token, cookie)).statusCode).toBe(422);
  });

  it("refuses an unknown token, another player's token and a lapsed one (422)", async () => {
    const p = await player('EUR', 0);
    const other = await player('EUR', 0);
    await post({ type: 'session', period: 'day', minutes: 60 }, p.cookie);
    await post({ type: 'session', period: 'day', minutes: 120 }, p.cookie);
    const token = tokenFromMail(await latestMailTo(t, p.email), 'token');
    t.clock.advance(DAY);
    const mine = (await signIn(t, p.email)).cookie;
    const theirs = (await signIn(t, other.email)).cookie;
    expect((await confirm('not-a-token', mine)).json().errors).toEqual({
      token: ['validation.invalid_token'],
    });
    expect((await confirm('', mine)).statusCode).toBe(422);
    expect((await confirm(token, theirs)).json().errors).toEqual({
      token: ['validation.invalid_token'],
    });
    t.clock.advance(7 * DAY + 1);
    const late = (await signIn(t, p.email)).cookie;
    const lapsed = await confirm(token, late);
    expect(lapsed.statusCode).toBe(422);
    const session = limitOf((await list(late)).json(), 'session')!;
    expect(session.minutes).toBe(60);
    expect(session.pending).toBeNull();
  });

  it('keeps a currency it drops and raises nothing at once; a lower amount drops a waiting raise', async () => {
    const p = await player('EUR', 0);
    await post(
      {
        type: 'deposit',
        period: 'month',
        accounts: [
          { currency: 'EUR', amount_cents: 1_000 },
          { currency: 'USD', amount_cents: 1_000 },
        ],
      },
      p.cookie,
    );
    // EUR down (at once), USD dropped (waits), CAD new (at once).
    const mixed = await post(
      {
        type: 'deposit',
        period: 'month',
        accounts: [
          { currency: 'EUR', amount_cents: 500 },
          { currency: 'CAD', amount_cents: 300 },
        ],
      },
      p.cookie,
    );
    const limit = limitOf(mixed.json(), 'deposit')!;
    expect(limit.accounts!.map((a) => [a.currency, a.amount_cents]).sort()).toEqual([
      ['CAD', 300],
      ['EUR', 500],
      ['USD', 1_000],
    ]);
    expect(limit.pending!.accounts).toHaveLength(2);
    const lower = await post(
      {
        type: 'deposit',
        period: 'month',
        accounts: limit.accounts!.map((a) => ({ ...a, amount_cents: 100 })),
      },
      p.cookie,
    );
    const after = limitOf(lower.json(), 'deposit')!;
    expect(after.pending).toBeNull();
    expect(after.accounts!.every((a) => a.amount_cents === 100)).toBe(true);
  });

  it('keeps one limit per type and period', async () => {
    const p = await player('EUR', 0);
    const body = (period: string, amount: number) => ({
      type: 'loss',
      period,
      accounts: [{ currency: 'EUR', amount_cents: amount }],
    });
    await post(body('day', 100), p.cookie);
    await post(body('day', 50), p.cookie);
    await post(body('month', 1_000), p.cookie);
    const limits = (await list(p.cookie)).json() as UserLimit[];
    expect(limits.map((l) => [l.period, l.accounts![0]!.amount_cents])).toEqual([
      ['day', 50],
      ['month', 1_000],
    ]);
  });
});

describe('DELETE /api/user_limits/{id}', () => {
  it('schedules the removal in 24 h; it applies once confirmed after that', async () => {
    const p = await player('EUR', 0);
    const created = await post(
      { type: 'loss', period: 'week', accounts: [{ currency: 'EUR', amount_cents: 700 }] },
      p.cookie,
    );
    const id = limitOf(created.json(), 'loss')!.id;
    const res = await remove(id, p.cookie);
    expect(res.statusCode).toBe(200);
    const waiting = limitOf(res.json(), 'loss')!;
    expect(waiting.disable_at).toBe(new Date(t.clock.now.getTime() + DAY).toISOString());
    expect(waiting.pending).toMatchObject({ removal: true });
    const removalMail = await latestMailTo(t, p.email);
    expect(removalMail!.text).toContain('remove your weekly loss limit');
    const token = tokenFromMail(removalMail, 'token');
    expect((await confirm(token, p.cookie)).statusCode).toBe(422);
    t.clock.advance(DAY);
    const { cookie } = await signIn(t, p.email);
    expect((await list(cookie)).json()).toHaveLength(1);
    const done = await confirm(token, cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual([]);
    // The slot is free again: a new limit of the same type and period applies at once.
    const again = await post(
      { type: 'loss', period: 'week', accounts: [{ currency: 'EUR', amount_cents: 900 }] },
      cookie,
    );
    expect(limitOf(again.json(), 'loss')!.accounts![0]!.amount_cents).toBe(900);
  });

  it("answers 404 for an unknown id, another player's limit and a malformed id", async () => {
    const p = await player('EUR', 0);
    const other = await player('EUR', 0);
    const theirs = await post({ type: 'session', period: 'day', minutes: 30 }, other.cookie);
    expect((await remove(limitOf(theirs.json(), 'session')!.id, p.cookie)).statusCode).toBe(404);
    expect((await remove(999_999_999, p.cookie)).statusCode).toBe(404);
    expect((await remove('abc', p.cookie)).statusCode).toBe(404);
    expect(limitOf((await list(other.cookie)).json(), 'session')!.pending).toBeNull();
  });
});

describe('the reached rule', () => {
  const base: UserLimit = {
    id: 1,
    type: 'loss',
    period: 'day',
    status: 'active',
    disable_at: null,
    confirm_until: null,
    parent_type: null,
    strategy: null,
    created_at: null,
    pending: null,
  };
  const money = (amount: number, value: number, currency = 'EUR'): UserLimit => ({
    ...base,
    accounts: [{ currency, amount_cents: amount, current_value_amount_cents: value, active_until: '' }],
  });
  it('is amount − |current value| ≤ 0 for the player currency', () => {
    expect(isLimitReached(money(1_000, 999), 'EUR')).toBe(false);
    expect(isLimitReached(money(1_000, 1_000), 'EUR')).toBe(true);
    expect(isLimitReached(money(1_000, 1_200), 'EUR')).toBe(true);
    expect(isLimitReached(money(1_000, -1_000), 'EUR')).toBe(true);
    expect(isLimitReached(money(0, 0), 'EUR')).toBe(true);
    expect(isLimitReached(money(1_000, 5_000, 'USD'), 'EUR')).toBe(false);
  });
  it('counts cooling-off and self-exclusion as reached, and a session limit by its minutes', () => {
    expect(isLimitReached({ ...base, type: 'coolingoff' }, 'EUR')).toBe(true);
    expect(isLimitReached({ ...base, type: 'selfexclusion' }, 'EUR')).toBe(true);
    expect(isLimitReached({ ...base, type: 'session', minutes: 30, current_value_minutes: 29 }, 'EUR')).toBe(
      false,
    );
    expect(isLimitReached({ ...base, type: 'session', minutes: 30, current_value_minutes: 30 }, 'EUR')).toBe(
      true,
    );
  });
  it('counts over calendar windows in UTC, and exclusions last their length', () => {
    const at = new Date('2031-03-13T15:30:00Z'); // a Thursday
    expect(periodWindow('day', at)).toEqual({
      start: new Date('2031-03-13T00:00:00Z'),
      end: new Date('2031-03-14T00:00:00Z'),
    });
    expect(periodWindow('week', at)).toEqual({
      start: new Date('2031-03-10T00:00:00Z'),
      end: new Date('2031-03-17T00:00:00Z'),
    });
    expect(periodWindow('week', new Date('2031-03-16T23:59:00Z')).start).toEqual(
      new Date('2031-03-10T00:00:00Z'),
    );
    expect(periodWindow('month', at)).toEqual({
      start: new Date('2031-03-01T00:00:00Z'),
      end: new Date('2031-04-01T00:00:00Z'),
    });
    expect(exclusionEnd('coolingoff', 'day', at)).toEqual(new Date('2031-03-14T15:30:00Z'));
    expect(exclusionEnd('coolingoff', 'month', at)).toEqual(new Date('2031-04-12T15:30:00Z'));
    expect(exclusionEnd('selfexclusion', '6months', at)).toEqual(new Date('2031-09-13T15:30:00Z'));
    expect(exclusionEnd('selfexclusion', '5years', at)).toEqual(new Date('2036-03-13T15:30:00Z'));
    expect(exclusionEnd('selfexclusion', 'permanent', at)).toBeNull();
  });
});

describe('enforcement in the wallet', () => {
  it('refuses a bet that would pass the loss limit (loss_limit), counts wins, and blocks launch once reached', async () => {
    morning();
    const p = await player('EUR', 10_000);
    await post(
      { type: 'loss', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 1_000 }] },
      p.cookie,
    );
    expect((await bet(p, 600)).statusCode).toBe(200);
    const over = await bet(p, 500);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({ error: 'bet_refused', reason: 'loss_limit', balance_cents: 9_400 });
    expect(limitOf((await list(p.cookie)).json(), 'loss')!.accounts![0]!.current_value_amount_cents).toBe(
      600,
    );
    expect((await launchReal(p)).statusCode).toBe(200);

    // A win lowers the loss: 600 − 300 + 300 = 600, then 400 more reaches 1,000 exactly.
    const round = uid('round');
    expect((await bet(p, 300, round)).statusCode).toBe(200);
    expect((await win(p, round, 300)).statusCode).toBe(200);
    published.length = 0;
    expect((await bet(p, 400)).statusCode).toBe(200);
    const live = published.find((e) => e.userId === p.id && e.channel === 'game_limits');
    expect(isLimitReached(limitOf(live!.data as UserLimit[], 'loss')!, 'EUR')).toBe(true);

    const limits = (await list(p.cookie)).json() as UserLimit[];
    expect(limitOf(limits, 'loss')!.accounts![0]!.current_value_amount_cents).toBe(1_000);
    expect(isLimitReached(limitOf(limits, 'loss')!, 'EUR')).toBe(true);
    expect((await bet(p, 0)).json()).toMatchObject({ error: 'bet_refused', reason: 'loss_limit' });
    const launch = await launchReal(p);
    expect(launch.statusCode).toBe(403);
    expect(launch.json().error).toBe('limit_reached');
    // Other currencies are not limited, and a new day starts a new window.
    await t.deps.db.insert(accounts).values({ userId: p.id, currency: 'USD' });
    await fund(t, p.id, 'USD', 1_000);
    expect((await bet(p, 900, uid('round'), 'USD')).statusCode).toBe(200);
    morning();
    expect((await bet(p, 1_000)).statusCode).toBe(200);
  });

  it('refuses a bet that would pass the wager limit (wager_limit); a rolled-back bet is not wagered', async () => {
    morning();
    const p = await player('EUR', 10_000);
    await post(
      { type: 'wager', period: 'month', accounts: [{ currency: 'EUR', amount_cents: 1_000 }] },
      p.cookie,
    );
    const round = uid('round');
    expect((await bet(p, 600, round)).statusCode).toBe(200);
    expect((await win(p, round, 600)).statusCode).toBe(200);
    const over = await bet(p, 500);
    expect(over.json()).toMatchObject({ error: 'bet_refused', reason: 'wager_limit' });
    const second = uid('round');
    const betAction = uid('bet');
    const taken = await bet(p, 400, second, 'EUR', betAction);
    expect(taken.statusCode).toBe(200);
    expect(limitOf((await list(p.cookie)).json(), 'wager')!.accounts![0]!.current_value_amount_cents).toBe(
      1_000,
    );
    const rollback = await walletCall(t, 'rollback', {
      action_id: uid('rb'),
      round_id: second,
      player: String(p.id),
      currency: 'EUR',
      game: 'test/game',
      bet_action_id: betAction,
    });
    expect(rollback.statusCode).toBe(200);
    expect(limitOf((await list(p.cookie)).json(), 'wager')!.accounts![0]!.current_value_amount_cents).toBe(
      600,
    );
    expect((await bet(p, 400)).statusCode).toBe(200);
  });

  it('lets 20 parallel bets against a loss limit never pass it in total (row locks, every node)', async () => {
    morning();
    const p = await player('EUR', 10_000);
    await post(
      { type: 'loss', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 1_000 }] },
      p.cookie,
    );
    const answers = await Promise.all(Array.from({ length: 20 }, () => bet(p, 150)));
    const ok = answers.filter((a) => a.statusCode === 200).length;
    expect(ok).toBe(6);
    expect(answers.filter((a) => a.json().reason === 'loss_limit')).toHaveLength(14);
    const loss = limitOf((await list(p.cookie)).json(), 'loss')!.accounts![0]!.current_value_amount_cents;
    expect(loss).toBe(900);
  });

  it('cooling-off blocks bets, launch and deposits until it ends, and cannot be removed or shortened', async () => {
    const p = await player('EUR', 10_000);
    const res = await post({ type: 'coolingoff', period: 'week' }, p.cookie);
    const limit = limitOf(res.json(), 'coolingoff')!;
    expect(limit.disable_at).toBe(new Date(t.clock.now.getTime() + 7 * DAY).toISOString());
    expect(limit.accounts).toBeUndefined();
    expect((await bet(p, 10)).json()).toMatchObject({ error: 'bet_refused', reason: 'cooling_off' });
    const launch = await launchReal(p);
    expect(launch.statusCode).toBe(403);
    expect(launch.json().error).toBe('limit_reached');
    expect(await depositAllowed(t.deps, p.id, 'EUR', 100)).toEqual({ allowed: false, reason: 'cooling_off' });
    const removal = await remove(limit.id, p.cookie);
    expect(removal.statusCode).toBe(403);
    expect(removal.json().error).toBe('limit_not_removable');
    const shorter = await post({ type: 'coolingoff', period: 'day' }, p.cookie);
    expect(shorter.statusCode).toBe(422);
    expect(shorter.json().errors).toEqual({ period: ['validation.limit_cannot_shorten'] });
    const longer = await post({ type: 'coolingoff', period: 'month' }, p.cookie);
    expect(limitOf(longer.json(), 'coolingoff')!.period).toBe('month');

    t.clock.advance(30 * DAY + 1);
    const again = await signIn(t, p.email);
    expect((await list(again.cookie)).json()).toEqual([]);
    expect((await bet(p, 10)).statusCode).toBe(200);
    expect(await depositAllowed(t.deps, p.id, 'EUR', 100)).toEqual({ allowed: true });
    // A new one can be taken after the last one ended.
    expect(
      limitOf((await post({ type: 'coolingoff', period: 'day' }, again.cookie)).json(), 'coolingoff'),
    ).toBeDefined();
  });

  it('self-exclusion blocks every bet; permanent has no end', async () => {
    const p = await player('EUR', 10_000);
    const res = await post({ type: 'selfexclusion', period: 'permanent' }, p.cookie);
    expect(limitOf(res.json(), 'selfexclusion')!.disable_at).toBeNull();
    expect((await bet(p, 1)).json()).toMatchObject({ error: 'bet_refused', reason: 'self_exclusion' });
    expect(await depositAllowed(t.deps, p.id, 'EUR', 1)).toEqual({
      allowed: false,
      reason: 'self_exclusion',
    });
    expect((await post({ type: 'selfexclusion', period: '5years' }, p.cookie)).statusCode).toBe(422);
  });

  it('a reached session limit refuses bets and ends the session', async () => {
    const p = await player('EUR', 10_000);
    await post({ type: 'session', period: 'day', minutes: 30 }, p.cookie);
    t.clock.advance(20 * 60_000);
    const early = limitOf((await list(p.cookie)).json(), 'session')!;
    expect(early.current_value_minutes).toBe(20);
    expect((await bet(p, 10)).statusCode).toBe(200);
    t.clock.advance(10 * 60_000);
    expect((await launchReal(p)).statusCode).toBe(403);
    const refused = await bet(p, 10);
    expect(refused.json()).toMatchObject({ error: 'bet_refused', reason: 'session_limit' });
    expect((await list(p.cookie)).statusCode).toBe(401);
    // A new sign-in is a new session.
    const again = await signIn(t, p.email);
    expect((await bet(p, 10)).statusCode).toBe(200);
    expect(limitOf((await list(again.cookie)).json(), 'session')!.current_value_minutes).toBe(0);
  });
});

describe('depositAllowed (for the payments module)', () => {
  it('refuses a deposit over a deposit limit of its currency, counting the deposits of the period', async () => {
    morning();
    const p = await player('EUR', 100);
    await post(
      { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 1_000 }] },
      p.cookie,
    );
    expect(await depositAllowed(t.deps, p.id, 'EUR', 1_000)).toEqual({ allowed: true });
    expect(await depositAllowed(t.deps, p.id, 'EUR', 1_001)).toEqual({
      allowed: false,
      reason: 'deposit_limit',
    });
    expect(await depositAllowed(t.deps, p.id, 'USD', 1_000_000)).toEqual({ allowed: true });
    // The convention: the payments module credits a deposit as a wallet transaction of kind `deposit`.
    const [eur] = (await t.deps.db.select().from(accounts)).filter(
      (a) => a.userId === p.id && a.currency === 'EUR',
    );
    await t.deps.db.insert(walletTransactions).values({
      idempotencyKey: uid('deposit'),
      kind: 'deposit',
      userId: p.id,
      accountId: eur!.id,
      currency: 'EUR',
      amountCents: 600,
      realCents: 600,
      response: { status: 200, body: {} },
      createdAt: t.clock.now,
    });
    expect(await depositAllowed(t.deps, p.id, 'EUR', 401)).toEqual({
      allowed: false,
      reason: 'deposit_limit',
    });
    expect(await depositAllowed(t.deps, p.id, 'EUR', 400)).toEqual({ allowed: true });
    expect(limitOf((await list(p.cookie)).json(), 'deposit')!.accounts![0]!.current_value_amount_cents).toBe(
      600,
    );
  });
});
