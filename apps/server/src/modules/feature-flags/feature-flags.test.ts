import { FEATURE_FLAG_COOKIE, type FeatureFlagList } from '@orbit/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configEntries } from '../../db/schema/index.ts';
import { cookiesOf, startTestApp, type TestApp } from '../../test/harness.ts';
import { pageFacts } from '../../web/page-facts.ts';
import { decodeSwitches, encodeSwitches } from './overrides.ts';
import { isOwnFlagsRead } from './service.ts';

/**
 * The feature-flag page's API: the flags (the operator's manage-promotion-pages and the ones the
 * client knows), a browser's own switches kept in a cookie and applied to that browser's reads of
 * the config (route and page render), never anyone else's; absent without the dev tools.
 */
let t: TestApp;
let production: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true, config: { devTools: true } });
  production = await startTestApp({ seed: true, config: { devTools: false } });
});
afterAll(async () => {
  await t?.close();
  await production?.close();
});

const flagsOf = (body: string) =>
  Object.fromEntries((JSON.parse(body) as FeatureFlagList).flags.map((f) => [f.name, f]));
const switchFlags = (flags: Record<string, unknown>, cookie?: string) =>
  t.request({
    method: 'PUT',
    url: '/api/dev/feature_flags',
    payload: { flags },
    ...(cookie ? { cookie } : {}),
  });
const promotionPages = async (app: TestApp, cookie?: string) =>
  (
    await app.request({
      method: 'GET',
      url: '/api/fe/config/manage-promotion-pages',
      ...(cookie ? { cookie } : {}),
    })
  ).json() as Record<string, boolean>;

describe('the feature flags', () => {
  it('list the operator’s flags and the client’s known ones, none switched', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dev/feature_flags' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const flags = flagsOf(res.body);
    expect(flags['rocket-chance']).toEqual({
      name: 'rocket-chance',
      operator: true,
      session: null,
      on: true,
    });
    expect(flags['high-roller']).toEqual({ name: 'high-roller', operator: false, session: null, on: false });
    // The test quest's flag is not in the operator's config: the client knows it.
    expect(flags.ffc).toEqual({ name: 'ffc', operator: false, session: null, on: false });
  });

  it('switch for this browser only: its reads of the config change, nobody else’s, the operator’s row stays', async () => {
    const before = await t.deps.db
      .select()
      .from(configEntries)
      .where(eq(configEntries.name, 'manage-promotion-pages'));
    const res = await switchFlags({ ffc: true, 'rocket-chance': false });
    expect(res.statusCode).toBe(200);
    const cookie = cookiesOf(res);
    expect(cookie).toBe(`${FEATURE_FLAG_COOKIE}=ffc:1|rocket-chance:0`);
    const set = res.cookies.find((c) => c.name === FEATURE_FLAG_COOKIE);
    expect(set?.httpOnly).toBe(true);
    // A session cookie: gone when the browser closes.
    expect(set?.maxAge).toBeUndefined();
    expect(flagsOf(res.body)['rocket-chance']).toEqual({
      name: 'rocket-chance',
      operator: true,
      session: false,
      on: false,
    });

    const mine = await promotionPages(t, cookie);
    expect(mine.ffc).toBe(true);
    expect(mine['rocket-chance']).toBe(false);
    expect(mine['mystic-jackpots']).toBe(true);
    const others = await promotionPages(t);
    expect(others.ffc).toBeUndefined();
    expect(others['rocket-chance']).toBe(true);
    const after = await t.deps.db
      .select()
      .from(configEntries)
      .where(eq(configEntries.name, 'manage-promotion-pages'));
    expect(after).toEqual(before);

    // The page render's own read of the config sees them too.
    const page = { cookies: { [FEATURE_FLAG_COOKIE]: 'ffc:1|rocket-chance:0' } } as unknown as FastifyRequest;
    const fact = await pageFacts(t.app, page).answerFor('GET', '/api/fe/config/manage-promotion-pages')?.();
    expect(JSON.parse(fact?.body.toString() ?? '{}')).toEqual(mine);
  });

  it('keep earlier switches, drop one with null, and forget them all with DELETE', async () => {
    const first = cookiesOf(await switchFlags({ ffc: true, 'high-roller': true }));
    const second = await switchFlags({ 'high-roller': null, 'mystic-jackpots': false }, first);
    expect(decodeSwitches(second.cookies[0]?.value)).toEqual({
      ffc: true,
      'mystic-jackpots': false,
    });
    const cleared = await t.request({
      method: 'DELETE',
      url: '/api/dev/feature_flags',
      cookie: cookiesOf(second),
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.cookies.find((c) => c.name === FEATURE_FLAG_COOKIE)?.value).toBe('');
    expect(Object.values(flagsOf(cleared.body)).every((flag) => flag.session === null)).toBe(true);
  });

  it('refuse hostile bodies with field errors and set nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ flags: { 'no-such-flag': true } }, 'flags.no-such-flag'],
      [{ flags: { 'Bad Name!': true } }, 'flags.Bad Name!'],
      [{ flags: { ffc: 'yes' } }, 'flags.ffc'],
      [{ flags: { ffc: true }, admin: true }, 'admin'],
      [{ flags: Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`flag-${i}`, true])) }, 'flags'],
      [{}, 'flags'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.request({
        method: 'PUT',
        url: '/api/dev/feature_flags',
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys((res.json() as { errors: Record<string, string[]> }).errors), field).toContain(
        field,
      );
      expect(res.cookies).toEqual([]);
    }
  });

  it('read a forged cookie safely: malformed pairs are dropped', async () => {
    expect(decodeSwitches('ffc:1|evil:<script>|rocket-chance:0|x:1:2|Bad:1')).toEqual({
      ffc: true,
      'rocket-chance': false,
    });
    expect(decodeSwitches('x'.repeat(3000))).toEqual({});
    expect(encodeSwitches({ ffc: true, 'rocket-chance': false })).toBe('ffc:1|rocket-chance:0');
    const pages = await promotionPages(t, `${FEATURE_FLAG_COOKIE}=garbage%7Cffc:1`);
    expect(pages.ffc).toBe(true);
  });

  it('keep a switched browser’s reads of the flags out of the page render’s shared catalogue cache', () => {
    const switched = { [FEATURE_FLAG_COOKIE]: 'rocket-chance:0' };
    const dev = { devTools: true };
    expect(isOwnFlagsRead(dev, switched, '/api/fe/config/manage-promotion-pages')).toBe(true);
    expect(isOwnFlagsRead(dev, switched, '/api-fe/config/manage-promotion-pages')).toBe(true);
    expect(isOwnFlagsRead(dev, switched, '/api/fe/config/banners-config')).toBe(false);
    expect(isOwnFlagsRead(dev, {}, '/api/fe/config/manage-promotion-pages')).toBe(false);
    expect(
      isOwnFlagsRead(dev, { [FEATURE_FLAG_COOKIE]: 'garbage' }, '/api/fe/config/manage-promotion-pages'),
    ).toBe(false);
    expect(isOwnFlagsRead({ devTools: false }, switched, '/api/fe/config/manage-promotion-pages')).toBe(
      false,
    );
  });

  it('do not exist without the dev tools, and the cookie changes nothing there', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await production.request({
        method,
        url: '/api/dev/feature_flags',
        ...(method === 'PUT' ? { payload: { flags: { ffc: true } } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
    const pages = await promotionPages(production, `${FEATURE_FLAG_COOKIE}=ffc:1|rocket-chance:0`);
    expect(pages.ffc).toBeUndefined();
    expect(pages['rocket-chance']).toBe(true);
  });
});
