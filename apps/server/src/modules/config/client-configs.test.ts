import type { OperatorRole } from '@orbit/contract';
import {
  BettingConfigObject,
  BettingHosts,
  CLIENT_CONFIG_NAMES,
  CONFIG_NAMES,
  CONFIG_SCHEMAS,
  type ConfigName,
} from '@orbit/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { findConfigValue, upsertConfigValue } from './repository.ts';

/**
 * Both client generations' config paths (spec `/api/fe/config/*`, newer `/api-fe/config/*`), the
 * newer client's configs, `betting-config` in each family's shape, and the operator's writes.
 */
let t: TestApp;
const FAMILIES = ['/api/fe/config', '/api-fe/config'] as const;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t?.close());

const get = (url: string) => t.request({ method: 'GET', url });
const put = async (name: string, payload: unknown, role: OperatorRole | null = 'owner') =>
  t.request({
    method: 'PUT',
    url: `/api/operator/config/${name}`,
    headers: {
      'content-type': 'application/json',
      ...(role === null ? {} : { cookie: await operatorCookie(t, role) }),
    },
    payload: JSON.stringify(payload),
  });

describe('both path families', () => {
  it('serve every config, each following its contract schema', async () => {
    for (const base of FAMILIES) {
      for (const name of CONFIG_NAMES) {
        const res = await get(`${base}/${name}`);
        expect(res.statusCode, `${base}/${name}`).toBe(200);
        const parsed = CONFIG_SCHEMAS[name].safeParse(res.json());
        expect(parsed.success, `${base}/${name}: ${parsed.error?.message}`).toBe(true);
      }
    }
  });

  it('serve the same value on both paths (betting-config aside)', async () => {
    for (const name of CONFIG_NAMES.filter((n) => n !== 'betting-config')) {
      const [spec, fe] = await Promise.all(FAMILIES.map((base) => get(`${base}/${name}`)));
      expect(fe?.body, name).toBe(spec?.body);
    }
  });

  it('answer unknown names and the server’s own settings with a JSON 404 on both paths', async () => {
    for (const base of FAMILIES) {
      for (const name of [
        'nope',
        'player_fields',
        'project',
        'managers',
        'Cashbox-Presets',
        'x'.repeat(100),
      ]) {
        const res = await get(`${base}/${name}`);
        expect(res.statusCode, `${base}/${name}`).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json().error).toBe('not_found');
      }
      // Longer than any name: refused before the handler.
      expect((await get(`${base}/${'x'.repeat(101)}`)).statusCode).toBe(414);
    }
  });

  it('answer the VIP manager on both paths', async () => {
    for (const base of FAMILIES) {
      const res = await t.request({
        method: 'POST',
        url: `${base}/managers`,
        payload: { userGroups: [259] },
      });
      expect(res.statusCode, base).toBe(200);
      expect(res.json().managerName).toBe('Chloé Tremblay');
    }
  });
});

describe('the newer client’s configs', () => {
  it('are all seeded with demo content', async () => {
    for (const name of CLIENT_CONFIG_NAMES) {
      const value = (await get(`/api-fe/config/${name}`)).json();
      expect(Object.keys(value).length, name).toBeGreaterThan(0);
    }
  });

  it('carry realistic values a client can use', async () => {
    const value = async (name: ConfigName) => (await get(`/api-fe/config/${name}`)).json();
    expect((await value('cashbox-presets')).EUR).toEqual({
      amounts_cents: [2000, 5000, 10000, 20000, 50000],
      popular_cents: 10000,
    });
    expect((await value('cashbox-presets')).BTC.amounts_cents).toEqual([50000, 100000, 500000, 1000000]);
    const limits = await value('limits-config');
    expect(limits.deposit.CAD).toEqual([10000, 25000, 50000, 100000]);
    expect(limits.session_minutes).toEqual([30, 60, 120, 240]);
    expect((await value('games-aliases-config'))['/play/scarab-mirage']).toBe('velvet-lantern/scarab-mirage');
    const footer = await value('footer-payments-config');
    expect(footer.licences.EE.map((logo: { id: string }) => logo.id)).toEqual([
      'visa',
      'mastercard',
      'trustly',
      'swedbank',
      'seb',
      'lhv',
    ]);
    expect((await value('welcome-offer-config')).currencies.EUR).toEqual({
      min_deposit_cents: 2000,
      max_bonus_cents: 50000,
    });
  });

  it('alias only games of the demo catalogue', async () => {
    const aliases: Record<string, string> = (await get('/api-fe/config/games-aliases-config')).json();
    const identifiers = Object.values(aliases);
    const found = await t.deps.db
      .select({ identifier: games.identifier })
      .from(games)
      .where(inArray(games.identifier, identifiers));
    expect(found.map((row) => row.identifier).sort()).toEqual([...identifiers].sort());
  });
});

describe('betting-config', () => {
  it('answers the spec’s client a list of hostnames and the newer client an object', async () => {
    const spec = (await get('/api/fe/config/betting-config')).json();
    expect(BettingHosts.parse(spec)).toEqual(['sport.orbit.localhost', 'bet.orbit.localhost']);
    const fe = (await get('/api-fe/config/betting-config')).json();
    expect(fe).toEqual({
      hosts: ['sport.orbit.localhost', 'bet.orbit.localhost'],
      bonusTypesMap: { freebet: 'freebets', odds_boost: 'odds_boosts', bet_refund: 'bet_refunds' },
    });
  });

  it('serves both shapes from a stored list, and keeps the newer object’s other keys', async () => {
    const before = await findConfigValue(t.deps.db, 'betting-config');
    try {
      await upsertConfigValue(t.deps.db, 'betting-config', ['sb.example.test'], t.clock.now);
      expect((await get('/api/fe/config/betting-config')).json()).toEqual(['sb.example.test']);
      expect((await get('/api-fe/config/betting-config')).json()).toEqual({
        hosts: ['sb.example.test'],
        bonusTypesMap: {},
      });

      const open = { hosts: ['sb.example.test'], bonusTypesMap: { freebet: 'freebets' }, theme: 'dark' };
      await upsertConfigValue(t.deps.db, 'betting-config', open, t.clock.now);
      expect((await get('/api/fe/config/betting-config')).json()).toEqual(['sb.example.test']);
      expect((await get('/api-fe/config/betting-config')).json()).toEqual(open);
      expect(BettingConfigObject.safeParse(open).success).toBe(true);
    } finally {
      await upsertConfigValue(t.deps.db, 'betting-config', before, t.clock.now);
    }
  });
});

describe('PUT /api/operator/config/{name}', () => {
  it('takes a signed-in operator whose role may change content only', async () => {
    const limits = (await get('/api-fe/config/limits-config')).json();
    expect((await put('limits-config', limits, null)).statusCode).toBe(401);
    const wrong = await put('limits-config', limits, 'support');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe('forbidden');
  });

  it('replaces a config, served at once on both paths', async () => {
    const before = await findConfigValue(t.deps.db, 'cashbox-presets');
    try {
      const presets = {
        EUR: { amounts_cents: [1000, 2500] },
        CAD: { amounts_cents: [1500], popular_cents: 1500 },
      };
      const res = await put('cashbox-presets', presets);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(presets);
      for (const base of FAMILIES) expect((await get(`${base}/cashbox-presets`)).json()).toEqual(presets);
    } finally {
      await upsertConfigValue(t.deps.db, 'cashbox-presets', before, t.clock.now);
    }
  });

  it('refuses a value its schema refuses with the fields’ errors, and keeps the stored one', async () => {
    const before = await findConfigValue(t.deps.db, 'cashbox-presets');
    const descending = await put('cashbox-presets', { EUR: { amounts_cents: [5000, 1000] } });
    expect(descending.statusCode).toBe(422);
    expect(descending.json()).toEqual({ errors: { 'EUR.amounts_cents': ['validation.not_ascending'] } });

    const fractions = await put('cashbox-presets', {
      EUR: { amounts_cents: [10.5] },
      eur: { amounts_cents: [1] },
    });
    expect(fractions.statusCode).toBe(422);
    expect(Object.keys(fractions.json().errors).sort()).toEqual(['EUR.amounts_cents.0', 'eur']);

    // An alias may not lead to another site, nor be any other path than /play/{alias}.
    const hostile = await put('games-aliases-config', {
      '/play/x': '//evil.example/steal',
      '/deposit': 'velvet-lantern/scarab-mirage',
    });
    expect(hostile.statusCode).toBe(422);
    expect(hostile.json().errors).toEqual({
      '/play/x': ['validation.invalid_format'],
      '/deposit': ['validation.invalid'],
    });

    const limits = await put('limits-config', { deposit: {}, loss: {}, session_minutes: [] });
    expect(limits.json()).toEqual({
      errors: { wager: ['validation.required'], session_minutes: ['validation.too_short'] },
    });

    const betting = await put('betting-config', { hosts: 'sport.example' });
    expect(betting.statusCode).toBe(422);
    expect((await put('main-widget-config', null)).statusCode).toBe(422);
    expect(await findConfigValue(t.deps.db, 'cashbox-presets')).toEqual(before);
  });

  it('answers a name that is no public config with a 404', async () => {
    for (const name of ['nope', 'player_fields', 'managers']) {
      const res = await put(name, { anything: true });
      expect(res.statusCode, name).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
    expect(await findConfigValue(t.deps.db, 'nope')).toBeUndefined();
  });

  it('takes 20 writes at once: each answered, one of them stored whole', async () => {
    const before = await findConfigValue(t.deps.db, 'games-aliases-config');
    try {
      const values = Array.from({ length: 20 }, (_, i) => ({
        [`/play/race-${i}`]: `velvet-lantern/game-${i}`,
      }));
      const answers = await Promise.all(values.map((value) => put('games-aliases-config', value)));
      expect(answers.map((a) => a.statusCode)).toEqual(values.map(() => 200));
      expect(values).toContainEqual(await findConfigValue(t.deps.db, 'games-aliases-config'));
    } finally {
      await upsertConfigValue(t.deps.db, 'games-aliases-config', before, t.clock.now);
    }
  });
});
