import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import type { OperatorRole } from '@orbit/contract';
import { type AffiliateReport, UTM_VALUE_MAX_LENGTH } from '@orbit/contract';
import { asc, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configEntries, firstDeposits, playerAffiliates, playerUtm } from '../../db/schema/index.ts';
import { FRONTEND_CONFIG } from '../../db/seed/config/frontend.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { registerPlayer, registrationBody, signIn } from '../../test/players.ts';
import { INTERNAL_CONFIG } from '../config/service.ts';
import { deposit } from '../lotteries/test-support.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { resolveSession } from '../sessions/http.ts';
import { resolveSite } from '../sites/http.ts';
import { uid } from '../wallet/test-support.ts';
import { STAG_COOKIE, tagVisitor, UTM_COOKIE } from './http.ts';
import { encodeUtmCookie } from './tags.ts';

/**
 * Affiliates and UTM through the API and the page hook: the tag cookie's rules (link, search
 * engine, default; last click wins; lifetime), UTM keys kept and recorded once, the tag and keys
 * recorded at registration, promotions hidden for excluded tags, and the operator's report.
 */
let t: TestApp;
let pages: FastifyInstance;
const DAY_SECONDS = 24 * 60 * 60;
/** Past the 30 s the affiliate settings are remembered. */
const PAST_MEMO_MS = 31_000;

/**
 * The page pipeline of the `web` role around `tagVisitor` (ssr.ts calls it before rendering): the
 * same site, country and session hooks; the "render" answers the cookies its API calls would carry.
 */
async function pageServer(app: TestApp) {
  const web = Fastify();
  web.decorate('deps', app.deps);
  web.decorateRequest('session', null);
  web.decorateRequest('user', null);
  web.decorateRequest('country', '');
  await web.register(cookie);
  web.addHook('onRequest', async (request) => {
    await resolveSite(request);
    await resolveSession(request);
  });
  web.get('/*', async (request, reply) => {
    await tagVisitor(request, reply);
    return { renderCookies: request.headers.cookie ?? '' };
  });
  await web.ready();
  return web;
}

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  pages = await pageServer(t);
});
afterAll(async () => {
  await pages?.close();
  await t?.close();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  pages.inject({ method: 'GET', url, headers });

const setCookie = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);

/** Stores a config row as an operator would, and lets the remembered one expire. */
const setConfig = async (name: string, value: unknown) => {
  await t.deps.db
    .insert(configEntries)
    .values({ name, value, updatedAt: t.clock.now })
    .onConflictDoUpdate({ target: configEntries.name, set: { value } });
  t.clock.advance(PAST_MEMO_MS);
};
const setAffiliateConfig = (value: unknown) => setConfig(INTERNAL_CONFIG.affiliates, value);

const utmOf = async (userId: number) =>
  (await t.deps.db.select().from(playerUtm).where(eq(playerUtm.userId, userId)))[0];
const stagOfPlayer = async (userId: number) =>
  (await t.deps.db.select().from(playerAffiliates).where(eq(playerAffiliates.userId, userId)))[0]?.stag;

describe('the tag cookie of a page', () => {
  it('keeps a link’s stag for 30 days, server-side only, and the page’s own render already carries it', async () => {
    const res = await page('/?stag=122_spring', { cookie: 'other=1' });
    const stag = setCookie(res, STAG_COOKIE);
    expect(stag).toEqual({
      name: STAG_COOKIE,
      value: '122_spring',
      path: '/',
      maxAge: 30 * DAY_SECONDS,
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(res.json().renderCookies).toBe(`other=1; ${STAG_COOKIE}=122_spring`);
  });

  it('last click wins: a new link replaces the tag; a search visit or a direct one does not', async () => {
    const replaced = await page('/pokies/all?stag=377_summer', { cookie: `${STAG_COOKIE}=122_spring` });
    expect(setCookie(replaced, STAG_COOKIE)?.value).toBe('377_summer');
    expect(replaced.json().renderCookies).toBe(`${STAG_COOKIE}=377_summer`);
    const search = await page('/', {
      cookie: `${STAG_COOKIE}=377_summer`,
      referer: 'https://www.google.com/',
    });
    expect(setCookie(search, STAG_COOKIE)).toBeUndefined();
    expect((await page('/', { cookie: `${STAG_COOKIE}=377_summer` })).cookies).toEqual([]);
  });

  it('a direct visit without a tag sets none (the default is decided at registration)', async () => {
    expect((await page('/')).cookies).toEqual([]);
    expect((await page('/', { referer: 'https://affiliate-review.example/best' })).cookies).toEqual([]);
  });

  it('ignores hostile tags, which then leave the cookie as it was', async () => {
    const hostile = [
      `?stag=${'a'.repeat(65)}`,
      '?stag=%3Cscript%3E',
      '?stag=122%0d%0aSet-Cookie:%20x=1',
      '?stag=122;%20Domain=evil.example',
      '?stag=a&stag=b',
      '?stag=',
    ];
    for (const query of hostile) {
      const res = await page(`/${query}`, { cookie: `${STAG_COOKIE}=122_spring` });
      expect(res.statusCode, query).toBe(200);
      expect(setCookie(res, STAG_COOKIE), query).toBeUndefined();
      expect(res.json().renderCookies, query).toBe(`${STAG_COOKIE}=122_spring`);
    }
  });

  it('a search engine’s visitor without a tag gets the mapping’s (page, then country) or affiliate 241', async () => {
    const tagged = async (path: string, referer: string, country = 'CA') =>
      setCookie(await page(path, { referer, 'x-country-code': country }), STAG_COOKIE)?.value;
    // `pages` first: the landing page, a locale prefix ignored.
    expect(await tagged('/', 'https://www.google.com/')).toBe('241_google_home');
    expect(await tagged('/de', 'https://www.google.de/')).toBe('241_google_home');
    expect(await tagged('/', 'https://chatgpt.com/')).toBe('241_ai_home');
    // Then `countries`.
    expect(await tagged('/tournaments', 'https://www.google.ca/', 'CA')).toBe('241_ca_google');
    expect(await tagged('/tournaments', 'https://search.yahoo.com/', 'CA')).toBe('241_ca_yahoo');
    // No mapping, or an engine the config has no key for: the search default.
    expect(await tagged('/tournaments', 'https://www.bing.com/', 'NZ')).toBe('241');
    expect(await tagged('/', 'https://duckduckgo.com/', 'CA')).toBe('241');
    // A broken cookie counts as none.
    const broken = await page('/', { referer: 'https://www.bing.com/', cookie: `${STAG_COOKIE}=%3Cx%3E` });
    expect(setCookie(broken, STAG_COOKIE)?.value).toBe('241_bing_home');
  });

  it('follows the operator’s settings: lifetime and the search default', async () => {
    await setAffiliateConfig({ cookie_days: 7, search_stag: '500_seo' });
    try {
      const res = await page('/tournaments', { referer: 'https://www.bing.com/', 'x-country-code': 'NZ' });
      expect(setCookie(res, STAG_COOKIE)).toMatchObject({ value: '500_seo', maxAge: 7 * DAY_SECONDS });
    } finally {
      await setAffiliateConfig({});
    }
  });

  it('keeps a link’s UTM keys for a guest, and records them for a signed-in player', async () => {
    const guest = await page('/?utm_source=newsletter&utm_campaign=spring&utm_medium=&gclid=x');
    const kept = setCookie(guest, UTM_COOKIE);
    expect(kept?.value).toBe(encodeUtmCookie({ utm_source: 'newsletter', utm_campaign: 'spring' }));
    expect(kept?.maxAge).toBe(30 * DAY_SECONDS);

    const p = await registerPlayer(t);
    const signedIn = await page('/?utm_source=retarget&sub_id=77', { cookie: p.cookie });
    expect(setCookie(signedIn, UTM_COOKIE)).toBeUndefined();
    expect(await utmOf(p.id)).toMatchObject({ utmSource: 'retarget', subId: '77', utmCampaign: null });
  });
});

const utmCall = (url: string, payload: unknown, cookieHeader?: string) =>
  t.request({ method: 'POST', url, payload: payload as object, cookie: cookieHeader });

describe('POST /log_utm_set', () => {
  it('keeps the keys in the visitor’s cookie, on both path families', async () => {
    for (const url of ['/log_utm_set', '/api-fe/log_utm_set']) {
      const res = await utmCall(url, { utmMetrics: { utm_source: 'google', utm_term: 'live casino' } });
      expect(res.statusCode, url).toBe(204);
      expect(setCookie(res, UTM_COOKIE)?.value).toBe(
        encodeUtmCookie({ utm_source: 'google', utm_term: 'live casino' }),
      );
    }
  });

  it('sets nothing when no key has a value', async () => {
    const res = await utmCall('/log_utm_set', { utmMetrics: { utm_source: '', utm_medium: null } });
    expect(res.statusCode).toBe(204);
    expect(res.cookies).toEqual([]);
  });

  it('refuses hostile bodies with field errors and keeps nothing', async () => {
    const bad: Array<[unknown, Record<string, string[]>]> = [
      [{}, { utmMetrics: ['validation.required'] }],
      [{ utmMetrics: 'x' }, { utmMetrics: ['validation.invalid_type'] }],
      [
        { utmMetrics: { utm_source: 'x'.repeat(UTM_VALUE_MAX_LENGTH + 1) } },
        { 'utmMetrics.utm_source': ['validation.too_long'] },
      ],
      [
        { utmMetrics: { utm_source: 'a\u0007b' } },
        { 'utmMetrics.utm_source': ['validation.invalid_characters'] },
      ],
      [{ utmMetrics: { utm_source: 5 } }, { 'utmMetrics.utm_source': ['validation.invalid_type'] }],
      [{ utmMetrics: { utm_source: 'x', gclid: 'y' } }, { 'utmMetrics.gclid': ['validation.unknown_field'] }],
      [{ utmMetrics: {}, stag: '122' }, { stag: ['validation.unknown_field'] }],
    ];
    for (const [body, errors] of bad) {
      const res = await utmCall('/api-fe/log_utm_set', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json(), JSON.stringify(body)).toEqual({ errors });
      expect(res.cookies).toEqual([]);
    }
    const nul = await utmCall('/log_utm_set', { utmMetrics: { utm_source: 'a\u0000b' } });
    expect(nul.statusCode).toBe(422);
    const csrf = await t.app.inject({ method: 'POST', url: '/log_utm_set', payload: { utmMetrics: {} } });
    expect(csrf.statusCode).toBe(403);
  });
});

describe('POST /log_utm_send', () => {
  it('is for signed-in players only', async () => {
    for (const url of ['/log_utm_send', '/api-fe/log_utm_send']) {
      const res = await utmCall(url, { utmMetrics: { utm_source: 'x' } });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('records the body’s keys once: the first recorded stay, on both path families', async () => {
    const p = await registerPlayer(t);
    expect(await utmOf(p.id)).toBeUndefined();
    const first = await utmCall(
      '/log_utm_send',
      { utmMetrics: { utm_source: 'mail', utm_medium: 'email' } },
      p.cookie,
    );
    expect(first.statusCode).toBe(204);
    const again = await utmCall('/api-fe/log_utm_send', { utmMetrics: { utm_source: 'other' } }, p.cookie);
    expect(again.statusCode).toBe(204);
    expect(await utmOf(p.id)).toMatchObject({ utmSource: 'mail', utmMedium: 'email', utmTerm: null });
  });

  it('without keys in the body, records the kept ones and forgets the cookie', async () => {
    const p = await registerPlayer(t);
    const kept = `${UTM_COOKIE}=${encodeUtmCookie({ utm_campaign: 'autumn', sub_id: 's-9' })}`;
    const res = await utmCall('/log_utm_send', { utmMetrics: { utm_source: null } }, `${p.cookie}; ${kept}`);
    expect(res.statusCode).toBe(204);
    expect(setCookie(res, UTM_COOKIE)?.maxAge).toBe(0);
    expect(await utmOf(p.id)).toMatchObject({ utmCampaign: 'autumn', subId: 's-9', utmSource: null });
  });

  it('sent 20 times at once records one set of keys', async () => {
    const p = await registerPlayer(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        utmCall('/log_utm_send', { utmMetrics: { utm_source: `source-${i}` } }, p.cookie),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(204));
    const rows = await t.deps.db.select().from(playerUtm).where(eq(playerUtm.userId, p.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.utmSource).toMatch(/^source-\d+$/);
  });

  it('refuses bad bodies with field errors and records nothing', async () => {
    const p = await registerPlayer(t);
    const res = await utmCall('/log_utm_send', { utmMetrics: { utm_source: 'ok', utm_x: 'y' } }, p.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { 'utmMetrics.utm_x': ['validation.unknown_field'] } });
    expect(await utmOf(p.id)).toBeUndefined();
  });
});

describe('registration', () => {
  it('records the visitor’s tag and UTM keys with the player', async () => {
    const utm = encodeUtmCookie({ utm_source: 'newsletter', utm_content: 'banner-a' });
    const p = await registerPlayer(t, {}, { cookie: `${STAG_COOKIE}=377_partner; ${UTM_COOKIE}=${utm}` });
    expect(await stagOfPlayer(p.id)).toBe('377_partner');
    expect(await utmOf(p.id)).toMatchObject({ utmSource: 'newsletter', utmContent: 'banner-a', subId: null });
  });

  it('records the default affiliate without a tag or with a forged one, and no UTM keys', async () => {
    const plain = await registerPlayer(t);
    expect(await stagOfPlayer(plain.id)).toBe('122');
    expect(await utmOf(plain.id)).toBeUndefined();
    const forged = await registerPlayer(t, {}, { cookie: `${STAG_COOKIE}=%3Cscript%3E; ${UTM_COOKIE}=%%%` });
    expect(await stagOfPlayer(forged.id)).toBe('122');
    expect(await utmOf(forged.id)).toBeUndefined();
  });

  it('the default affiliate is the operator’s setting', async () => {
    await setAffiliateConfig({ default_stag: '900_house' });
    try {
      const p = await registerPlayer(t);
      expect(await stagOfPlayer(p.id)).toBe('900_house');
    } finally {
      await setAffiliateConfig({});
    }
  });

  it('a refused registration records nothing', async () => {
    const taken = await registerPlayer(t);
    const tag = uid('refused').replace(/-/g, '_');
    const res = await t.request({
      method: 'POST',
      url: '/api/users',
      cookie: `${STAG_COOKIE}=${tag}`,
      payload: registrationBody({ email: taken.email }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['validation.email_taken']);
    expect(await t.deps.db.select().from(playerAffiliates).where(eq(playerAffiliates.stag, tag))).toEqual([]);
  });
});

describe('excluded-promo-stags', () => {
  const registrationOffers = (cookieHeader?: string) =>
    t.request({ method: 'GET', url: '/api/bonuses/registration?locale=en', cookie: cookieHeader });
  const depositOffers = (cookieHeader: string) =>
    t.request({ method: 'GET', url: '/api/bonuses/deposit', cookie: cookieHeader });

  it('hides a guest’s sign-up offers when their tag is excluded (the seed excludes 122_noemail)', async () => {
    const shown = (await registrationOffers(`${STAG_COOKIE}=122_spring`)).json();
    expect(shown.length).toBeGreaterThan(0);
    expect((await registrationOffers()).json()).toEqual(shown);
    const hidden = await registrationOffers(`${STAG_COOKIE}=122_noemail`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual([]);
  });

  it('hides a player’s deposit offers by the tag they registered with, whatever cookie they carry later', async () => {
    const excluded = await registerPlayer(t, {}, { cookie: `${STAG_COOKIE}=241_partner_blocked` });
    const other = await registerPlayer(t, {}, { cookie: `${STAG_COOKIE}=377_partner` });
    expect((await depositOffers(excluded.cookie)).json()).toEqual([]);
    expect((await depositOffers(`${excluded.cookie}; ${STAG_COOKIE}=377_partner`)).json()).toEqual([]);
    expect((await depositOffers(other.cookie)).json().length).toBeGreaterThan(0);
    expect(
      (await depositOffers(`${other.cookie}; ${STAG_COOKIE}=122_noemail`)).json().length,
    ).toBeGreaterThan(0);
  });

  it('follows the operator’s list', async () => {
    await setConfig('excluded-promo-stags', ['122']);
    try {
      // The default affiliate's visitors (no tag) are excluded now.
      expect((await registrationOffers()).json()).toEqual([]);
      expect((await registrationOffers(`${STAG_COOKIE}=377_partner`)).json().length).toBeGreaterThan(0);
    } finally {
      await setConfig('excluded-promo-stags', FRONTEND_CONFIG['excluded-promo-stags']);
    }
  });
});

describe('GET /api/operator/reports/affiliates', () => {
  const report = async (query: string, role: OperatorRole | null = 'owner') =>
    t.request({
      method: 'GET',
      url: `/api/operator/reports/affiliates${query}`,
      headers: role === null ? {} : { cookie: await operatorCookie(t, role) },
    });
  const rowOf = (body: AffiliateReport, stag: string) => body.rows.find((row) => row.stag === stag);
  const day = (date: Date) => date.toISOString().slice(0, 10);

  it('counts a period’s registrations and first deposits per tag, amounts per currency', async () => {
    const [a, b] = [uid('aff').replace(/-/g, '_'), uid('aff').replace(/-/g, '_')];
    const from = t.clock.now.toISOString();
    const a1 = await registerPlayer(t, {}, { cookie: `${STAG_COOKIE}=${a}` });
    const a2 = await registerPlayer(t, {}, { cookie: `${STAG_COOKIE}=${a}` });
    await registerPlayer(t, {}, { cookie: `${STAG_COOKIE}=${b}` });
    await registerPlayer(t, {}, { cookie: `${STAG_COOKIE}=${a}` });
    // a1's first deposit counts, not its second; a2 deposits in EUR; two notices credit once.
    await deposit(t, a1, 5_000, 'CAD', 2);
    await deposit(t, a1, 9_000, 'CAD');
    await t.request({
      method: 'POST',
      url: '/api/player/accounts',
      cookie: a2.cookie,
      payload: { currency: 'EUR' },
    });
    await deposit(t, a2, 2_500, 'EUR');
    t.clock.advance(1_000);

    const res = await report(
      `?from=${encodeURIComponent(from)}&to=${encodeURIComponent(t.clock.now.toISOString())}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as AffiliateReport;
    expect(rowOf(body, a)).toEqual({
      stag: a,
      registrations: 3,
      first_deposits: 2,
      first_deposit_amounts: [
        { currency: 'CAD', count: 1, amount_cents: 5_000 },
        { currency: 'EUR', count: 1, amount_cents: 2_500 },
      ],
    });
    expect(rowOf(body, b)).toEqual({
      stag: b,
      registrations: 1,
      first_deposits: 0,
      first_deposit_amounts: [],
    });

    // Days: both included.
    const days = (await report(`?from=${day(t.clock.now)}&to=${day(t.clock.now)}`)).json() as AffiliateReport;
    expect(rowOf(days, a)?.registrations).toBe(3);
    expect(days.to).toBe(
      new Date(Date.parse(`${day(t.clock.now)}T00:00:00Z`) + DAY_SECONDS * 1000).toISOString(),
    );
    // Before it all: nothing of these tags.
    const before = (await report(`?from=2020-01-01&to=2020-01-31`)).json() as AffiliateReport;
    expect(rowOf(before, a)).toBeUndefined();
  });

  it('a first deposit counts in its own period, whenever the player registered', async () => {
    const tag = uid('late').replace(/-/g, '_');
    const p = await registerPlayer(t, {}, { cookie: `${STAG_COOKIE}=${tag}` });
    t.clock.advance(3 * DAY_SECONDS * 1000);
    const from = t.clock.now.toISOString();
    const { cookie: later } = await signIn(t, p.email);
    await deposit(t, { cookie: later }, 7_700);
    t.clock.advance(1_000);
    const res = await report(
      `?from=${encodeURIComponent(from)}&to=${encodeURIComponent(t.clock.now.toISOString())}`,
    );
    expect(rowOf(res.json(), tag)).toEqual({
      stag: tag,
      registrations: 0,
      first_deposits: 1,
      first_deposit_amounts: [{ currency: 'CAD', count: 1, amount_cents: 7_700 }],
    });
  });

  it('is the operator’s: 401 without the key, 403 with a wrong one', async () => {
    expect((await report('?from=2025-01-01&to=2025-01-31', null)).statusCode).toBe(401);
    expect((await report('?from=2025-01-01&to=2025-01-31', 'support')).statusCode).toBe(403);
  });

  it('refuses a bad period with a 400 and field errors', async () => {
    const bad: Array<[string, Record<string, string[]>]> = [
      ['', { from: ['validation.required'], to: ['validation.required'] }],
      ['?from=2025-01-01', { to: ['validation.required'] }],
      ['?from=yesterday&to=2025-01-31', { from: ['validation.invalid_format'] }],
      ['?from=2025-02-30&to=2025-03-01', { from: ['validation.invalid_format'] }],
      ['?from=2025-02-01&to=2025-01-31', { to: ['validation.invalid_value'] }],
      ['?from=2025-01-01T10:00:00Z&to=2025-01-01T10:00:00Z', { to: ['validation.invalid_value'] }],
      ['?from=2025-01-01&to=2025-01-31&stag=x', { stag: ['validation.unknown_field'] }],
      [`?from=${'2'.repeat(60)}&to=2025-01-31`, { from: ['validation.invalid_format'] }],
    ];
    for (const [query, errors] of bad) {
      const res = await report(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ error: 'bad_request', errors });
    }
  });

  it('the migration finds, for players who deposited before it, the first deposits the wallet notes', async () => {
    const migration = readFileSync(join(import.meta.dirname, '../../../drizzle/0029_affiliates.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    const noted = () =>
      t.deps.db
        .select({
          userId: firstDeposits.userId,
          paymentId: firstDeposits.paymentId,
          currency: firstDeposits.currency,
          amountCents: firstDeposits.amountCents,
        })
        .from(firstDeposits)
        .orderBy(asc(firstDeposits.userId));
    const before = await noted();
    expect(before.length).toBeGreaterThanOrEqual(3);
    await t.deps.db.delete(firstDeposits);
    await t.deps.db.execute(sql.raw(backfill));
    expect(await noted()).toEqual(before);
  });
});
