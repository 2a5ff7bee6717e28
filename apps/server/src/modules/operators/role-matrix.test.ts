import { OPERATOR_ROLES, ROLE_PERMISSIONS, roleMay } from '@orbit/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { operatorCookie } from './test-support.ts';

/**
 * Every operator endpoint × every role, walked from the routes as registered (a new endpoint is in
 * the matrix without anyone listing it): a role without the endpoint's permission gets 403, one with
 * it gets through; a signed-out caller gets 401; and every write and every refusal leaves exactly
 * one audit entry, so no operator endpoint changes data unlogged.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

/** The route with its parameters filled by ids that exist nowhere, so no call changes real data. */
const urlOf = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => (name === 'name' ? 'matrix-nothing' : '2000000000'));

const auditCount = async () => (await t.deps.db.select({ n: count() }).from(operatorAudit))[0]?.n ?? 0;

describe('the role matrix', () => {
  it('covers the back office: every operator endpoint names a permission', () => {
    expect(t.app.operatorRoutes.length).toBeGreaterThan(40);
    const urls = t.app.operatorRoutes.map((route) => route.url);
    for (const url of [
      '/api/operator/payments/:id/approve',
      '/api/operator/config/:name',
      '/api/operator/audit',
      '/api/operator/operators',
    ]) {
      expect(urls).toContain(url);
    }
    // Owner holds everything; read-only holds only reads and not the audit log.
    expect(ROLE_PERMISSIONS.read_only.every((p) => p.endsWith('.read'))).toBe(true);
    expect(ROLE_PERMISSIONS.read_only).not.toContain('audit.read');
  });

  it('refuses a signed-out caller every endpoint with 401', async () => {
    for (const route of t.app.operatorRoutes) {
      const res = await t.request({
        method: route.method as 'GET',
        url: urlOf(route.url),
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  for (const role of OPERATOR_ROLES) {
    it(`lets ${role} do exactly what the role may, and logs every write and refusal`, async () => {
      const cookie = await operatorCookie(t, role);
      for (const route of t.app.operatorRoutes) {
        const label = `${role}: ${route.method} ${route.url} (${route.permission})`;
        const before = await auditCount();
        const res = await t.request({
          method: route.method as 'GET',
          url: urlOf(route.url),
          cookie,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const allowed = roleMay(role, route.permission);
        if (allowed) {
          expect([401, 403], label).not.toContain(res.statusCode);
          expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
        } else {
          expect(res.statusCode, label).toBe(403);
        }
        const logged = (await auditCount()) - before;
        const write = route.method !== 'GET';
        const auditedRead = route.url.endsWith('.csv') || route.url.endsWith('/file');
        expect(logged, `${label}: audit entries`).toBe(!allowed || write || auditedRead ? 1 : 0);
      }
    });
  }
});
