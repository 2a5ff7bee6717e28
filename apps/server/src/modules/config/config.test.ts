import { CONFIG_NAMES, CONFIG_SCHEMAS } from '@orbit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../app.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { upsertConfigValue } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t.close());

describe('GET /api/fe/config/{name}', () => {
  it('serves every config, each following its contract schema', async () => {
    for (const name of CONFIG_NAMES) {
      const res = await t.request({ method: 'GET', url: `/api/fe/config/${name}` });
      expect(res.statusCode, name).toBe(200);
      const parsed = CONFIG_SCHEMAS[name].safeParse(res.json());
      expect(parsed.success, `${name}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('has realistic demo content', async () => {
    const get = async (name: string) =>
      (await t.request({ method: 'GET', url: `/api/fe/config/${name}` })).json();
    expect(await get('logo-config')).toEqual({
      logoUrl: { mobile: '/brand/orbit-mark.svg', full: '/brand/orbit-logo.svg' },
    });
    const banners = (await get('banners-config')).banners;
    expect(banners.length).toBeGreaterThanOrEqual(5);
    expect(banners.some((b: { groupIds?: number[] }) => b.groupIds?.includes(131811))).toBe(true);
    expect(banners.some((b: { timer?: unknown }) => b.timer)).toBe(true);
    expect((await get('menu-categories-games')).live).toContain('roulette');
    expect(Object.keys(await get('wheel-config-segments')).sort()).toEqual(['1308', '1309', '21']);
  });

  it('answers unknown names and the server’s own settings with a JSON 404', async () => {
    for (const name of ['nope', 'player_fields', 'managers', 'project', 'crypto_exchange_rates']) {
      const res = await t.request({ method: 'GET', url: `/api/fe/config/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
  });

  it('serves what the operator stores, without a deploy', async () => {
    await upsertConfigValue(t.deps.db, 'excluded-promo-stags', ['999_x'], t.clock.now);
    const res = await t.request({ method: 'GET', url: '/api/fe/config/excluded-promo-stags' });
    expect(res.json()).toEqual(['999_x']);
  });
});

describe('POST /api/fe/config/managers', () => {
  const managers = (payload: unknown) =>
    t.request({ method: 'POST', url: '/api/fe/config/managers', payload: payload as object });

  it('answers the manager of the VIP group the player is in', async () => {
    const res = await managers({ userGroups: [21, 259] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ groupId: 259, managerName: 'Chloé Tremblay' });
    expect(Object.keys(res.json()).sort()).toEqual(
      ['avatar', 'email', 'groupId', 'managerName', 'phone', 'telegramLink', 'time', 'whatsAppLink'].sort(),
    );
  });

  it('the most exclusive group wins, whatever the order sent; ids may be strings', async () => {
    expect((await managers({ userGroups: [257, '759'] })).json().groupId).toBe(759);
  });

  it('204 when no group has a manager', async () => {
    for (const userGroups of [[], [21, 100], ['level_3']]) {
      const res = await managers({ userGroups });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
  });

  it('validates the body', async () => {
    expect((await managers({})).json()).toEqual({ errors: { userGroups: ['validation.required'] } });
    expect((await managers({ userGroups: 259 })).statusCode).toBe(422);
    expect((await managers({ userGroups: [{}] })).statusCode).toBe(422);
    expect((await managers({ userGroups: [259], extra: 1 })).json().errors.extra).toEqual([
      'validation.unknown_field',
    ]);
    const bad = await t.request({
      method: 'POST',
      url: '/api/fe/config/managers',
      payload: '{"userGroups": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    const huge = await t.request({
      method: 'POST',
      url: '/api/fe/config/managers',
      payload: JSON.stringify({ userGroups: ['x'.repeat(BODY_LIMIT_BYTES)] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    const csrf = await t.app.inject({
      method: 'POST',
      url: '/api/fe/config/managers',
      payload: { userGroups: [259] },
    });
    expect(csrf.statusCode).toBe(403);
  });
});
