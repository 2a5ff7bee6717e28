import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('readiness without a database', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is 503 when the database fails, or does not answer in time, while liveness stays 200', async () => {
    vi.spyOn(t.deps.db, 'execute').mockRejectedValue(new Error('connection lost'));
    for (const url of ['/readyz', '/healthz']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toEqual({ ok: false });
    }
    expect((await t.request({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    vi.spyOn(t.deps.db, 'execute').mockReturnValue(new Promise(() => {}) as never);
    const hung = await t.request({ method: 'GET', url: '/readyz' });
    expect(hung.statusCode).toBe(503);
  });
});

describe('health and the HTTP rules every route shares', () => {
  it('answers liveness, and readiness (healthz alike) from the database', async () => {
    for (const url of ['/livez', '/readyz', '/healthz']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
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
