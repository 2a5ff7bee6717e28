import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('health and the HTTP rules every route shares', () => {
  it('answers healthz from the database', async () => {
    const res = await t.request({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('refuses unsafe methods without X-Requested-With (CSRF)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/healthz' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('csrf');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
  });
});
