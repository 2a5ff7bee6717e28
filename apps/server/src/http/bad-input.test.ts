import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../app.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

/**
 * Every route of the API, found in its OpenAPI document, fed the bad inputs of the issue:
 * malformed JSON, wrong types, unknown fields, oversized bodies and a missing CSRF header.
 * Whatever the route, the answer is a 4xx with a JSON body — never a 5xx.
 */
let t: TestApp;
let routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  await t.app.ready();
  const doc = t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase(),
      // Path parameters get a plausible and an implausible value in turn below.
      url: path.replace(/\{[^}]+\}/g, '1'),
    })),
  );
});
afterAll(() => t.close());

const withBody = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);

function expectClientError(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  what: string,
) {
  expect(
    res.statusCode,
    `${what} answered ${res.statusCode}: ${res.body.slice(0, 200)}`,
  ).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what} answered ${res.statusCode}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  expect(String(res.headers['content-type'])).toContain('application/json');
}

describe('bad input on every API route', () => {
  it('finds the routes to try', () => {
    expect(routes.length).toBeGreaterThan(0);
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    for (const { method, url } of routes.filter((r) => withBody(r.method))) {
      const res = await t.request({
        method: method as 'POST',
        url,
        payload: '{"user": {"email": ',
        headers: { 'content-type': 'application/json' },
      });
      expectClientError(res, `${method} ${url} with malformed JSON`);
    }
  });

  it('answers an oversized body with 413', async () => {
    const huge = JSON.stringify({ user: { email: 'x'.repeat(BODY_LIMIT_BYTES + 10) } });
    for (const { method, url } of routes.filter((r) => withBody(r.method))) {
      const res = await t.request({
        method: method as 'POST',
        url,
        payload: huge,
        headers: { 'content-type': 'application/json' },
      });
      expectClientError(res, `${method} ${url} with an oversized body`);
      expect(res.statusCode).toBe(413);
    }
  });

  it('answers wrong types and unknown fields with a 4xx', async () => {
    const bodies = [[], 'text', 42, { user: 42 }, { user: { email: 7, password: [] } }, { surprise: true }];
    for (const { method, url } of routes.filter((r) => withBody(r.method))) {
      for (const body of bodies) {
        const res = await t.request({
          method: method as 'POST',
          url,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        // A route without a body schema may accept the call (e.g. sign-out); it must still not fail.
        expect(
          res.statusCode,
          `${method} ${url} with ${JSON.stringify(body)}: ${res.body.slice(0, 200)}`,
        ).toBeLessThan(500);
      }
    }
  });

  it('refuses unsafe methods without X-Requested-With; the signed provider calls without a signature', async () => {
    const signed = (url: string) => url.startsWith('/wallet/') || url.startsWith('/api/payments/callbacks/');
    for (const { method, url } of routes.filter((r) => withBody(r.method))) {
      const res = await t.app.inject({ method: method as 'POST', url, payload: {} });
      // Providers call the wallet protocol and the payment callbacks server to server: their HMAC
      // signature stands in for the header.
      expect(res.statusCode, `${method} ${url}`).toBe(signed(url) ? 401 : 403);
    }
  });

  it('never fails on odd path parameters and query strings', async () => {
    for (const { method, url } of routes) {
      for (const odd of [
        url.replace(/\/1(?=\/|$)/g, '/%E0%A4%A'),
        `${url}?page=-1&l=zz&compatibility=maybe`,
      ]) {
        const res = await t.request({
          method: method as 'GET',
          url: odd,
          headers: { 'content-type': 'application/json' },
          payload: withBody(method) ? '{}' : undefined,
        });
        expect(res.statusCode, `${method} ${odd}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }
    }
  });
});
