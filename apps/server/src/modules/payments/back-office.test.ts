import type { OperatorRole } from '@orbit/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, operatorAudit, paymentCallbacks } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { createSignedInPlayer } from '../player/test-support.ts';
import { creditPlayer } from '../wallet/service.ts';
import { signBody } from '../wallet/signing.ts';
import { accountState, unbalancedTransactions } from '../wallet/test-support.ts';
import { SANDBOX_CALLBACK_PATH, SANDBOX_SIGNATURE_HEADER, sandboxSecret } from './sandbox.ts';

/**
 * The back office's payments: the list with its filters and paging (the review queue), decline
 * with a reason the player reads, parallel approvals moving a withdrawal once, the provider
 * notices received, and the per-method statistics; every bad input a 400 or 422, never a 5xx.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  // A seeded database on a busy two-core machine may take more than the default minute.
}, 180_000);
afterAll(async () => {
  await t.close();
});

const skrill = { method_id: 'skrill', currency: 'CAD', email: 'ada@example.com' };

async function player(fund = 0) {
  const p = await createSignedInPlayer(t);
  if (fund > 0) {
    await creditPlayer(t.deps, {
      userId: p.user.id,
      currency: 'CAD',
      amountCents: fund,
      kind: 'adjustment',
      idempotencyKey: `fund-${p.user.id}`,
    });
  }
  return p;
}

const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url, cookie, payload });

async function withdraw(cookie: string, amountCents: number): Promise<number> {
  const res = await post('/api/payments/withdrawals', cookie, { ...skrill, amount_cents: amountCents });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function deposit(cookie: string, amountCents: number): Promise<number> {
  const res = await post('/api/payments/deposits', cookie, { ...skrill, amount_cents: amountCents });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** A call of the operator API as `role` (null: signed out). */
const operator = async (
  method: 'GET' | 'POST',
  url: string,
  options: { role?: OperatorRole | null; payload?: unknown } = {},
) => {
  const role = options.role === undefined ? 'payments' : options.role;
  return t.request({
    method,
    url,
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
    headers: role === null ? {} : { cookie: await operatorCookie(t, role) },
  });
};

/** The provider's notice, signed like the sandbox signs it (or with another secret). */
async function notice(body: Record<string, unknown> | string, secret?: string) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: SANDBOX_CALLBACK_PATH,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signBody(secret ?? (await sandboxSecret(t.deps.db)), raw),
    },
  });
}

const paid = (id: number, state: string, amountCents: number) =>
  notice({ event_id: `${id}-${state}`, payment_id: id, state, amount_cents: amountCents, currency: 'CAD' });

async function balance(userId: number) {
  const [row] = await t.deps.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.currency, 'CAD')));
  return accountState(t, row!.id);
}

describe('GET /api/operator/payments', () => {
  it('lists every payment with its player, filtered and paged; the review queue oldest first', async () => {
    const p = await player(50_000);
    const other = await player(50_000);
    const first = await withdraw(p.cookie, 2_000);
    const second = await withdraw(p.cookie, 2_500);
    const depositId = await deposit(p.cookie, 3_000);
    await withdraw(other.cookie, 4_000);

    expect((await operator('GET', '/api/operator/payments', { role: null })).statusCode).toBe(401);
    expect((await operator('GET', '/api/operator/payments', { role: 'marketing' })).statusCode).toBe(403);

    // Support and read-only see payments too.
    for (const role of ['support', 'read_only', 'compliance', 'owner'] as const) {
      const seen = await operator('GET', `/api/operator/payments?player_id=${p.user.id}`, { role });
      expect(seen.statusCode, role).toBe(200);
    }
    const queue = await operator(
      'GET',
      `/api/operator/payments?action=cashout&state=pending&player_id=${p.user.id}`,
    );
    expect(queue.statusCode, queue.body).toBe(200);
    const body = queue.json();
    expect(body).toMatchObject({ page: 1, per_page: 50, total_count: 2 });
    expect(body.payments.map((row: { id: number }) => row.id)).toEqual([first, second]);
    expect(body.payments[0]).toMatchObject({
      id: first,
      action: 'cashout',
      state: 'pending',
      amount_cents: 2_000,
      currency: 'CAD',
      payment_system: 'skrill',
      provider: 'sandbox',
      recallable: true,
      player: { id: p.user.id, email: p.user.email },
      details: { email: 'ada@example.com' },
    });
    // A player with a confirmed e-mail: approved automatically after the review delay, unless decided first.
    expect(body.payments[0].review_at).toBe(
      new Date(t.clock.now.getTime() + (t.deps.payments.reviewDelayMs ?? 0)).toISOString(),
    );

    // Everything else: newest first.
    const all = await operator('GET', `/api/operator/payments?player_id=${p.user.id}`);
    expect(all.json().payments.map((row: { id: number }) => row.id)).toEqual([depositId, second, first]);
    const deposits = await operator('GET', `/api/operator/payments?action=deposit&player_id=${p.user.id}`);
    expect(deposits.json().payments.map((row: { id: number }) => row.id)).toEqual([depositId]);
    const paged = await operator('GET', `/api/operator/payments?player_id=${p.user.id}&per_page=1&page=2`);
    expect(paged.json()).toMatchObject({ page: 2, per_page: 1, total_count: 3 });
    expect(paged.json().payments.map((row: { id: number }) => row.id)).toEqual([second]);
    const visa = await operator('GET', `/api/operator/payments?method=visa&player_id=${p.user.id}`);
    expect(visa.json().total_count).toBe(0);
    const eur = await operator('GET', `/api/operator/payments?currency=eur&player_id=${p.user.id}`);
    expect(eur.json().total_count).toBe(0);
    const cad = await operator(
      'GET',
      `/api/operator/payments?currency=cad&method=skrill&player_id=${p.user.id}`,
    );
    expect(cad.json().total_count).toBe(3);

    // The time window: [from, to).
    const now = t.clock.now;
    const window = (from: Date, to: Date) =>
      operator(
        'GET',
        `/api/operator/payments?player_id=${p.user.id}&from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`,
      );
    expect(
      (await window(new Date(now.getTime() - 60_000), new Date(now.getTime() + 1))).json().total_count,
    ).toBe(3);
    expect(
      (await window(new Date(now.getTime() + 1), new Date(now.getTime() + 60_000))).json().total_count,
    ).toBe(0);
    expect((await window(new Date(now.getTime() - 60_000), now)).json().total_count).toBe(0);

    for (const query of [
      'action=refund',
      'state=lost',
      'method=Visa!',
      'currency=%24%24',
      'player_id=-1',
      'player_id=abc',
      'from=yesterday',
      'to=2026-13-01',
      'page=0',
      'per_page=201',
      'per_page=x',
      'sort=email',
    ]) {
      const bad = await operator('GET', `/api/operator/payments?${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
  });
});

describe('sorting and the CSV export', () => {
  const ids = (res: { json: () => { payments: Array<{ id: number }> } }) =>
    res.json().payments.map((row) => row.id);

  it('sorts by a whitelisted column both ways, the id breaking ties, stable across pages; other sorts 400', async () => {
    const p = await player();
    const small = await deposit(p.cookie, 2_000);
    const big = await deposit(p.cookie, 4_000);
    const middle = await deposit(p.cookie, 3_000);
    const alsoMiddle = await deposit(p.cookie, 3_000);
    const list = (query: string) => operator('GET', `/api/operator/payments?player_id=${p.user.id}&${query}`);

    expect(ids(await list('sort=amount'))).toEqual([small, middle, alsoMiddle, big]);
    expect(ids(await list('sort=-amount'))).toEqual([big, alsoMiddle, middle, small]);
    expect(ids(await list('sort=id'))).toEqual([small, big, middle, alsoMiddle]);
    // The clock stands still in tests: every row has the same time, the id orders them.
    expect(ids(await list('sort=-created_at'))).toEqual([alsoMiddle, middle, big, small]);
    for (const sort of ['amount', '-amount', 'created_at', '-created_at']) {
      const whole = ids(await list(`sort=${sort}`));
      const paged: number[] = [];
      for (let page = 1; page <= 4; page++)
        paged.push(...ids(await list(`sort=${sort}&per_page=1&page=${page}`)));
      expect(paged, sort).toEqual(whole);
    }
    for (const sort of ['email', 'amount_cents', '-', '--amount', 'amount,id', 'AMOUNT']) {
      const bad = await list(`sort=${encodeURIComponent(sort)}`);
      expect(bad.statusCode, sort).toBe(400);
    }
  });

  it('exports the filtered payments in the asked order as CSV, audited; a role without payments 403', async () => {
    const p = await player(10_000);
    const first = await deposit(p.cookie, 3_000);
    const second = await withdraw(p.cookie, 2_000);
    const url = `/api/operator/payments.csv?player_id=${p.user.id}&sort=-amount`;
    expect((await operator('GET', url, { role: null })).statusCode).toBe(401);
    expect((await operator('GET', url, { role: 'marketing' })).statusCode).toBe(403);

    const csv = await operator('GET', url);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('orbit-payments.csv');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,player_id,player_email,action,method,provider,account,amount_cents,currency,state,cancellation_reason,decline_reason,review_at,finished_at',
    );
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([first, second]);
    expect(lines[2]).toContain(
      `,${p.user.id},${p.user.email},cashout,skrill,sandbox,ada@example.com,2000,CAD,pending,`,
    );

    const deposits = await operator(
      'GET',
      `/api/operator/payments.csv?player_id=${p.user.id}&action=deposit`,
    );
    expect(deposits.body.trimEnd().split('\r\n')).toHaveLength(2);
    expect((await operator('GET', '/api/operator/payments.csv?sort=email')).statusCode).toBe(400);

    const [entry] = await t.deps.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'GET /api/operator/payments.csv'), eq(operatorAudit.status, 200)));
    expect(entry?.outcome).toBe('done');
  });
});

describe('approve and decline', () => {
  it('declines with a reason the player reads; 409 once it is not under review; bad reasons 422', async () => {
    const p = await player(50_000);
    const id = await withdraw(p.cookie, 10_000);
    expect((await balance(p.user.id)).amountCents).toBe(40_000);

    for (const [payload, field, key] of [
      [{ reason: 'x'.repeat(501) }, 'reason', 'validation.too_long'],
      [{ reason: '   ' }, 'reason', 'validation.required'],
      [{ reason: 42 }, 'reason', 'validation.required'],
      [{}, 'reason', 'validation.required'],
      [{ reason: 'ok', extra: true }, 'extra', 'validation.unknown_field'],
    ] as const) {
      const bad = await operator('POST', `/api/operator/payments/${id}/decline`, { payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(422);
      expect(bad.json().errors[field]).toEqual([key]);
    }
    // Support may see it, not decide it.
    const refused = await operator('POST', `/api/operator/payments/${id}/decline`, {
      role: 'support',
      payload: { reason: 'No.' },
    });
    expect(refused.statusCode).toBe(403);

    const reason = '  The account named is not yours: please withdraw to your own Skrill account.  ';
    const declined = await operator('POST', `/api/operator/payments/${id}/decline`, { payload: { reason } });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      id,
      state: 'declined',
      cancellation_reason: 'declined_by_operator',
      decline_reason: reason.trim(),
    });
    // The money is back, and the player's history shows the reason.
    expect(await balance(p.user.id)).toMatchObject({ amountCents: 50_000, ledgerTotal: 50_000 });
    const history = await t.request({ method: 'GET', url: '/api/player/payments', cookie: p.cookie });
    expect(history.json().find((row: { id: number }) => row.id === id)).toMatchObject({
      state: 'declined',
      cancellation_reason: 'declined_by_operator',
      decline_reason: reason.trim(),
    });
    const again = await operator('POST', `/api/operator/payments/${id}/decline`, {
      payload: { reason: 'Again' },
    });
    expect(again.statusCode).toBe(409);
    expect((await operator('POST', `/api/operator/payments/${id}/approve`)).statusCode).toBe(409);
    expect((await balance(p.user.id)).amountCents).toBe(50_000);

    // The audit entry holds the withdrawal as it was and the reason asked.
    const entries = await t.deps.db
      .select()
      .from(operatorAudit)
      .where(
        and(
          eq(operatorAudit.action, 'POST /api/operator/payments/:id/decline'),
          eq(operatorAudit.status, 200),
        ),
      );
    const entry = entries.find((row) => row.target.id === String(id));
    expect(entry).toMatchObject({
      outcome: 'done',
      before: { id, state: 'pending' },
      request: { reason: reason.trim() },
      after: { id, state: 'declined', decline_reason: reason.trim() },
    });

    // Without a reason there is no decline: the withdrawal stays under review.
    const bare = await withdraw(p.cookie, 2_000);
    const plain = await operator('POST', `/api/operator/payments/${bare}/decline`);
    expect(plain.statusCode, plain.body).toBe(422);
    expect(
      (await operator('GET', `/api/operator/payments?action=cashout&state=pending&player_id=${p.user.id}`))
        .json()
        .payments.map((x: { id: number }) => x.id),
    ).toContain(bare);

    // A deposit is no withdrawal; an unknown id neither.
    const depositId = await deposit(p.cookie, 2_000);
    const because = { payload: { reason: 'Not a withdrawal' } };
    expect((await operator('POST', `/api/operator/payments/${depositId}/decline`, because)).statusCode).toBe(
      404,
    );
    expect((await operator('POST', '/api/operator/payments/2000000000/decline', because)).statusCode).toBe(
      404,
    );
    expect((await operator('POST', '/api/operator/payments/abc/decline')).statusCode).toBe(400);
    expect(await unbalancedTransactions(t)).toBe(0);
  });

  it('twenty parallel approvals move a withdrawal once and queue its payout once', async () => {
    const p = await player(50_000);
    const id = await withdraw(p.cookie, 7_000);
    const cookie = await operatorCookie(t, 'payments');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request({ method: 'POST', url: `/api/operator/payments/${id}/approve`, headers: { cookie } }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(answers.find((a) => a.statusCode === 200)?.json().state).toBe('processing');
    // One outcome queued at the provider: its notice and the repeat it sends, nothing more.
    const queued = await t.deps.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.paymentId, id));
    expect(queued).toHaveLength(2);
    expect((await balance(p.user.id)).amountCents).toBe(43_000);
  });

  it('parallel approvals and declines: exactly one wins and the money follows it', async () => {
    const p = await player(50_000);
    const id = await withdraw(p.cookie, 5_000);
    const cookie = await operatorCookie(t, 'payments');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.request({
          method: 'POST',
          url: `/api/operator/payments/${id}/${i % 2 === 0 ? 'approve' : 'decline'}`,
          headers: { cookie },
          ...(i % 2 === 0 ? {} : { payload: { reason: `Decline ${i}` } }),
        }),
      ),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    const state = won[0]!.json().state;
    expect((await balance(p.user.id)).amountCents).toBe(state === 'declined' ? 50_000 : 45_000);
    expect(await unbalancedTransactions(t)).toBe(0);
  });
});

describe('GET /api/operator/payments/callbacks', () => {
  it('keeps every notice received, verified or not, with its outcome', async () => {
    const p = await player(50_000);
    const id = await deposit(p.cookie, 6_000);
    const good = {
      event_id: `${id}-a`,
      payment_id: id,
      state: 'succeeded',
      amount_cents: 6_000,
      currency: 'CAD',
    };
    expect((await notice(good)).json()).toEqual({ status: 'applied', state: 'succeeded' });
    expect((await notice({ ...good, event_id: `${id}-b` })).json()).toEqual({
      status: 'ignored',
      state: 'succeeded',
    });
    expect((await notice({ ...good, event_id: `${id}-c` }, 'a-wrong-secret')).statusCode).toBe(401);
    expect((await notice({ ...good, event_id: `${id}-d`, amount_cents: 1 })).statusCode).toBe(422);
    expect((await notice({ ...good, event_id: `${id}-e`, state: 'lost' })).statusCode).toBe(422);
    expect((await notice({ ...good, event_id: `${id}-f`, payment_id: 2_000_000_000 })).statusCode).toBe(404);
    expect((await notice('{not json')).statusCode).toBe(400);
    // Credited once whatever came after.
    expect((await balance(p.user.id)).amountCents).toBe(56_000);

    expect((await operator('GET', '/api/operator/payments/callbacks', { role: null })).statusCode).toBe(401);
    expect(
      (await operator('GET', '/api/operator/payments/callbacks', { role: 'marketing' })).statusCode,
    ).toBe(403);
    const listed = await operator('GET', `/api/operator/payments/callbacks?payment_id=${id}`, {
      role: 'support',
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ page: 1, per_page: 50, total_count: 5 });
    // Newest first; an unverified notice's claims kept as claims.
    expect(
      listed
        .json()
        .notices.map(
          (n: { event_id: string; verified: boolean; outcome: string; status: number; state: string }) => [
            n.event_id,
            n.verified,
            n.outcome,
            n.status,
            n.state,
          ],
        ),
    ).toEqual([
      [`${id}-e`, true, 'invalid_notice', 422, null],
      [`${id}-d`, true, 'amount_mismatch', 422, 'succeeded'],
      [`${id}-c`, false, 'invalid_signature', 401, 'succeeded'],
      [`${id}-b`, true, 'ignored', 200, 'succeeded'],
      [`${id}-a`, true, 'applied', 200, 'succeeded'],
    ]);
    expect(listed.json().notices[0]).toMatchObject({ provider: 'sandbox', payment_id: id });
    expect(listed.json().notices[0].received_at).toBe(t.clock.now.toISOString());

    const unknown = await operator('GET', '/api/operator/payments/callbacks?payment_id=2000000000');
    expect(unknown.json().notices[0]).toMatchObject({
      outcome: 'unknown_payment',
      status: 404,
      verified: true,
    });
    const unreadable = await operator(
      'GET',
      '/api/operator/payments/callbacks?outcome=invalid_json&per_page=1',
    );
    expect(unreadable.json().notices[0]).toMatchObject({
      outcome: 'invalid_json',
      status: 400,
      payment_id: null,
      event_id: null,
    });
    const paged = await operator(
      'GET',
      `/api/operator/payments/callbacks?payment_id=${id}&per_page=2&page=3`,
    );
    expect(paged.json().notices.map((n: { event_id: string }) => n.event_id)).toEqual([`${id}-a`]);

    for (const query of ['page=0', 'per_page=201', 'outcome=lost', 'payment_id=abc', 'payment_id=0', 'x=1']) {
      const bad = await operator('GET', `/api/operator/payments/callbacks?${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/operator/payments/stats', () => {
  it('per method and currency: started, succeeded, failed, the amount moved and the success rate', async () => {
    // A window of its own: a month on, so the other tests' payments stay out.
    t.clock.advance(30 * 86_400_000);
    const from = t.clock.now.toISOString();
    const p = await player(50_000);
    const okDeposit = await deposit(p.cookie, 5_000);
    await paid(okDeposit, 'succeeded', 5_000);
    const badDeposit = await deposit(p.cookie, 2_500);
    await paid(badDeposit, 'declined', 2_500);
    await deposit(p.cookie, 1_500);
    const okWithdrawal = await withdraw(p.cookie, 2_000);
    expect((await operator('POST', `/api/operator/payments/${okWithdrawal}/approve`)).statusCode).toBe(200);
    await paid(okWithdrawal, 'succeeded', 2_000);
    const declined = await withdraw(p.cookie, 2_000);
    const decline = await operator('POST', `/api/operator/payments/${declined}/decline`, {
      payload: { reason: 'Card holder name does not match' },
    });
    expect(decline.statusCode).toBe(200);
    await withdraw(p.cookie, 3_000);
    t.clock.advance(1_000);
    const to = t.clock.now.toISOString();

    expect((await operator('GET', '/api/operator/payments/stats', { role: null })).statusCode).toBe(401);
    expect((await operator('GET', '/api/operator/payments/stats', { role: 'marketing' })).statusCode).toBe(
      403,
    );
    const stats = await operator(
      'GET',
      `/api/operator/payments/stats?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&currency=cad`,
      { role: 'read_only' },
    );
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json()).toEqual({
      from,
      to,
      currency: 'CAD',
      methods: [
        {
          method: 'skrill',
          currency: 'CAD',
          deposits: { count: 3, succeeded: 1, failed: 1, sum_cents: 5_000, success_rate: 0.5 },
          withdrawals: { count: 3, succeeded: 1, failed: 1, sum_cents: 2_000, success_rate: 0.5 },
        },
      ],
    });
    const eur = await operator(
      'GET',
      `/api/operator/payments/stats?from=${encodeURIComponent(from)}&currency=EUR`,
    );
    expect(eur.json().methods).toEqual([]);
    const later = await operator('GET', `/api/operator/payments/stats?from=${encodeURIComponent(to)}`);
    expect(later.json()).toMatchObject({ from: to, to: null, currency: null, methods: [] });
    // All time: this window's payments are among them.
    const all = await operator('GET', '/api/operator/payments/stats');
    const skrillCad = all
      .json()
      .methods.find(
        (m: { method: string; currency: string }) => m.method === 'skrill' && m.currency === 'CAD',
      );
    expect(skrillCad.deposits.count).toBeGreaterThanOrEqual(3);

    for (const query of [
      'from=yesterday',
      'to=2026-13-01T00:00:00Z',
      'currency=%24%24',
      'currency=TOOLONG',
      'method=visa',
      `from=${encodeURIComponent(to)}&to=${encodeURIComponent(from)}`,
    ]) {
      const bad = await operator('GET', `/api/operator/payments/stats?${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
  });
});
