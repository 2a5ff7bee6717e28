import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged, catalogueVersion } from '../lib/catalogue-version.ts';
import { startThrowawayRedis, type ThrowawayRedis } from '../realtime/throwaway-redis.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

/**
 * Two nodes on one Redis (each on a database of its own: what they share here is Redis): what one
 * node keeps in memory that the other needs — rate-limit counters, the catalogue's freshness —
 * goes through it, and Redis going away breaks neither.
 */
let redis: ThrowawayRedis;
let node1: TestApp;
let node2: TestApp;

beforeAll(async () => {
  redis = await startThrowawayRedis();
  const config = { roles: new Set(['api']), redisUrl: redis.url, rateLimitEnabled: true };
  [node1, node2] = await Promise.all([startTestApp({ config }), startTestApp({ config })]);
}, 240_000);
afterAll(async () => {
  try {
    await Promise.allSettled([node1?.close(), node2?.close()]);
  } finally {
    await redis?.stop();
  }
});

const signIn = (node: TestApp) =>
  node.request({
    method: 'POST',
    url: '/api/users/sign_in',
    payload: { user: { email: 'someone@orbit.test', password: 'Whatever-1' } },
  });

describe('two nodes on one Redis', () => {
  it('drop their cached catalogue reads when an operator changes the catalogue on either', async () => {
    const before = catalogueVersion(node2.deps.db);
    catalogueChanged(node1.deps.db);
    await expect.poll(() => catalogueVersion(node2.deps.db)).toBe(before + 1);
    const back = catalogueVersion(node1.deps.db);
    catalogueChanged(node2.deps.db);
    await expect.poll(() => catalogueVersion(node1.deps.db)).toBe(back + 1);
    // A node does not count its own change twice.
    expect(catalogueVersion(node2.deps.db)).toBe(before + 2);
  });

  it('count one rate limit together: 10 sign-ins over both nodes, the 11th refused on either', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await signIn(i % 2 ? node2 : node1);
      expect(res.statusCode, `attempt ${i + 1}`).not.toBe(429);
    }
    expect((await signIn(node1)).statusCode).toBe(429);
    expect((await signIn(node2)).statusCode).toBe(429);
  });

  it('keep serving when Redis goes away: the limit pauses rather than failing requests', async () => {
    await redis.stop();
    const res = await signIn(node2);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.statusCode).not.toBe(429);
    expect((await node1.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
