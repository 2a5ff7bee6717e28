import { ROLE_PERMISSIONS } from '@orbit/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, startTestApp, type TestApp } from '../../test/harness.ts';
import { latestMailTo, otpCode } from '../../test/players.ts';
import { masked } from './audit.ts';
import { inviteOperator, MAX_FAILED_SIGN_INS, OPERATOR_COOKIE, OPERATOR_LOCK_MS } from './service.ts';
import { operatorCookie } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'correct horse battery staple';
let serial = 0;
const uniqueEmail = () => `op${++serial}.${Date.now()}@casino.test`;

/** An operator made as the CLI makes one: the setup link's token. */
async function invited(role: 'owner' | 'support' | 'payments' = 'owner', email = uniqueEmail()) {
  const invite = await inviteOperator(t.deps, { email, name: 'Ada', role }, 'http://localhost', {
    mail: false,
  });
  return { email, token: invite.setupUrl.split('#')[1] ?? '' };
}

const lookup = (token: string) =>
  t.request({ method: 'POST', url: '/api/admin/setup/lookup', payload: { token } });
const complete = (payload: object) => t.request({ method: 'POST', url: '/api/admin/setup', payload });
const signIn = (payload: object) => t.request({ method: 'POST', url: '/api/admin/session', payload });
const me = (cookie: string) => t.request({ method: 'GET', url: '/api/admin/session', cookie });

/** Sets an invited operator up; answers its TOTP secret and the session cookie. */
async function setUp(token: string) {
  const secret = (await lookup(token)).json().otp_secret as string;
  const res = await complete({
    token,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    otp: await otpCode(t, secret),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { secret, cookie: cookiesOf(res) };
}

describe('setting an account up from its link', () => {
  it('shows who it is for and a TOTP secret, then takes a password and a code from that secret, once', async () => {
    const { email, token } = await invited();
    const shown = await lookup(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    const { otp_secret: secret, qr } = shown.json();
    expect(shown.json().email).toBe(email);
    expect(qr).toMatch(/^data:image\/png;base64,/);
    // The same link shows the same secret until it is used.
    expect((await lookup(token)).json().otp_secret).toBe(secret);

    const wrongCode = await complete({
      token,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      otp: '000000',
    });
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().errors).toEqual({ otp: ['auth.invalid_otp'] });
    const bad = await complete({ token, password: 'short', password_confirmation: 'other', otp: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      password: ['validation.too_short'],
      password_confirmation: ['validation.confirmation_mismatch'],
      otp: ['auth.invalid_otp'],
    });

    const done = await complete({
      token,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      otp: await otpCode(t, secret),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ email, role: 'owner', idle_minutes: 30 });
    const cookie = done.cookies.find((c) => c.name === OPERATOR_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect((await me(cookiesOf(done))).json().permissions).toEqual([...ROLE_PERMISSIONS.owner]);
    // Used: the link is gone.
    expect((await lookup(token)).statusCode).toBe(404);
    expect(
      (
        await complete({
          token,
          password: PASSWORD,
          password_confirmation: PASSWORD,
          otp: await otpCode(t, secret),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('twenty tabs completing one link at once: one account, one session', async () => {
    const { token } = await invited();
    const secret = (await lookup(token)).json().otp_secret as string;
    const code = await otpCode(t, secret);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        complete({ token, password: PASSWORD, password_confirmation: PASSWORD, otp: code }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(19);
  });

  it('refuses an unknown, expired or malformed link without a 5xx', async () => {
    expect((await lookup('no-such-token')).statusCode).toBe(404);
    expect((await lookup('')).statusCode).toBe(422);
    const { token } = await invited();
    t.clock.advance(73 * 3_600_000);
    expect((await lookup(token)).statusCode).toBe(404);
  });
});

describe('signing in', () => {
  it('takes e-mail, password and a fresh code together; a code works once', async () => {
    const { email, token } = await invited('support');
    const { secret } = await setUp(token);
    t.clock.advance(60_000);
    const code = await otpCode(t, secret);
    const res = await signIn({ email: email.toUpperCase(), password: PASSWORD, otp: code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email, role: 'support', permissions: [...ROLE_PERMISSIONS.support] });
    // The same code again (over a shoulder, or twice at once) is refused.
    const again = await signIn({ email, password: PASSWORD, otp: code });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ base: ['auth.operator_invalid_credentials'] });
  });

  it('answers a wrong address, password or code the same way, and a bad body with field errors', async () => {
    const { email, token } = await invited();
    const { secret } = await setUp(token);
    t.clock.advance(60_000);
    const answers = await Promise.all([
      signIn({ email: 'nobody@casino.test', password: PASSWORD, otp: await otpCode(t, secret) }),
      signIn({ email, password: 'wrong password!', otp: await otpCode(t, secret) }),
      signIn({ email, password: PASSWORD, otp: '123456' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({ errors: { base: ['auth.operator_invalid_credentials'] } });
    }
    const bad = await signIn({ email: '', password: 42, extra: true });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'extra', 'otp', 'password']);
  });

  it(`locks the account after ${MAX_FAILED_SIGN_INS} wrong tries in a row, told only with the right password`, async () => {
    const { email, token } = await invited();
    const { secret } = await setUp(token);
    await Promise.all(
      Array.from({ length: MAX_FAILED_SIGN_INS }, () =>
        signIn({ email, password: 'guess guess guess', otp: '000000' }),
      ),
    );
    t.clock.advance(60_000);
    expect((await signIn({ email, password: 'guess again', otp: '000000' })).statusCode).toBe(422);
    const locked = await signIn({ email, password: PASSWORD, otp: await otpCode(t, secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('operator_locked');
    t.clock.advance(OPERATOR_LOCK_MS);
    expect((await signIn({ email, password: PASSWORD, otp: await otpCode(t, secret) })).statusCode).toBe(200);
  });

  it('ends a session after 30 idle minutes, and 12 hours after sign-in whatever the activity', async () => {
    const { token } = await invited();
    const { cookie } = await setUp(token);
    t.clock.advance(29 * 60_000);
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await me(cookie)).statusCode).toBe(401);

    const other = await setUp((await invited()).token);
    for (let hour = 0; hour < 12; hour++) {
      expect((await me(other.cookie)).statusCode).toBe(200);
      for (let step = 0; step < 3; step++) {
        t.clock.advance(20 * 60_000);
        await me(other.cookie);
      }
    }
    expect((await me(other.cookie)).statusCode).toBe(401);
  });

  it('signs out: the cookie no longer works', async () => {
    const { cookie } = await setUp((await invited()).token);
    const out = await t.request({ method: 'DELETE', url: '/api/admin/session', cookie });
    expect(out.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("a player's session is no operator's, and an operator's no player's", async () => {
    expect((await me('orbit_session=whatever')).statusCode).toBe(401);
    const cookie = await operatorCookie(t);
    expect((await t.request({ method: 'GET', url: '/api/player/stats', cookie })).statusCode).toBe(401);
  });
});

describe('the dev tools’ back-office session (end-to-end journeys; none in production)', () => {
  it('signs in a development operator of a role, who can never sign in by the form', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/dev/operator_session',
      payload: { role: 'support' },
    });
    expect(res.statusCode).toBe(200);
    const session = await me(res.json().cookie);
    expect(session.json()).toMatchObject({ role: 'support', email: 'dev-support@operators.orbit.localhost' });
    const bad = await t.request({
      method: 'POST',
      url: '/api/dev/operator_session',
      payload: { role: 'god' },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('operators managed by an owner', () => {
  const create = async (payload: object, role: 'owner' | 'support' = 'owner') =>
    t.request({
      method: 'POST',
      url: '/api/operator/operators',
      payload,
      cookie: await operatorCookie(t, role),
    });
  const patch = async (id: number, payload: object, cookie?: string) =>
    t.request({
      method: 'PATCH',
      url: `/api/operator/operators/${id}`,
      payload,
      cookie: cookie ?? (await operatorCookie(t)),
    });

  it('adds an operator with a mailed setup link, never a password', async () => {
    const email = uniqueEmail();
    const res = await create({ email, name: 'Sam Support', role: 'support' });
    expect(res.statusCode, res.body).toBe(201);
    const invite = res.json();
    expect(invite.operator).toMatchObject({ email, role: 'support', status: 'invited' });
    expect(invite.setup_url).toMatch(/\/admin\/setup#[A-Za-z0-9_-]{43}$/);
    expect((await latestMailTo(t, email))?.text).toContain(invite.setup_url);
    expect((await create({ email, name: 'Again', role: 'support' })).json().errors).toEqual({
      email: ['validation.email_taken'],
    });
    const bad = await create({ email: 'nope', name: '', role: 'king', password: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'password', 'role']);
  });

  it('lists operators in the order asked, both ways, first added first unless asked; bad sorts 400', async () => {
    const owner = await operatorCookie(t);
    for (const [name, role] of [
      ['zed Sorter', 'support'],
      ['Amy Sorter', 'payments'],
    ] as const) {
      expect((await create({ email: uniqueEmail(), name, role })).statusCode).toBe(201);
    }
    const list = async (query: string) => {
      const res = await t.request({ method: 'GET', url: `/api/operator/operators${query}`, cookie: owner });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      return res.json() as Array<{ id: number; name: string; role: string }>;
    };
    const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);
    const byId = await list('');
    expect(ids(byId)).toEqual(ids(byId).sort((a, b) => a - b));
    expect(ids(await list('?sort=-id'))).toEqual(ids(byId).reverse());
    // By name, whatever its case: Amy before zed; descending exactly the reverse.
    const byName = (await list('?sort=name')).map((row) => row.name);
    expect(byName.indexOf('Amy Sorter')).toBeLessThan(byName.indexOf('zed Sorter'));
    expect(ids(await list('?sort=-name'))).toEqual(ids(await list('?sort=name')).reverse());
    const byRole = await list('?sort=role');
    expect(byRole.map((row) => row.role)).toEqual(byRole.map((row) => row.role).sort());
    for (const sort of ['password', 'status', '-', 'name,id']) {
      const res = await t.request({
        method: 'GET',
        url: `/api/operator/operators?sort=${sort}`,
        cookie: owner,
      });
      expect(res.statusCode, sort).toBe(400);
    }
  });

  it('refuses a role without the permission (403), and the refusal is in the audit log', async () => {
    const email = uniqueEmail();
    const res = await create({ email, name: 'Eve', role: 'owner' }, 'support');
    expect(res.statusCode).toBe(403);
    const log = await t.request({
      method: 'GET',
      url: '/api/operator/audit?outcome=refused&action=operators',
      cookie: await operatorCookie(t),
    });
    const entry = log.json().entries[0];
    expect(entry).toMatchObject({
      action: 'POST /api/operator/operators',
      permission: 'operators.manage',
      status: 403,
      outcome: 'refused',
    });
    expect(entry.request).toMatchObject({ email, role: 'owner' });
  });

  it('changes a role or disables an operator: before and after are logged; a disabled one is signed out', async () => {
    const { email, token } = await invited('support');
    const { cookie } = await setUp(token);
    const id = (await me(cookie)).json().id as number;
    const changed = await patch(id, { role: 'payments' });
    expect(changed.json()).toMatchObject({ role: 'payments', status: 'active' });
    expect((await me(cookie)).json().permissions).toEqual([...ROLE_PERMISSIONS.payments]);
    const disabled = await patch(id, { disabled: true });
    expect(disabled.json().status).toBe('disabled');
    expect((await me(cookie)).statusCode).toBe(401);

    const log = await t.request({
      method: 'GET',
      url: `/api/operator/audit?action=${encodeURIComponent('PATCH /api/operator/operators')}`,
      cookie: await operatorCookie(t),
    });
    const [disabling, roleChange] = log.json().entries;
    expect(roleChange).toMatchObject({ target: { id: String(id) }, outcome: 'done' });
    expect(roleChange.before).toMatchObject({ email, role: 'support' });
    expect(roleChange.after).toMatchObject({ email, role: 'payments' });
    expect(disabling.before).toMatchObject({ status: 'active' });
    expect(disabling.after).toMatchObject({ status: 'disabled' });
  });

  it('nobody changes their own role or disables themself, so an owner always remains', async () => {
    const owner = await operatorCookie(t);
    const id = (await me(owner)).json().id as number;
    const res = await patch(id, { role: 'support', disabled: true }, owner);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ role: ['operators.own_role'], disabled: ['operators.own_account'] });
    expect((await patch(2_000_000_000, { name: 'x' })).statusCode).toBe(404);
  });

  it('a new setup link ends the old password and sessions', async () => {
    const { email, token } = await invited();
    const { cookie, secret } = await setUp(token);
    const id = (await me(cookie)).json().id as number;
    const res = await t.request({
      method: 'POST',
      url: `/api/operator/operators/${id}/setup_link`,
      cookie: await operatorCookie(t),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().operator.status).toBe('invited');
    expect((await me(cookie)).statusCode).toBe(401);
    t.clock.advance(60_000);
    expect((await signIn({ email, password: PASSWORD, otp: await otpCode(t, secret) })).statusCode).toBe(422);
  });
});

/** The database's refusal of a statement (the driver wraps it as the cause of a "Failed query"). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    return String((error as { cause?: unknown }).cause ?? error);
  }
  return 'no refusal';
}

describe('the audit log', () => {
  it('cannot be changed or deleted, even by SQL', async () => {
    await operatorCookie(t);
    await t.request({
      method: 'PATCH',
      url: '/api/operator/operators/1',
      payload: { name: 'Logged' },
      cookie: await operatorCookie(t),
    });
    expect(await refusal(t.deps.db.execute(sql`update operator_audit set status = 200`))).toMatch(
      /append-only/,
    );
    expect(await refusal(t.deps.db.execute(sql`delete from operator_audit`))).toMatch(/append-only/);
    expect(await refusal(t.deps.db.execute(sql`truncate operator_audit`))).toMatch(/append-only/);
  });

  it('masks passwords, codes, secrets and tokens at any depth', () => {
    expect(
      masked({ email: 'a@b', password: 'x', nested: [{ otp_secret: 'y', api_key: 'z', amount: 5 }] }),
    ).toEqual({
      email: 'a@b',
      password: '***',
      nested: [{ otp_secret: '***', api_key: '***', amount: 5 }],
    });
  });

  it('sorts by time or action both ways, the id breaking ties, stable across pages; bad sorts 400', async () => {
    const owner = await operatorCookie(t);
    const get = async (query: string) => {
      const res = await t.request({ method: 'GET', url: `/api/operator/audit?${query}`, cookie: owner });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      return res.json().entries as Array<{ id: number; at: string; action: string }>;
    };
    // Entries of the same time (the test clock stands still) and of several actions.
    for (const name of ['Sorted A', 'Sorted B', 'Sorted C']) {
      await t.request({
        method: 'PATCH',
        url: '/api/operator/operators/1',
        payload: { name },
        cookie: owner,
      });
    }
    const newest = await get('per_page=200');
    expect(newest.map((e) => e.id)).toEqual(newest.map((e) => e.id).sort((a, b) => b - a));
    expect((await get('per_page=200&sort=-at')).map((e) => e.id)).toEqual(newest.map((e) => e.id));
    const oldest = await get('per_page=200&sort=at');
    expect(oldest.map((e) => e.id)).toEqual(newest.map((e) => e.id).reverse());

    // By action: each action's entries together, oldest first within it (the collation of the
    // database orders the actions); descending is exactly the reverse.
    const byAction = await get('per_page=200&sort=action');
    const seen = new Set<string>();
    byAction.forEach((entry, i) => {
      const previous = byAction[i - 1];
      if (previous?.action === entry.action) expect(entry.id).toBeGreaterThan(previous.id);
      else {
        expect(seen.has(entry.action), entry.action).toBe(false);
        seen.add(entry.action);
      }
    });
    expect(seen.size).toBeGreaterThan(1);
    expect((await get('per_page=200&sort=-action')).map((e) => e.id)).toEqual(
      byAction.map((e) => e.id).reverse(),
    );

    // Stable paging: pages of 2 add up to the whole list, no entry twice, none missing.
    const whole = (await get('action=operators&sort=action&per_page=200')).map((e) => e.id);
    expect(whole.length).toBeGreaterThan(3);
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(whole.length / 2); page++) {
      paged.push(...(await get(`action=operators&sort=action&per_page=2&page=${page}`)).map((e) => e.id));
    }
    expect(paged).toEqual(whole);

    for (const sort of ['id', 'operator', '-status', 'at,action', '']) {
      const res = await t.request({ method: 'GET', url: `/api/operator/audit?sort=${sort}`, cookie: owner });
      expect(res.statusCode, sort).toBe(400);
    }
  });

  it('pages and filters, refuses bad filters with a 400, and exports CSV (itself logged)', async () => {
    const owner = await operatorCookie(t);
    const page = await t.request({ method: 'GET', url: '/api/operator/audit?per_page=2', cookie: owner });
    expect(page.json()).toMatchObject({ page: 1, per_page: 2 });
    expect(page.json().entries).toHaveLength(2);
    expect(page.json().total_count).toBeGreaterThan(2);
    for (const query of ['per_page=1000', 'page=0', 'outcome=maybe', 'from=yesterday', 'evil=1']) {
      const res = await t.request({ method: 'GET', url: `/api/operator/audit?${query}`, cookie: owner });
      expect(res.statusCode, query).toBe(400);
    }
    const csv = await t.request({
      method: 'GET',
      url: '/api/operator/audit.csv?action=operators',
      cookie: owner,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const [header, ...rows] = csv.body.trim().split('\r\n');
    expect(header).toBe(
      'id,at,operator,action,permission,target,status,outcome,before,request,after,ip,user_agent',
    );
    expect(rows.length).toBeGreaterThan(0);
    const exported = await t.request({
      method: 'GET',
      url: '/api/operator/audit?action=audit.csv',
      cookie: owner,
    });
    expect(exported.json().entries[0]).toMatchObject({
      action: 'GET /api/operator/audit.csv',
      outcome: 'done',
    });
    // Read-only sees everything but the audit log.
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/operator/audit',
          cookie: await operatorCookie(t, 'read_only'),
        })
      ).statusCode,
    ).toBe(403);
  });
});
