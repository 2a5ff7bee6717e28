import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf, launch } from '../modules/house/test-support.ts';
import { createSignedInPlayer } from '../modules/player/test-support.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { HSTS } from './security-headers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: true, config: { roles: new Set(['api', 'web']), devTools: true } });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The directives of a response's CSP: name → sources. */
function policyOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(header, `CSP of ${res.statusCode} ${res.headers['content-type']}`).toBeTypeOf('string');
  const policy = new Map<string, string[]>();
  for (const directive of String(header).split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name, sources);
  }
  return policy;
}

function nonceOf(res: LightMyRequestResponse): string {
  const nonce = policyOf(res)
    .get('script-src')
    ?.find((s) => s.startsWith("'nonce-"));
  expect(nonce).toBeDefined();
  return nonce!.slice("'nonce-".length, -1);
}

/** What every response carries, over plain http. */
function expectSecurityHeaders(res: LightMyRequestResponse) {
  const policy = policyOf(res);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toContain("'self'");
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

/** The `<script>` start tags of a page that have no `src`: the inline ones. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]).filter((tag) => !/\ssrc=/i.test(tag));
}

/** A JSON-LD block is data, not code: CSP does not apply to it and browsers never run it. */
const isDataBlock = (tag: string) => /\stype="application\/(ld\+)?json"/i.test(tag);

describe('security headers on every kind of response', () => {
  it('SSR pages', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(res);
    const policy = policyOf(res);
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws://localhost:80']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  });

  it('static assets of the client', async () => {
    const assetsDir = join(t.deps.config.webBuildDir, 'client/assets');
    const script = readdirSync(assetsDir).find((f) => f.endsWith('.js'));
    expect(script).toBeDefined();
    const asset = await get(`/assets/${script}`);
    expect(asset.statusCode).toBe(200);
    expectSecurityHeaders(asset);
    const favicon = await get('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expectSecurityHeaders(favicon);
  });

  it('API JSON, its 404s and its errors', async () => {
    const json = await get('/api/info/statuses');
    expect(json.statusCode).toBe(200);
    expectSecurityHeaders(json);
    const missing = await get('/api/no-such-endpoint');
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);
    // Refused in an onRequest hook (no X-Requested-With) …
    const csrf = await t.app.inject({ method: 'POST', url: '/api/auth/sign_in', payload: {} });
    expect(csrf.statusCode).toBe(403);
    expectSecurityHeaders(csrf);
    // … and by the body's validation.
    const invalid = await t.request({ method: 'POST', url: '/api/auth/sign_in', payload: { email: 1 } });
    expect(invalid.statusCode).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(invalid);
  });

  it('a page that does not exist and a redirect', async () => {
    const missing = await get('/no-such-page/at-all');
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);
    const redirect = await get('/en/');
    expect(redirect.statusCode).toBe(301);
    expectSecurityHeaders(redirect);
  });

  it("the sandbox provider's 3-D Secure page, before and after its form", async () => {
    const p = await createSignedInPlayer(t);
    const deposit = await t.request({
      method: 'POST',
      url: '/api/payments/deposits',
      cookie: p.cookie,
      payload: {
        method_id: 'visa',
        amount_cents: 25_000,
        currency: 'CAD',
        card_number: '4111 1111 1111 1111',
        card_expiry: '12/40',
        holder: 'Ada Lovelace',
      },
    });
    expect(deposit.statusCode).toBe(201);
    const url: string = deposit.json().redirect_url;
    const page = await get(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm');
    expectSecurityHeaders(page);
    expect(inlineScripts(page.body)).toEqual([]);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: url.replace('?', '/confirm?'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.statusCode).toBe(200);
    expectSecurityHeaders(confirmed);
    const forged = await get(url.replace(/token=\w+/, 'token=nope'));
    expect(forged.statusCode).toBe(404);
    expectSecurityHeaders(forged);
  });

  it('the house game page shown in the game iframe', async () => {
    const dice = await gameOf(t, 'dice');
    const token = await launch(t, dice.identifier, 'demo');
    const res = await get(`/house/play/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(res);
    const nonce = nonceOf(res);
    for (const tag of inlineScripts(res.body)) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('the dev outbox page', async () => {
    const res = await get('/dev/mail');
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
    expect(inlineScripts(res.body)).toEqual([]);
  });

  it("the API docs, with Swagger UI's own allowances", async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(page);
    // Swagger UI loads only its own files: no inline script at all.
    expect(inlineScripts(page.body)).toEqual([]);
    const initializer = await get('/api/docs/static/swagger-initializer.js');
    expect(initializer.statusCode).toBe(200);
    expectSecurityHeaders(initializer);
    const spec = await get('/api/docs/json');
    expect(spec.statusCode).toBe(200);
    expectSecurityHeaders(spec);
  });
});

describe('the nonce of SSR pages', () => {
  it('is new for every response', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) nonces.add(nonceOf(await get('/')));
    expect(nonces.size).toBe(3);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('is on every inline script of the page, and no inline script goes without it', async () => {
    for (const url of ['/', '/de', '/no-such-page/at-all']) {
      const res = await get(url);
      const nonce = nonceOf(res);
      const scripts = inlineScripts(res.body).filter((tag) => !isDataBlock(tag));
      // React Router's context and module scripts, React's stale-chunk script, the streamed data …
      expect(scripts.length, url).toBeGreaterThanOrEqual(3);
      for (const tag of scripts) expect(tag, url).toContain(` nonce="${nonce}"`);
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when the trusted proxy says the request came over HTTPS', async () => {
    for (const url of ['/', '/api/info/statuses', '/en/']) {
      const res = await get(url, { 'x-forwarded-proto': 'https' });
      expect(res.headers['strict-transport-security'], url).toBe(HSTS);
    }
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
    const page = await get('/', { 'x-forwarded-proto': 'https' });
    expect(policyOf(page).get('connect-src')).toEqual(["'self'", 'wss://localhost:80']);
  });

  it('is not sent over plain http, nor on the word of a proxy that is not trusted', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    const untrusted = await t.app.inject({
      method: 'GET',
      url: '/',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.statusCode).toBe(200);
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});
