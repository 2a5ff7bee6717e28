import type {
  Adjustment,
  AdjustmentsPage,
  BalanceHistoryPage,
  PlayerGiftsPage,
  PlayerNote,
  PlayerOverview,
  PlayerRoundsPage,
  PlayerSearchPage,
} from '@orbit/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  balanceAdjustments,
  bonusOffers,
  operatorAudit,
  users,
  walletTransactions,
} from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { registerPlayer, signIn, TEST_PASSWORD } from '../../test/players.ts';
import { issueGift } from '../bonuses/issue.ts';
import { balanceOf, gameOf, launch } from '../house/test-support.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { createSignedInPlayer } from '../player/test-support.ts';
import { searchCondition } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true, config: { adjustmentFourEyesCents: 50_000 } });
});
afterAll(async () => {
  await t?.close();
});

type Role = Parameters<typeof operatorCookie>[1];
const get = async (url: string, role: Role = 'owner') =>
  t.request({ method: 'GET', url, cookie: await operatorCookie(t, role) });
const post = async (url: string, payload: Record<string, unknown>, role: Role = 'owner') =>
  t.request({ method: 'POST', url, payload, cookie: await operatorCookie(t, role) });

let sequence = 0;
const key = (tag: string) => `test-${tag}-${Date.now().toString(36)}-${++sequence}`;

/** The newest audit entry of an action on a target id. */
async function lastAudit(action: string, id: number) {
  const [row] = await t.deps.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.action, action), sql`${operatorAudit.target}->>'id' = ${String(id)}`))
    .orderBy(desc(operatorAudit.id))
    .limit(1);
  return row;
}

const adjust = (playerId: number, body: Record<string, unknown>, role: Role = 'payments') =>
  post(`/api/operator/players/${playerId}/adjustments`, body, role);

describe('players search', () => {
  it('finds players by the start of an e-mail or nickname (any case), by phone digits and by id, paged', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const { user: first } = await createSignedInPlayer(t, {
      email: `${tag}.first@example.test`,
      nickname: `${tag}Nick`,
      mobilePhone: '+372 5550 1234',
    });
    const { user: second } = await createSignedInPlayer(t, { email: `${tag}.second@example.test` });

    const byEmail: PlayerSearchPage = (await get(`/api/operator/players?q=${tag.toUpperCase()}.`)).json();
    expect(byEmail.data.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(byEmail.pagination).toEqual({ page: 1, per_page: 50, total_count: 2 });

    const paged: PlayerSearchPage = (await get(`/api/operator/players?q=${tag}&per_page=1&page=2`)).json();
    expect(paged.data.map((p) => p.id)).toEqual([first.id]);
    expect(paged.pagination.total_count).toBe(2);

    const byNick: PlayerSearchPage = (await get(`/api/operator/players?q=${tag}nick`)).json();
    expect(byNick.data.map((p) => p.id)).toEqual([first.id]);
    for (const phone of ['+372 5550 12', '37255501', '+372-5550-1234']) {
      const byPhone: PlayerSearchPage = (
        await get(`/api/operator/players?q=${encodeURIComponent(phone)}`)
      ).json();
      expect(
        byPhone.data.map((p) => p.id),
        phone,
      ).toContain(first.id);
    }
    const byId: PlayerSearchPage = (await get(`/api/operator/players?q=${second.id}`)).json();
    expect(byId.data.find((p) => p.id === second.id)).toMatchObject({
      email: `${tag}.second@example.test`,
      blocked: false,
    });

    // A LIKE wildcard is a character, not "anything".
    const wild: PlayerSearchPage = (await get(`/api/operator/players?q=${tag.slice(0, 3)}%25first`)).json();
    expect(wild.data).toEqual([]);
    // Without q: everyone, newest first.
    const all: PlayerSearchPage = (await get('/api/operator/players?per_page=2')).json();
    expect(all.data[0]!.id).toBe(second.id);
  });

  it('answers a bad query with 400, and the search from its indexes', async () => {
    for (const query of ['per_page=500', 'page=0', 'page=x', 'unknown=1', `q=${'a'.repeat(201)}`]) {
      expect((await get(`/api/operator/players?${query}`)).statusCode, query).toBe(400);
    }
    // With sequential scans priced out, the planner still answers every branch from an index.
    const dialect = new PgDialect();
    const compiled = dialect.sqlToQuery(sql`select id from ${users} where ${searchCondition('+372 5550')}`);
    const inlined = compiled.sql.replace(/\$(\d+)/g, (_, n: string) => {
      const value = compiled.params[Number(n) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
    });
    const plan = await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql.raw(`explain ${inlined}`))) as unknown as {
        rows: Array<Record<string, string>>;
      };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    // (In a C-collation database the e-mail's unique index serves a prefix just as well.)
    expect(plan).toMatch(/users_email_(prefix|lower)_idx/);
    expect(plan).toContain('users_nickname_prefix_idx');
    expect(plan).toContain('users_phone_digits_prefix_idx');
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('sorts by id, e-mail, sign-up time or country both ways, the id breaking ties, stable across pages', async () => {
    const tag = `zs${Date.now().toString(36)}`;
    const made: Array<{ id: number }> = [];
    for (const [name, country] of [
      ['b', 'EE'],
      ['d', 'CA'],
      ['a', 'EE'],
      ['c', 'DE'],
    ] as const) {
      made.push((await createSignedInPlayer(t, { email: `${tag}.${name}@example.test`, country })).user);
    }
    const [b, d, a, c] = made.map((p) => p.id) as [number, number, number, number];
    const ids = async (query: string) => {
      const res = await get(`/api/operator/players?q=${tag}&${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      return (res.json() as PlayerSearchPage).data.map((p) => p.id);
    };
    expect(await ids('sort=email')).toEqual([a, b, c, d]);
    expect(await ids('sort=-email')).toEqual([d, c, b, a]);
    expect(await ids('sort=id')).toEqual([b, d, a, c]);
    expect(await ids('sort=-id')).toEqual(await ids(''));
    // Two players of Estonia: the id orders them, in the sort's direction.
    expect(await ids('sort=country')).toEqual([d, c, b, a]);
    expect(await ids('sort=-country')).toEqual([a, b, c, d]);
    // The test clock stands still: one sign-up time, the id orders them.
    expect(await ids('sort=created_at')).toEqual([b, d, a, c]);
    for (const sort of ['email', '-country', 'created_at']) {
      const paged: number[] = [];
      for (let page = 1; page <= 4; page++)
        paged.push(...(await ids(`sort=${sort}&per_page=1&page=${page}`)));
      expect(paged, sort).toEqual(await ids(`sort=${sort}`));
    }
    for (const sort of ['nickname', 'phone', '-', '+id', 'id,email']) {
      expect((await get(`/api/operator/players?sort=${encodeURIComponent(sort)}`)).statusCode, sort).toBe(
        400,
      );
    }
  });

  it('is open to every role (players.read), not to a signed-out caller', async () => {
    for (const role of ['support', 'payments', 'marketing', 'compliance', 'read_only'] as const) {
      expect((await get('/api/operator/players?q=x', role)).statusCode, role).toBe(200);
    }
    expect((await t.request({ method: 'GET', url: '/api/operator/players' })).statusCode).toBe(401);
  });
});

describe("a player's page", () => {
  it('shows the profile, balances, limits (read only), live sessions and notes', async () => {
    const p = await registerPlayer(t, { currency: 'EUR' });
    await t.deps.db
      .update(users)
      .set({ nickname: 'Pagey', mobilePhone: '+49 30 5550 1' })
      .where(eq(users.id, p.id));
    const exclusion = await t.request({
      method: 'POST',
      url: '/api/user_limits',
      cookie: p.cookie,
      payload: { type: 'coolingoff', period: 'week' },
    });
    expect(exclusion.statusCode).toBe(200);
    await adjust(p.id, {
      currency: 'EUR',
      amount_cents: 1_234,
      reason: 'Goodwill',
      idempotency_key: key('page'),
    });

    const res = await get(`/api/operator/players/${p.id}`, 'read_only');
    expect(res.statusCode).toBe(200);
    const page: PlayerOverview = res.json();
    expect(page.player).toMatchObject({
      id: p.id,
      email: p.email,
      nickname: 'Pagey',
      currency: 'EUR',
      verified: false,
      blocked: null,
      level: { id: 'level_1' },
      vip_status: 'regular',
    });
    expect(page.player.created_at).toMatch(/^\d{4}-/);
    expect(page.balances).toContainEqual({
      currency: 'EUR',
      real_cents: 1_234,
      bonus_cents: 0,
      total_cents: 1_234,
      active: true,
    });
    expect(page.limits.map((l) => l.type)).toEqual(['coolingoff']);
    expect(page.sessions.length).toBeGreaterThanOrEqual(1);
    expect(page.notes).toEqual([]);

    expect((await get('/api/operator/players/2000000000')).statusCode).toBe(404);
    expect((await get('/api/operator/players/abc')).statusCode).toBe(400);
  });

  it('lists the ledger (the balance history: every movement, filtered), rounds with proofs, payments and bonuses', async () => {
    const p = await registerPlayer(t, { currency: 'EUR' });
    const funded = await adjust(p.id, {
      currency: 'EUR',
      amount_cents: 30_000,
      reason: 'Welcome money for the test',
      idempotency_key: key('fund'),
    });
    expect(funded.statusCode).toBe(201);
    const dice = await gameOf(t, 'dice');
    const token = await launch(t, dice.identifier, 'real', p.cookie);
    const played = await t.request({
      method: 'POST',
      url: `/api/house/sessions/${token}/rounds`,
      payload: { bet: { stake: 1_000, target: 5000, over: true } },
      cookie: p.cookie,
    });
    expect(played.statusCode).toBe(200);
    const round = played.json().round as { id: number; payout_cents: number };

    const ledger: BalanceHistoryPage = (await get(`/api/operator/players/${p.id}/ledger`, 'support')).json();
    expect(ledger.data.at(-1)).toMatchObject({
      cause: 'adjustment',
      amount_cents: 30_000,
      note: 'Welcome money for the test',
      reference: { type: 'adjustment', id: String(funded.json().id) },
    });
    expect(ledger.data.some((m) => m.cause === 'round' && m.amount_cents === -1_000)).toBe(true);
    const onlyAdjustments: BalanceHistoryPage = (
      await get(`/api/operator/players/${p.id}/ledger?cause=adjustment&currency=eur`)
    ).json();
    expect(onlyAdjustments.data.map((m) => m.cause)).toEqual(['adjustment']);
    expect((await get(`/api/operator/players/${p.id}/ledger?cause=nothing`)).statusCode).toBe(400);
    expect((await get(`/api/operator/players/${p.id}/ledger?from=2026-13-01`)).statusCode).toBe(400);
    // The player sees the same movement, with the operator's reason.
    const own: BalanceHistoryPage = (
      await t.request({
        method: 'GET',
        url: '/api/player/balance_history?cause=adjustment',
        cookie: p.cookie,
      })
    ).json();
    expect(own.data[0]).toMatchObject({ kind: 'adjustment', note: 'Welcome money for the test' });

    const rounds: PlayerRoundsPage = (await get(`/api/operator/players/${p.id}/rounds`, 'marketing')).json();
    expect(rounds.data[0]).toMatchObject({
      id: round.id,
      game: dice.identifier,
      currency: 'EUR',
      stake_cents: 1_000,
      payout_cents: round.payout_cents,
    });
    expect(rounds.pagination).toEqual({ page: 1, per_page: 50, total_count: 1 });
    const proof = await get(`/api/operator/players/${p.id}/rounds/${round.id}`);
    expect(proof.statusCode).toBe(200);
    expect(proof.json()).toMatchObject({ id: round.id, game: { engine: 'dice' } });
    expect(proof.json().server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    // Another player's round is no round of this one.
    const other = await registerPlayer(t);
    expect((await get(`/api/operator/players/${other.id}/rounds/${round.id}`)).statusCode).toBe(404);

    const payments = await get(`/api/operator/players/${p.id}/payments?per_page=10`);
    expect(payments.statusCode).toBe(200);
    expect(payments.json()).toEqual({ data: [], pagination: { page: 1, per_page: 10, total_count: 0 } });
    expect((await get(`/api/operator/players/${p.id}/payments?per_page=0`)).statusCode).toBe(400);

    // Registration may already have given a gift: ours is the newest one more.
    const given: PlayerGiftsPage = (await get(`/api/operator/players/${p.id}/bonuses`)).json();
    const [offer] = await t.deps.db
      .select()
      .from(bonusOffers)
      .where(and(eq(bonusOffers.reward, 'bonus'), eq(bonusOffers.trigger, 'manual')))
      .limit(1);
    const issued = await issueGift(t.deps, {
      userId: p.id,
      currency: 'EUR',
      offer: offer!,
      sourceKey: `admin-players-test:${p.id}`,
      amountCents: 2_000,
      activate: false,
      countUses: false,
    });
    expect('gift' in issued).toBe(true);
    const bonuses: PlayerGiftsPage = (await get(`/api/operator/players/${p.id}/bonuses`)).json();
    expect(bonuses.pagination.total_count).toBe(given.pagination.total_count + 1);
    expect(bonuses.data[0]).toMatchObject({ kind: 'bonus', currency: 'EUR', amount_cents: 2_000 });
    const paged: PlayerGiftsPage = (await get(`/api/operator/players/${p.id}/bonuses?per_page=1`)).json();
    expect(paged.data).toHaveLength(1);

    for (const list of ['ledger', 'rounds', 'payments', 'bonuses', 'notes']) {
      expect((await get(`/api/operator/players/2000000000/${list}`)).statusCode, list).toBe(404);
    }
  });
});

describe('notes', () => {
  it('adds a note with its author and time (players.write), listed on the page and paged', async () => {
    const { user } = await createSignedInPlayer(t);
    const res = await post(
      `/api/operator/players/${user.id}/notes`,
      { text: '  Called about a deposit.  ' },
      'support',
    );
    expect(res.statusCode).toBe(201);
    const note: PlayerNote = res.json();
    expect(note).toMatchObject({ text: 'Called about a deposit.', operator: { name: 'Test support' } });
    await post(`/api/operator/players/${user.id}/notes`, { text: 'Second' }, 'compliance');
    const page: PlayerOverview = (await get(`/api/operator/players/${user.id}`)).json();
    expect(page.notes.map((n) => n.text)).toEqual(['Second', 'Called about a deposit.']);
    expect(page.notes_total).toBe(2);
    const listed = (await get(`/api/operator/players/${user.id}/notes?per_page=1&page=2`)).json();
    expect(listed.data.map((n: PlayerNote) => n.text)).toEqual(['Called about a deposit.']);
    expect(listed.pagination.total_count).toBe(2);
    expect((await lastAudit('POST /api/operator/players/:id/notes', user.id))?.outcome).toBe('done');
  });

  it('refuses bad notes (422) and roles without players.write (403)', async () => {
    const { user } = await createSignedInPlayer(t);
    const url = `/api/operator/players/${user.id}/notes`;
    expect((await post(url, { text: '   ' })).json()).toEqual({ errors: { text: ['validation.required'] } });
    expect((await post(url, {})).json()).toEqual({ errors: { text: ['validation.required'] } });
    expect((await post(url, { text: 'x'.repeat(2001) })).json()).toEqual({
      errors: { text: ['validation.too_long'] },
    });
    expect((await post(url, { text: 'ok', extra: 1 })).statusCode).toBe(422);
    for (const role of ['payments', 'marketing', 'read_only'] as const) {
      expect((await post(url, { text: 'Not mine to write' }, role)).statusCode, role).toBe(403);
    }
    expect((await post('/api/operator/players/2000000000/notes', { text: 'x' })).statusCode).toBe(404);
  });
});

describe('block and unblock', () => {
  it('ends every session, refuses sign-in until unblocked, and logs the state before', async () => {
    const p = await registerPlayer(t);
    const second = await signIn(t, p.email);
    expect(second.res.statusCode).toBe(200);
    const block = await post(
      `/api/operator/players/${p.id}/block`,
      { reason: 'Chargeback fraud' },
      'support',
    );
    expect(block.statusCode).toBe(200);
    expect(block.json()).toMatchObject({
      player: { id: p.id, blocked: { reason: 'Chargeback fraud', by: { name: 'Test support' } } },
      sessions_ended: 2,
    });
    // Both browsers are signed out; the password no longer signs in.
    for (const cookie of [p.cookie, second.cookie]) {
      expect((await t.request({ method: 'GET', url: '/api/player/stats', cookie })).statusCode).toBe(401);
    }
    const refused = await signIn(t, p.email);
    expect(refused.res.statusCode).toBe(422);
    expect(refused.res.json()).toEqual({ errors: { base: ['auth.account_blocked'] } });
    // A wrong password learns nothing about the block.
    const wrong = await signIn(t, p.email, `${TEST_PASSWORD}x`);
    expect(wrong.res.json()).toEqual({ errors: { base: ['auth.invalid_credentials'] } });

    const audit = await lastAudit('POST /api/operator/players/:id/block', p.id);
    expect(audit).toMatchObject({ outcome: 'done', before: { blocked: null } });
    expect(audit?.request).toEqual({ reason: 'Chargeback fraud' });

    const search: PlayerSearchPage = (await get(`/api/operator/players?q=${p.id}`)).json();
    expect(search.data.find((row) => row.id === p.id)?.blocked).toBe(true);
    expect((await post(`/api/operator/players/${p.id}/block`, { reason: 'Again' })).statusCode).toBe(409);

    const unblock = await post(`/api/operator/players/${p.id}/unblock`, {}, 'compliance');
    expect(unblock.statusCode).toBe(200);
    expect(unblock.json().player.blocked).toBeNull();
    const unblockAudit = await lastAudit('POST /api/operator/players/:id/unblock', p.id);
    expect(unblockAudit?.before).toMatchObject({ blocked: { reason: 'Chargeback fraud' } });
    expect((await signIn(t, p.email)).res.statusCode).toBe(200);
    expect((await post(`/api/operator/players/${p.id}/unblock`, { reason: 'Again' })).statusCode).toBe(409);
  });

  it('refuses a missing or short reason (422), roles without players.write (403), unknown players (404)', async () => {
    const { user } = await createSignedInPlayer(t);
    const url = `/api/operator/players/${user.id}/block`;
    expect((await post(url, {})).json()).toEqual({ errors: { reason: ['validation.required'] } });
    expect((await post(url, { reason: 'ab' })).json()).toEqual({
      errors: { reason: ['validation.too_short'] },
    });
    expect((await post(url, { reason: 'x'.repeat(501) })).json()).toEqual({
      errors: { reason: ['validation.too_long'] },
    });
    expect((await post(`/api/operator/players/${user.id}/unblock`, { reason: 1 })).statusCode).toBe(422);
    for (const role of ['payments', 'marketing', 'read_only'] as const) {
      expect((await post(url, { reason: 'Not my call' }, role)).statusCode, role).toBe(403);
    }
    expect((await post('/api/operator/players/2000000000/block', { reason: 'Nobody' })).statusCode).toBe(404);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.blockedAt).toBeNull();
  });

  it("never lifts a player's cooling-off or self-exclusion: no operator endpoint writes limits", async () => {
    const writes = t.app.operatorRoutes.filter((route) => route.method !== 'GET');
    expect(writes.filter((route) => /limit|exclu|cooling/i.test(route.url))).toEqual([]);
    const p = await registerPlayer(t);
    await t.request({
      method: 'POST',
      url: '/api/user_limits',
      cookie: p.cookie,
      payload: { type: 'selfexclusion', period: '6months' },
    });
    await post(`/api/operator/players/${p.id}/block`, { reason: 'Checking exclusions' });
    await post(`/api/operator/players/${p.id}/unblock`, {});
    const page: PlayerOverview = (await get(`/api/operator/players/${p.id}`)).json();
    expect(page.limits.map((l) => l.type)).toEqual(['selfexclusion']);
  });
});

describe('manual adjustments', () => {
  it('credits at once up to the four-eyes amount, with its ledger entry and audit entry', async () => {
    const { user } = await createSignedInPlayer(t);
    const body = {
      currency: 'cad',
      amount_cents: 50_000,
      reason: 'Refund of a lost round',
      idempotency_key: key('a'),
    };
    const res = await adjust(user.id, body);
    expect(res.statusCode).toBe(201);
    const adjustment: Adjustment = res.json();
    expect(adjustment).toMatchObject({
      player: { id: user.id, email: user.email },
      currency: 'CAD',
      amount_cents: 50_000,
      reason: 'Refund of a lost round',
      state: 'applied',
      needs_approval: false,
      requested_by: { name: 'Test payments' },
      decided_by: { name: 'Test payments' },
    });
    expect(adjustment.transaction_id).toMatch(/^\d+$/);
    expect(await balanceOf(t, user.id, 'CAD')).toBe(50_000);

    const [tx] = await t.deps.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.idempotencyKey, `i:adjustment:${adjustment.id}`));
    expect(tx).toMatchObject({ kind: 'adjustment', realCents: 50_000, memo: 'Refund of a lost round' });
    expect(String(tx!.id)).toBe(adjustment.transaction_id);

    const audit = await lastAudit('POST /api/operator/players/:id/adjustments', user.id);
    expect(audit).toMatchObject({ outcome: 'done', status: 201, permission: 'players.adjust' });
    expect(audit?.request).toMatchObject({ amount_cents: 50_000, reason: 'Refund of a lost round' });
    expect(audit?.after).toMatchObject({ id: adjustment.id, state: 'applied' });

    // A retry of the same request answers the same adjustment and moves nothing more.
    const retry = await adjust(user.id, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ id: adjustment.id, state: 'applied' });
    expect(await balanceOf(t, user.id, 'CAD')).toBe(50_000);
    // The same key for another request is refused.
    const reused = await adjust(user.id, { ...body, amount_cents: 10 });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ errors: { idempotency_key: ['players.errors.key_reused'] } });

    // A debit: real money out, never more than the balance.
    const debit = await adjust(user.id, { ...body, amount_cents: -20_000, idempotency_key: key('debit') });
    expect(debit.json()).toMatchObject({ state: 'applied', amount_cents: -20_000 });
    expect(await balanceOf(t, user.id, 'CAD')).toBe(30_000);
    const tooMuch = { ...body, amount_cents: -30_001, idempotency_key: key('over') };
    const over = await adjust(user.id, tooMuch);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ errors: { amount_cents: ['validation.not_enough_money'] } });
    expect((await adjust(user.id, tooMuch)).statusCode).toBe(422);
    const [refused] = await t.deps.db
      .select()
      .from(balanceAdjustments)
      .where(eq(balanceAdjustments.idempotencyKey, tooMuch.idempotency_key));
    expect(refused?.state).toBe('refused');
    expect(await balanceOf(t, user.id, 'CAD')).toBe(30_000);
  });

  it('refuses bad input (422), unknown players (404) and roles without players.adjust (403)', async () => {
    const { user } = await createSignedInPlayer(t);
    const good = { currency: 'CAD', amount_cents: 100, reason: 'Correction', idempotency_key: key('bad') };
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ ...good, amount_cents: 0 }, { amount_cents: ['validation.invalid_value'] }],
      [{ ...good, amount_cents: 1.5 }, { amount_cents: ['validation.integer'] }],
      [{ ...good, amount_cents: '100' }, { amount_cents: ['validation.integer'] }],
      [{ ...good, amount_cents: 2_000_000_000_000 }, { amount_cents: ['validation.max_value'] }],
      [{ ...good, reason: undefined }, { reason: ['validation.required'] }],
      [{ ...good, reason: ' ab ' }, { reason: ['validation.too_short'] }],
      [{ ...good, reason: 'x'.repeat(501) }, { reason: ['validation.too_long'] }],
      [{ ...good, currency: 'C1D' }, { currency: ['validation.invalid_value'] }],
      [{ ...good, currency: 'XYZ' }, { currency: ['validation.currency_unavailable'] }],
      [{ ...good, idempotency_key: 'short' }, { idempotency_key: ['validation.too_short'] }],
      [
        { ...good, idempotency_key: 'has spaces in it' },
        { idempotency_key: ['validation.invalid_characters'] },
      ],
      [{ ...good, extra: true }, { extra: ['validation.unknown_field'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await adjust(user.id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    expect((await adjust(2_000_000_000, good)).statusCode).toBe(404);
    for (const role of ['support', 'marketing', 'compliance', 'read_only'] as const) {
      expect((await adjust(user.id, good, role)).statusCode, role).toBe(403);
    }
    expect(await balanceOf(t, user.id, 'CAD')).toBe(0);
  });

  it('waits above the four-eyes amount until another operator approves; the requester cannot', async () => {
    const { user } = await createSignedInPlayer(t);
    const res = await adjust(user.id, {
      currency: 'CAD',
      amount_cents: 50_001,
      reason: 'Jackpot paid by hand',
      idempotency_key: key('big'),
    });
    expect(res.statusCode).toBe(201);
    const pending: Adjustment = res.json();
    expect(pending).toMatchObject({
      state: 'pending',
      needs_approval: true,
      decided_by: null,
      transaction_id: null,
    });
    expect(await balanceOf(t, user.id, 'CAD')).toBe(0);

    const list: AdjustmentsPage = (
      await get('/api/operator/adjustments?state=pending&per_page=200', 'support')
    ).json();
    expect(list.data.map((a) => a.id)).toContain(pending.id);
    expect(list.four_eyes_cents).toBe(50_000);
    const ofPlayer: AdjustmentsPage = (await get(`/api/operator/adjustments?player_id=${user.id}`)).json();
    expect(ofPlayer.data.map((a) => a.id)).toEqual([pending.id]);
    expect((await get('/api/operator/adjustments?state=maybe')).statusCode).toBe(400);

    const own = await post(`/api/operator/adjustments/${pending.id}/approve`, {}, 'payments');
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe('own_adjustment');
    expect((await post(`/api/operator/adjustments/${pending.id}/approve`, {}, 'support')).statusCode).toBe(
      403,
    );
    expect(await balanceOf(t, user.id, 'CAD')).toBe(0);

    const approved = await post(`/api/operator/adjustments/${pending.id}/approve`, {}, 'owner');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'applied', decided_by: { name: 'Test owner' } });
    expect(await balanceOf(t, user.id, 'CAD')).toBe(50_001);
    const audit = await lastAudit('POST /api/operator/adjustments/:id/approve', pending.id);
    expect(audit).toMatchObject({ outcome: 'done', before: { id: pending.id, state: 'pending' } });
    expect(audit?.after).toMatchObject({ state: 'applied' });

    expect((await post(`/api/operator/adjustments/${pending.id}/approve`, {})).statusCode).toBe(409);
    expect(
      (await post(`/api/operator/adjustments/${pending.id}/reject`, { reason: 'Too late' })).statusCode,
    ).toBe(409);
    expect((await post('/api/operator/adjustments/2000000000/approve', {})).statusCode).toBe(404);
  });

  it('applies a pending adjustment once when 20 approvals arrive at once', async () => {
    const { user } = await createSignedInPlayer(t);
    const pending: Adjustment = (
      await adjust(user.id, {
        currency: 'CAD',
        amount_cents: 75_000,
        reason: 'Parallel',
        idempotency_key: key('par'),
      })
    ).json();
    const cookie = await operatorCookie(t, 'owner');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request({
          method: 'POST',
          url: `/api/operator/adjustments/${pending.id}/approve`,
          payload: {},
          cookie,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await balanceOf(t, user.id, 'CAD')).toBe(75_000);
    const moved = await t.deps.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, user.id), eq(walletTransactions.kind, 'adjustment')));
    expect(moved).toHaveLength(1);
  });

  it('rejects a pending adjustment with a reason; a debit above the balance stays pending (422)', async () => {
    const { user } = await createSignedInPlayer(t);
    const pending: Adjustment = (
      await adjust(user.id, {
        currency: 'CAD',
        amount_cents: -60_000,
        reason: 'Bonus abuse',
        idempotency_key: key('rej'),
      })
    ).json();
    expect(pending.state).toBe('pending');
    const approve = await post(`/api/operator/adjustments/${pending.id}/approve`, {}, 'owner');
    expect(approve.statusCode).toBe(422);
    expect(approve.json()).toEqual({ errors: { amount_cents: ['validation.not_enough_money'] } });
    const url = `/api/operator/adjustments/${pending.id}/reject`;
    expect((await post(url, {})).json()).toEqual({ errors: { reason: ['validation.required'] } });
    expect((await post(url, { reason: 'No' }, 'compliance')).statusCode).toBe(403);
    const rejected = await post(url, { reason: 'Evidence missing' }, 'payments');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      state: 'rejected',
      decision_reason: 'Evidence missing',
      decided_by: { name: 'Test payments' },
    });
    expect((await lastAudit('POST /api/operator/adjustments/:id/reject', pending.id))?.before).toMatchObject({
      state: 'pending',
    });
    expect((await post(`/api/operator/adjustments/${pending.id}/approve`, {}, 'owner')).statusCode).toBe(409);
    expect(await balanceOf(t, user.id, 'CAD')).toBe(0);
  });

  it('takes the four-eyes amount from ADJUSTMENT_FOUR_EYES_CENTS', () => {
    expect(loadConfig({}).adjustmentFourEyesCents).toBe(50_000);
    expect(loadConfig({ ADJUSTMENT_FOUR_EYES_CENTS: '1_000' }).adjustmentFourEyesCents).toBe(1_000);
    expect(loadConfig({ ADJUSTMENT_FOUR_EYES_CENTS: '0' }).adjustmentFourEyesCents).toBe(0);
    expect(() => loadConfig({ ADJUSTMENT_FOUR_EYES_CENTS: '500.00' })).toThrow(/ADJUSTMENT_FOUR_EYES_CENTS/);
    expect(() => loadConfig({ ADJUSTMENT_FOUR_EYES_CENTS: '-1' })).toThrow(/ADJUSTMENT_FOUR_EYES_CENTS/);
  });
});
