import { CONFIG_NAMES } from '@orbit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOTER_CONFIG } from '../../db/seed/config/footer.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { operatorCookie } from '../operators/test-support.ts';

/** The back office's config forms: every front-end config read as stored, written through its schema. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t?.close());

const asOperator = async (
  method: 'GET' | 'PUT',
  url: string,
  payload?: unknown,
  role: 'marketing' | 'support' = 'marketing',
) =>
  t.request({
    method,
    url,
    cookie: await operatorCookie(t, role),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('GET /api/operator/config', () => {
  it('lists every front-end config with whether it is set', async () => {
    const res = await asOperator('GET', '/api/operator/config', undefined, 'support');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { name: string; set: boolean; updated_at: string | null }[];
    expect(list.map((c) => c.name)).toEqual([...CONFIG_NAMES]);
    expect(list.find((c) => c.name === 'footer-config')).toMatchObject({ set: true });
  });

  it('answers one config as stored, and 404 for a name that is none', async () => {
    const res = await asOperator('GET', '/api/operator/config/footer-config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'footer-config', value: FOOTER_CONFIG });
    for (const name of ['player_fields', 'nope', 'managers']) {
      expect((await asOperator('GET', `/api/operator/config/${name}`)).statusCode, name).toBe(404);
    }
  });
});

describe('PUT /api/operator/config/{name}', () => {
  it('answers field errors at the paths of the form', async () => {
    const res = await asOperator('PUT', '/api/operator/config/footer-config', {
      ...FOOTER_CONFIG,
      email: 'not-an-email',
      social: [{ network: 'myspace', url: 'http://insecure.example' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      email: ['validation.invalid_format'],
      'social.0.network': ['validation.invalid_value'],
      'social.0.url': ['validation.invalid_format'],
    });
  });

  it('stores a valid value that the player API serves at once', async () => {
    const before = await t.request({ method: 'GET', url: '/api/fe/config/footer-config' });
    expect(before.json().email).toBe(FOOTER_CONFIG.email);
    const res = await asOperator('PUT', '/api/operator/config/footer-config', {
      ...FOOTER_CONFIG,
      email: 'help@orbit.example',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await t.request({ method: 'GET', url: '/api/fe/config/footer-config' });
    expect(after.json().email).toBe('help@orbit.example');
    const stored = await asOperator('GET', '/api/operator/config/footer-config');
    expect(stored.json().value.email).toBe('help@orbit.example');
    expect(stored.json().updated_at).not.toBeNull();
  });

  it('is refused to support (content.read only)', async () => {
    const res = await asOperator('PUT', '/api/operator/config/footer-config', FOOTER_CONFIG, 'support');
    expect(res.statusCode).toBe(403);
  });
});
