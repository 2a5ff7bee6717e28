import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authProviderLinks, countries, users } from '../../db/schema/index.ts';
import { serverSecret } from '../../lib/server-secret.ts';
import { cookiesOf, startTestApp, type TestApp } from '../../test/harness.ts';
import {
  enableTwoFactor,
  latestMailTo,
  otpCode,
  registerPlayer,
  signIn,
  TEST_PASSWORD,
} from '../../test/players.ts';
import { FLOW_COOKIE, openFlow, safeReturnPath, sealFlow } from './flow.ts';
import { NO_PASSWORD } from './service.ts';
import { setAuthProviders } from './settings.ts';
import { startTestOidcProvider, type TestOidcProvider } from './test-support.ts';

// Requests come to http://localhost: the callbacks the local provider knows.
const HOST = 'localhost';
const callbackUrl = (name: string) => `http://${HOST}/users/auth/${name}/callback`;

let t: TestApp;
let idp: TestOidcProvider;
beforeAll(async () => {
  idp = await startTestOidcProvider([callbackUrl('local'), callbackUrl('other')]);
  t = await startTestApp({ seed: true });
  setAuthProviders(t.deps, [idp.settings('local'), idp.settings('other')]);
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

let subjects = 0;
/** A new subject at the provider with these claims. */
function account(claims: { email?: string; email_verified?: boolean; given_name?: string } = {}) {
  subjects += 1;
  const subject = `subject-${subjects}`;
  idp.accounts.set(subject, {
    email: `oidc.${subjects}.${Date.now()}@orbit.test`,
    email_verified: true,
    ...claims,
  });
  return subject;
}

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, cookie, headers: { host: HOST, ...headers } });

/** Leaves for the provider, signs `subject` in there; the flow cookie and the callback's path. */
async function atProvider(subject: string, { provider = 'local', cookie = '' } = {}) {
  const start = await get(`/users/auth/${provider}`, cookie || undefined);
  expect(start.statusCode).toBe(302);
  const flowCookie = cookiesOf(start);
  const back = await idp.authorize(start.headers.location as string, subject);
  expect(back.origin + back.pathname).toBe(callbackUrl(provider));
  return { flowCookie, callback: back.pathname + back.search, start };
}

const withCookies = (...cookies: string[]) => cookies.filter(Boolean).join('; ');
const sessionCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'orbit_session');
const refusedWith = (res: LightMyRequestResponse, key: string) => {
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(`/login?auth_provider_error=${encodeURIComponent(key)}`);
  expect(sessionCookieOf(res)).toBeUndefined();
};
const playerOf = async (cookie: string) => (await get('/api/player', cookie)).json();

/** The whole trip: the callback's response and the session cookie it set. */
async function signInWith(subject: string, options: { provider?: string; cookie?: string } = {}) {
  const { flowCookie, callback } = await atProvider(subject, options);
  const res = await get(callback, withCookies(options.cookie ?? '', flowCookie));
  const session = sessionCookieOf(res);
  return { res, cookie: session ? `${session.name}=${session.value}` : '' };
}

describe('GET /api/info/auth_providers', () => {
  it('answers an empty list when no provider is configured (the default)', async () => {
    const bare = await startTestApp({ sameDatabaseAs: t });
    try {
      for (const url of ['/api/info/auth_providers', '/api-fe/info/auth_providers']) {
        const res = await bare.request({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual([]);
      }
      expect((await bare.request({ method: 'GET', url: '/users/auth/local' })).statusCode).toBe(404);
    } finally {
      await bare.app.close();
    }
  });

  it('lists each configured provider with the page that starts its sign-in', async () => {
    const res = await get('/api/info/auth_providers');
    expect(res.json()).toEqual([
      { name: 'local', url: '/users/auth/local' },
      { name: 'other', url: '/users/auth/other' },
    ]);
  });
});

describe('the trip to the provider', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce, kept in a sealed httpOnly cookie', async () => {
    const { start } = await atProvider(account());
    const to = new URL(start.headers.location as string);
    expect(to.origin).toBe(idp.issuer);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('redirect_uri')).toBe(callbackUrl('local'));
    const cookie = start.cookies.find((c) => c.name === FLOW_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/users/auth/', maxAge: 600 });
    const flow = openFlow(await serverSecret(t.deps.db), cookie.value, t.clock.now)!;
    expect(flow.state).toBe(to.searchParams.get('state'));
    expect(flow.nonce).toBe(to.searchParams.get('nonce'));
    // The verifier stays with Orbit: only its challenge travels, and the cookie cannot be read.
    expect(to.searchParams.get('code_challenge')).not.toBe(flow.codeVerifier);
    expect(cookie.value).not.toContain(flow.codeVerifier);
  });

  it('returns only to a path of this site', () => {
    expect(safeReturnPath('/pokies/all?x=1')).toBe('/pokies/all?x=1');
    for (const hostile of [
      '//evil.test',
      '/\\evil.test',
      'https://evil.test',
      'javascript:alert(1)',
      '',
      5,
    ]) {
      expect(safeReturnPath(hostile)).toBe('/');
    }
  });

  it('comes back to the sign-in page with a refusal when the provider cannot be reached', async () => {
    const down = { ...idp.settings('down'), issuer: new URL('http://127.0.0.1:9/') };
    setAuthProviders(t.deps, [idp.settings('local'), idp.settings('other'), down]);
    try {
      refusedWith(await get('/users/auth/down'), 'auth.providers.failed');
    } finally {
      setAuthProviders(t.deps, [idp.settings('local'), idp.settings('other')]);
    }
  });

  it('refuses an unknown provider with a 404', async () => {
    expect((await get('/users/auth/nobody')).statusCode).toBe(404);
    expect((await get('/users/auth/nobody/callback?code=x&state=y')).statusCode).toBe(404);
  });
});

describe('signing in with the provider', () => {
  it('registers a new player by the registration rules, terms still to accept, signed in and linked', async () => {
    const subject = account({ given_name: 'Ada' });
    const { res, cookie } = await signInWith(subject);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const player = await playerOf(cookie);
    expect(player).toMatchObject({
      email: idp.accounts.get(subject)!.email,
      first_name: 'Ada',
      country: 'CA',
      currency: 'CAD',
      auth_fields_missed: ['terms_acceptance'],
    });
    expect(player.confirmed_at).not.toBeNull();
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, player.id));
    expect(user!.encryptedPassword).toBe(NO_PASSWORD);
    // No password matches a provider's player.
    expect((await signIn(t, player.email, NO_PASSWORD)).res.statusCode).toBe(422);
    const links = (await get('/api/auth_providers', cookie)).json();
    expect(links).toEqual([
      {
        id: links[0].id,
        type: 'local',
        active: true,
        uid: subject,
        social_network_account: player.email,
        confirmed_at: links[0].confirmed_at,
        removable: false,
      },
    ]);
    // The terms popup's answer completes the registration.
    const terms = await t.request({
      method: 'POST',
      url: '/api/auth_providers/update_details',
      cookie,
      payload: { user: { terms_acceptance: true } },
    });
    expect(terms.statusCode, terms.body).toBe(201);
    expect(terms.json().auth_fields_missed).toEqual([]);
    // The next sign-in finds the same player.
    const again = await signInWith(subject);
    expect((await playerOf(again.cookie)).id).toBe(player.id);
  });

  it('registers a player whose address the provider did not verify unconfirmed, and mails the link', async () => {
    const subject = account({ email_verified: false });
    const { cookie } = await signInWith(subject);
    const player = await playerOf(cookie);
    expect(player.email).toBe(idp.accounts.get(subject)!.email);
    expect(player.confirmed_at).toBeNull();
    expect((await latestMailTo(t, player.email))?.text).toContain('confirmation_token=');
  });

  it('refuses a provider that gives no e-mail address for a new player', async () => {
    const subject = account();
    idp.accounts.set(subject, {});
    refusedWith((await signInWith(subject)).res, 'auth.providers.no_email');
  });

  it("links a player's account when both the provider and Orbit vouch for the address", async () => {
    const p = await registerPlayer(t);
    await t.deps.db.update(users).set({ confirmedAt: t.clock.now }).where(eq(users.id, p.id));
    const { cookie } = await signInWith(account({ email: p.email.toUpperCase() }));
    expect((await playerOf(cookie)).id).toBe(p.id);
    const links = (await get('/api/auth_providers', cookie)).json();
    expect(links.map((l: { removable: boolean }) => l.removable)).toEqual([true]);
  });

  it('never takes over an account by an address one side has not verified, or one with 2FA', async () => {
    const unconfirmed = await registerPlayer(t);
    refusedWith((await signInWith(account({ email: unconfirmed.email }))).res, 'auth.providers.email_taken');

    const confirmed = await registerPlayer(t);
    await t.deps.db.update(users).set({ confirmedAt: t.clock.now }).where(eq(users.id, confirmed.id));
    const unverified = account({ email: confirmed.email, email_verified: false });
    refusedWith((await signInWith(unverified)).res, 'auth.providers.email_taken');

    const guarded = await registerPlayer(t);
    await t.deps.db.update(users).set({ confirmedAt: t.clock.now }).where(eq(users.id, guarded.id));
    await enableTwoFactor(t, guarded.cookie);
    refusedWith((await signInWith(account({ email: guarded.email }))).res, 'auth.providers.email_taken');

    const linked = await t.deps.db.select().from(authProviderLinks);
    for (const p of [unconfirmed, confirmed, guarded]) {
      expect(linked.filter((l) => l.userId === p.id)).toEqual([]);
    }
  });

  it('asks a linked player with 2FA for the code: the provider replaces the password, not the second factor', async () => {
    const p = await registerPlayer(t);
    const subject = account();
    // Linked while signed in, then 2FA turned on.
    const linking = await signInWith(subject, { cookie: p.cookie });
    expect(linking.res.headers.location).toBe('/');
    const secret = await enableTwoFactor(t, p.cookie);

    const { res, cookie } = await signInWith(subject);
    expect(res.headers.location).toBe('/login?second_factor=1');
    expect((await playerOf(cookie)).id).toBeUndefined();
    const code = await t.request({
      method: 'POST',
      url: '/api/users/sign_in',
      cookie,
      payload: { user: { otp_attempt: await otpCode(t, secret) } },
    });
    expect(code.statusCode).toBe(200);
    expect((await playerOf(cookiesOf(code))).id).toBe(p.id);
  });

  it('refuses a locked account and a restricted country', async () => {
    const locked = account();
    const first = await signInWith(locked);
    const id = (await playerOf(first.cookie)).id;
    await t.deps.db
      .update(users)
      .set({ lockedUntil: new Date(t.clock.now.getTime() + 60_000) })
      .where(eq(users.id, id));
    refusedWith((await signInWith(locked)).res, 'auth.locked');

    await t.deps.db.update(countries).set({ guestRestricted: true }).where(eq(countries.code, 'US'));
    try {
      const { flowCookie, callback } = await atProvider(account());
      const res = await get(callback, flowCookie, { 'x-country-code': 'US' });
      refusedWith(res, 'auth.providers.restricted');
    } finally {
      await t.deps.db.update(countries).set({ guestRestricted: false }).where(eq(countries.code, 'US'));
    }
  });
});

describe('hostile callbacks get a clear refusal and no session', () => {
  it('a forged state', async () => {
    const { flowCookie, callback } = await atProvider(account());
    const forged = callback.replace(/state=[^&]+/, 'state=forged');
    refusedWith(await get(forged, flowCookie), 'auth.providers.failed');
  });

  it('no flow cookie, or one tampered with', async () => {
    const { flowCookie, callback } = await atProvider(account());
    refusedWith(await get(callback), 'auth.providers.failed');
    const tampered = flowCookie.replace(/=(.)/, (_m, c: string) => `=${c === 'A' ? 'B' : 'A'}`);
    refusedWith(await get(callback, tampered), 'auth.providers.failed');
  });

  it('a replayed code (the same callback twice)', async () => {
    const { flowCookie, callback } = await atProvider(account());
    expect(sessionCookieOf(await get(callback, flowCookie))).toBeDefined();
    refusedWith(await get(callback, flowCookie), 'auth.providers.failed');
  });

  it('the same callback 20 times at once: one session, one player', async () => {
    const subject = account();
    const { flowCookie, callback } = await atProvider(subject);
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(callback, flowCookie)));
    expect(answers.filter((res) => sessionCookieOf(res)).length).toBe(1);
    const links = await t.deps.db
      .select()
      .from(authProviderLinks)
      .where(eq(authProviderLinks.subject, subject));
    expect(links.length).toBe(1);
  });

  it('a wrong nonce (a flow cookie sealed with another nonce)', async () => {
    const { flowCookie, callback } = await atProvider(account());
    const secret = await serverSecret(t.deps.db);
    const flow = openFlow(secret, flowCookie.split('=')[1], t.clock.now)!;
    const wrongNonce = `${FLOW_COOKIE}=${sealFlow(secret, { ...flow, nonce: 'another-nonce' })}`;
    refusedWith(await get(callback, wrongNonce), 'auth.providers.failed');
  });

  it("a mismatched issuer (the answer's iss), and one provider's answer at another's callback", async () => {
    const first = await atProvider(account());
    const otherIssuer = first.callback.replace(/iss=[^&]+/, `iss=${encodeURIComponent('https://evil.test')}`);
    expect(otherIssuer).not.toBe(first.callback);
    refusedWith(await get(otherIssuer, first.flowCookie), 'auth.providers.failed');

    const second = await atProvider(account());
    const mixedUp = second.callback.replace('/users/auth/local/', '/users/auth/other/');
    refusedWith(await get(mixedUp, second.flowCookie), 'auth.providers.failed');
  });

  it('an expired flow', async () => {
    const { flowCookie, callback } = await atProvider(account());
    t.clock.advance(11 * 60_000);
    refusedWith(await get(callback, flowCookie), 'auth.providers.failed');
  });
});

describe('linking and unlinking (GET and DELETE /api/auth_providers)', () => {
  it('links a provider to the signed-in player, refuses a subject linked to someone else', async () => {
    const p = await registerPlayer(t);
    const subject = account();
    await signInWith(subject, { cookie: p.cookie });
    const links = (await get('/api-fe/auth_providers', p.cookie)).json();
    expect(links.map((l: { type: string; uid: string }) => [l.type, l.uid])).toEqual([['local', subject]]);

    const other = await registerPlayer(t);
    refusedWith((await signInWith(subject, { cookie: other.cookie })).res, 'auth.providers.linked_elsewhere');
    expect((await get('/api/auth_providers', other.cookie)).json()).toEqual([]);
  });

  it('unlinks, but never the last way to sign in of a player without a password', async () => {
    const { cookie } = await signInWith(account());
    const [only] = (await get('/api/auth_providers', cookie)).json();
    const last = await t.request({ method: 'DELETE', url: `/api/auth_providers/${only.id}`, cookie });
    expect(last.statusCode).toBe(422);
    expect(last.json()).toEqual({ errors: { base: ['auth.providers.last_method'] } });

    const p = await registerPlayer(t);
    await signInWith(account(), { cookie: p.cookie });
    const [mine] = (await get('/api/auth_providers', p.cookie)).json();
    // Someone else's link is not found; a bad id is a 400; a guest a 401.
    expect(
      (await t.request({ method: 'DELETE', url: `/api/auth_providers/${mine.id}`, cookie })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'DELETE', url: '/api/auth_providers/abc', cookie })).statusCode).toBe(
      400,
    );
    expect((await t.request({ method: 'DELETE', url: `/api/auth_providers/${mine.id}` })).statusCode).toBe(
      401,
    );
    expect((await get('/api/auth_providers')).statusCode).toBe(401);
    const gone = await t.request({
      method: 'DELETE',
      url: `/api/auth_providers/${mine.id}`,
      cookie: p.cookie,
    });
    expect(gone.statusCode).toBe(204);
    expect((await get('/api/auth_providers', p.cookie)).json()).toEqual([]);
    // The password still signs in.
    expect((await signIn(t, p.email, TEST_PASSWORD)).res.statusCode).toBe(200);
  });

  it('two unlinks at once of a passwordless player with two links: one passes', async () => {
    const { cookie } = await signInWith(account());
    await signInWith(account(), { provider: 'other', cookie });
    const links = (await get('/api/auth_providers', cookie)).json();
    expect(links.map((l: { removable: boolean }) => l.removable)).toEqual([true, true]);
    const answers = await Promise.all(
      links.map((l: { id: number }) =>
        t.request({ method: 'DELETE', url: `/api/auth_providers/${l.id}`, cookie }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([204, 422]);
    expect((await get('/api/auth_providers', cookie)).json().length).toBe(1);
  });
});
