import { type CurrencyInfo, PlayerFieldsInfo, ProjectInfo } from '@orbit/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configEntries, countries } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

describe('GET /api/info/player_fields', () => {
  it('serves the fields and contexts, with countries, currencies and minimum ages from their tables', async () => {
    const res = await get('/api/info/player_fields');
    expect(res.statusCode).toBe(200);
    const info = PlayerFieldsInfo.parse(res.json());
    expect(info.contexts.registration).toEqual([
      'email',
      'password',
      'currency',
      'country',
      'receive_promos',
      'terms_acceptance',
    ]);
    expect(info.contexts.evolution).toEqual(['first_name', 'last_name', 'date_of_birth']);
    const field = (name: string) => info.fields.find((f) => f.field === name);
    expect(field('date_of_birth')).toMatchObject({
      once_set: true,
      age: { min: { default: 18, EE: 21, GR: 21 } },
    });
    expect(field('country')?.inclusion?.in).toContain('CA');
    expect(field('currency')?.inclusion?.in).toEqual(expect.arrayContaining(['EUR', 'CAD', 'BTC', 'USDT']));
    expect(field('currency')?.inclusion?.in).not.toContain('GBP');
  });

  it('follows an operator edit of the countries table', async () => {
    await t.deps.db.update(countries).set({ minAge: 21 }).where(eq(countries.code, 'US'));
    const info = PlayerFieldsInfo.parse((await get('/api/info/player_fields')).json());
    expect(info.fields.find((f) => f.field === 'date_of_birth')?.age?.min.US).toBe(21);
    await t.deps.db.update(countries).set({ minAge: 18 }).where(eq(countries.code, 'US'));
  });

  it('falls back to the shipped fields when the operator row is malformed', async () => {
    const [row] = await t.deps.db.select().from(configEntries).where(eq(configEntries.name, 'player_fields'));
    await t.deps.db
      .update(configEntries)
      .set({ value: { fields: 'oops' } })
      .where(eq(configEntries.name, 'player_fields'));
    const res = await get('/api/info/player_fields');
    expect(res.statusCode).toBe(200);
    expect(res.json().contexts.deposit).toContain('postal_code');
    await t.deps.db
      .update(configEntries)
      .set({ value: row!.value })
      .where(eq(configEntries.name, 'player_fields'));
  });
});

describe('GET /api/info/statuses', () => {
  it('lists levels in order, then groups, with writable flags and comp-point bands', async () => {
    const body = (await get('/api/info/statuses')).json() as Array<{
      id: string;
      name: string;
      status: boolean;
      writable: boolean;
      conditions: unknown[];
    }>;
    expect(body.slice(0, 6).map((s) => [s.id, s.name])).toEqual([
      ['level_1', 'Bronze'],
      ['level_2', 'Silver'],
      ['level_3', 'Gold'],
      ['level_4', 'Platinum'],
      ['level_5', 'Star'],
      ['level_6', 'Test'],
    ]);
    expect(body[1]!.conditions).toEqual([
      { persistent_comp_points: { type: 'range', min: 1000, max: 5000, exclude_end: true } },
    ]);
    const groups = body.filter((s) => !s.status);
    expect(groups.map((g) => Number(g.id))).toEqual(
      [...groups.map((g) => Number(g.id))].sort((a, b) => a - b),
    );
    expect(groups.find((g) => g.id === '545')).toMatchObject({ writable: true });
    expect(groups.find((g) => g.id === '21')).toMatchObject({ name: 'Tester', writable: false });
    for (const id of [
      '21',
      '100',
      '131811',
      '255',
      '257',
      '258',
      '259',
      '759',
      '543',
      '544',
      '631',
      '916',
      '1101',
      '1308',
      '1309',
      '2001',
      '2002',
    ]) {
      expect(
        groups.some((g) => g.id === id),
        id,
      ).toBe(true);
    }
  });
});

describe('countries and currencies', () => {
  it('countries carry their default currency and the guest restriction; Canada is CAD, the US restricted', async () => {
    const body = (await get('/api/info/countries')).json() as Array<{
      code: string;
      default_currency: string;
      guest_restricted: boolean;
    }>;
    expect(body.length).toBeGreaterThanOrEqual(30);
    expect(body.find((c) => c.code === 'CA')).toEqual({
      code: 'CA',
      name: 'Canada',
      default_currency: 'CAD',
      guest_restricted: false,
    });
    expect(body.find((c) => c.code === 'US')?.guest_restricted).toBe(true);
    expect(body.find((c) => c.code === 'GB')?.guest_restricted).toBe(true);
    expect(Object.keys(body[0]!).sort()).toEqual(['code', 'default_currency', 'guest_restricted', 'name']);
  });

  it('currencies: the enabled ones plus listed GBP and KZT; EUR is the default', async () => {
    const body = (await get('/api/info/currencies')).json() as CurrencyInfo[];
    const enabled = body
      .filter((c) => c.enabled)
      .map((c) => c.code)
      .sort();
    expect(enabled).toEqual(
      [
        'AUD',
        'BCH',
        'BRL',
        'BTC',
        'CAD',
        'DOG',
        'ETH',
        'EUR',
        'JPY',
        'LTC',
        'NOK',
        'NZD',
        'USD',
        'USDT',
      ].sort(),
    );
    expect(body.filter((c) => !c.enabled).map((c) => c.code)).toEqual(['GBP', 'KZT']);
    expect(body.filter((c) => c.default).map((c) => c.code)).toEqual(['EUR']);
    const byCode = new Map(body.map((c) => [c.code, c]));
    expect(byCode.get('BTC')).toEqual({
      code: 'BTC',
      symbol: '₿',
      subunits_to_unit: 100_000_000,
      fiat: false,
      default: false,
      enabled: true,
      subcurrencies: [],
    });
    expect(byCode.get('USDT')?.subunits_to_unit).toBe(1_000_000);
    expect(byCode.get('JPY')?.subunits_to_unit).toBe(1);
    expect(byCode.get('KZT')?.fiat).toBe(true);
  });

  it('crypto exchange rates between every pair, fee taken off the total', async () => {
    const rates = (await get('/api/info/crypto_exchange_rates')).json();
    expect(Object.keys(rates).sort()).toEqual(['BCH', 'BTC', 'DOG', 'ETH', 'LTC', 'USDT']);
    const btcUsdt = rates.BTC.USDT;
    expect(btcUsdt.exchange_rate).toBeGreaterThan(1000);
    expect(btcUsdt.total_exchange_rate).toBeCloseTo(btcUsdt.exchange_rate * (1 - btcUsdt.fee), 2);
    expect(rates.BTC.BTC).toBeUndefined();
  });
});

describe('project, locales, current IP and client context', () => {
  it('project: licence and site of the mirror', async () => {
    const other = ProjectInfo.parse((await get('/api/info/project')).json());
    expect(other.license).toBe('other');
    expect(other.site).toMatchObject({
      hostname: 'localhost',
      brand: 'Orbit',
      betting_link: null,
      organisation_json_ld: true,
    });
    expect(other.apps).toEqual({ sportsbook: false, casino: true });
    const ee = ProjectInfo.parse((await get('/api/info/project', { host: '127.0.0.1:3000' })).json());
    expect(ee.license).toBe('EE');
    expect(ee.apps.sportsbook).toBe(true);
    expect(ee.site.locales).toEqual(['en', 'et', 'de']);
  });

  it('unknown hosts get the localhost mirror', async () => {
    const res = ProjectInfo.parse((await get('/api/info/project', { host: 'mirror.example' })).json());
    expect(res.site.hostname).toBe('localhost');
  });

  it('a visitor cannot pick a mirror by sending X-Forwarded-Host from outside', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/info/project',
      remoteAddress: '203.0.113.7',
      headers: { host: 'localhost', 'x-forwarded-host': '127.0.0.1' },
    });
    expect(res.json().license).toBe('other');
  });

  it('locales of the host, its default flagged; tracking query parameters are accepted', async () => {
    const all = (await get('/api/info/locales?affb_id=122&stag=abc&ref_code=x')).json();
    expect(all).toHaveLength(10);
    expect(all[0]).toEqual({ code: 'en', name: 'English', name_in_locale: 'English', default: true });
    expect(all.find((l: { code: string }) => l.code === 'fr-CA')).toEqual({
      code: 'fr-CA',
      name: 'French (Canada)',
      name_in_locale: 'Français (Canada)',
      default: false,
    });
    const ee = (await get('/api/info/locales', { host: '127.0.0.1' })).json();
    expect(ee.map((l: { code: string }) => l.code)).toEqual(['en', 'et', 'de']);
  });

  it('current IP with the visitor country and its currency', async () => {
    const res = await get('/api/current_ip', { 'x-country-code': 'nz' });
    expect(res.json()).toEqual({
      ip: '127.0.0.1',
      country_code: 'NZ',
      region_code: null,
      default_currency: 'NZD',
    });
  });

  it('client context from the User-Agent', async () => {
    const ua =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0';
    const res = await get('/client-context', { 'user-agent': ua });
    expect(res.json()).toEqual({
      userAgent: ua,
      browser: 'other',
      isMobile: true,
      isIOS: true,
      isApp: false,
      isMetaWebview: true,
      isBot: false,
    });
    const newer = await get('/api-fe/client-context', { 'user-agent': ua });
    expect(newer.json()).toEqual(res.json());
  });
});
