import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../app.ts';
import {
  SANDBOX_CALLBACK_PATH,
  SANDBOX_SIGNATURE_HEADER,
  sandboxSecret,
} from '../modules/payments/sandbox.ts';
import { signBody } from '../modules/wallet/signing.ts';
import { addTestProvider, walletCall, walletPlayer } from '../modules/wallet/test-support.ts';
import { cookiesOf, startTestApp, type TestApp } from '../test/harness.ts';

/**
 * Every route of the API, found in its OpenAPI document, fed the bad inputs of the issue:
 * malformed JSON, wrong types, unknown fields, oversized bodies and a missing CSRF header;
 * NUL and unpaired surrogates in every string, huge strings, deeply nested bodies.
 * Whatever the route, the answer is a 4xx with a JSON body — never a 5xx.
 */
let t: TestApp;
let routes: { method: string; url: string }[] = [];
/** The same routes with what their OpenAPI operation declares. */
let operations: Operation[] = [];
/** A demo player's session, so the routes behind sign-in run too. */
let playerCookie = '';
/** The client telemetry's routes (`METHOD path`): they take sendBeacon's requests, which carry no custom header. */
let beaconRoutes = new Set<string>();

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
  operations = operationsOf(doc as OpenApiDocument);
  beaconRoutes = new Set(
    Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => (operation as { tags?: string[] }).tags?.includes('telemetry'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    ),
  );
  const signIn = await t.request({
    method: 'POST',
    url: '/api/users/sign_in',
    payload: { user: { email: 'player@orbit.test', password: 'Orbit-demo-1' } },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  playerCookie = cookiesOf(signIn);
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
      if (beaconRoutes.has(`${method} ${url}`)) {
        // Telemetry needs no header; another site's page is refused by what the browser tells of it.
        const crossSite = { 'sec-fetch-site': 'cross-site' };
        const res = await t.app.inject({ method: method as 'POST', url, payload: {}, headers: crossSite });
        expect(res.statusCode, `${method} ${url} from another site`).toBe(403);
        continue;
      }
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

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
};
type OpenApiDocument = {
  paths?: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};
interface Operation {
  method: string;
  /** The OpenAPI path, `{name}` for each parameter. */
  path: string;
  query: string[];
  pathParams: string[];
  body: JsonSchema | undefined;
}

function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

/** Field values the forms accept, by name; anything else is a short word. */
const PLAUSIBLE: Record<string, unknown> = {
  email: 'player@orbit.test',
  password: 'Orbit-pass-1',
  password_confirmation: 'Orbit-pass-1',
  current_password: 'Orbit-demo-1',
  country: 'CA',
  currency: 'CAD',
  date_of_birth: '1990-01-01',
  method_id: 'sandbox-card',
  game: 'orbit-house/dice',
};

/** A body the schema plausibly accepts: every property, the first of every choice. */
function plausible(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'sample';
  if (name in PLAUSIBLE) return PLAUSIBLE[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return plausible(choice.find((c) => c.type !== 'null') ?? choice[0], name);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, plausible(child, key)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => plausible(schema.items, name));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string': {
      const word = 'sample'.padEnd(schema.minLength ?? 0, 'x');
      return word.slice(0, schema.maxLength ?? word.length);
    }
    default:
      return 'sample';
  }
}

type Path = (string | number)[];

/** Every leaf of `value` (strings, numbers …) with its path; with `strings`, only the strings. */
function leaves(value: unknown, strings = false, path: Path = []): { path: Path; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, strings, [...path, i]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, strings, [...path, k]));
  return !strings || typeof value === 'string' ? [{ path, value }] : [];
}

/** `value` with the leaf at `path` replaced. */
function replaced(value: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaced(v, rest, leaf) : v));
  const object = value as Record<string, unknown>;
  return { ...object, [head]: replaced(object[head], rest, leaf) };
}

/** The same length where it can be (so a length rule does not refuse it first), ending in `bad`. */
const spoiled = (text: string, bad: string) => (text.length > 1 ? text.slice(0, -1) : '') + bad;

const INVALID_TEXT: [string, string][] = [
  ['NUL', '\u0000'],
  ['a lone high surrogate', '\ud800'],
  ['a lone low surrogate', '\udc00'],
];

/**
 * Routes whose body is a form: sign-out and ending a session are left out, so the sweep keeps
 * the demo player's session to the end.
 */
const formRoutes = () =>
  operations.filter(
    (o) => o.body && o.path !== '/api/users/sign_out' && o.path !== '/api/player/sessions/{id}',
  );

const sampleUrl = (o: Operation) => o.path.replace(/\{[^}]+\}/g, '1');

const send = (o: Operation, payload: string, url = sampleUrl(o), cookie = playerCookie) =>
  t.request({
    method: o.method as 'POST',
    url,
    cookie,
    payload,
    headers: { 'content-type': 'application/json' },
  });

const describeAnswer = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 200)}`;

/** The 4xx of a refused string: field errors naming the invalid characters. */
function isInvalidCharacters(res: LightMyRequestResponse, status: number): boolean {
  if (res.statusCode !== status) return false;
  const errors = (res.json() as { errors?: Record<string, string[]> }).errors ?? {};
  return Object.values(errors).some((keys) => keys.includes('validation.invalid_characters'));
}

describe('strings that are not text, on every API route', () => {
  it('refuses NUL and unpaired surrogates in any string of a body: 422 validation.invalid_characters', async () => {
    const wrong: string[] = [];
    for (const o of formRoutes()) {
      const body = plausible(o.body);
      const strings = leaves(body, true);
      // A route whose body has no string of its own still gets one, in an unknown field.
      const targets = strings.length ? strings : [{ path: ['extra'], value: 'sample' }];
      for (const { path, value } of targets) {
        for (const [what, bad] of INVALID_TEXT) {
          const res = await send(o, JSON.stringify(replaced(body, path, spoiled(String(value), bad))));
          if (!isInvalidCharacters(res, 422))
            wrong.push(`${o.method} ${o.path} ${what} in ${path.join('.')}: ${describeAnswer(res)}`);
        }
      }
      // A bad key is refused like a bad value.
      const res = await send(o, JSON.stringify({ ...(body as object), 'k\u0000': 1 }));
      if (!isInvalidCharacters(res, 422))
        wrong.push(`${o.method} ${o.path} NUL in a key: ${describeAnswer(res)}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('refuses NUL in any query parameter or path parameter: 400 validation.invalid_characters', async () => {
    const wrong: string[] = [];
    for (const o of operations) {
      const payload = o.body ? JSON.stringify(plausible(o.body)) : undefined;
      const urls = [
        ...o.query.map((name) => `${sampleUrl(o)}?${name}=a%00b`),
        ...o.pathParams.map((name) => o.path.replace(`{${name}}`, 'a%00b').replace(/\{[^}]+\}/g, '1')),
      ];
      for (const url of urls) {
        const res = await t.request({
          method: o.method as 'GET',
          url,
          cookie: playerCookie,
          ...(payload ? { payload, headers: { 'content-type': 'application/json' } } : {}),
        });
        if (!isInvalidCharacters(res, 400)) wrong.push(`${o.method} ${url}: ${describeAnswer(res)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('never fails on a NUL in the session cookie, the country header or the user agent', async () => {
    const wrong: string[] = [];
    for (const o of operations.filter((op) => op.method === 'GET' && op.pathParams.length === 0)) {
      for (const headers of [
        { cookie: 'orbit_session=%00' },
        { cookie: `orbit_session=${'a'.repeat(4000)}` },
        { 'x-country-code': 'C\u0000' },
        { 'user-agent': 'agent\u0000' },
      ]) {
        const res = await t.app.inject({ method: 'GET', url: o.path, headers });
        if (res.statusCode >= 500)
          wrong.push(`GET ${o.path} with ${JSON.stringify(headers)}: ${describeAnswer(res)}`);
      }
    }
    const signIn = await t.request({
      method: 'POST',
      url: '/api/users/sign_in',
      payload: { user: { email: 'player@orbit.test', password: 'Orbit-demo-1' } },
      headers: { 'user-agent': 'agent\u0000' },
    });
    if (signIn.statusCode >= 500) wrong.push(`sign-in with a NUL user agent: ${describeAnswer(signIn)}`);
    expect(wrong).toEqual([]);
  }, 60_000);
});

describe('huge, deep and mistyped values inside otherwise plausible bodies', () => {
  const HUGE = 'x'.repeat(BODY_LIMIT_BYTES - 4 * 1024);

  it('never fails on a huge string in any field', async () => {
    const wrong: string[] = [];
    for (const o of formRoutes()) {
      const body = plausible(o.body);
      for (const { path } of leaves(body)) {
        const res = await send(o, JSON.stringify(replaced(body, path, HUGE)));
        if (res.statusCode >= 500)
          wrong.push(`${o.method} ${o.path} huge ${path.join('.')}: ${describeAnswer(res)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('never fails on deeply nested objects and arrays, under the body limit', async () => {
    const deepObject = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const deepArray = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    expect(deepObject.length).toBeLessThan(BODY_LIMIT_BYTES);
    expect(deepArray.length).toBeLessThan(BODY_LIMIT_BYTES);
    const wrong: string[] = [];
    for (const o of formRoutes()) {
      const body = plausible(o.body);
      const payloads = [deepObject, deepArray];
      // The same depth under each of the body's fields.
      for (const { path } of leaves(body).slice(0, 6)) {
        const marker = '"__deep__"';
        const text = JSON.stringify(replaced(body, path, '__deep__'));
        payloads.push(text.replace(marker, deepObject), text.replace(marker, deepArray));
      }
      for (const payload of payloads) {
        const res = await send(o, payload);
        if (res.statusCode >= 500)
          wrong.push(`${o.method} ${o.path} deep ${payload.slice(0, 60)}: ${describeAnswer(res)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000);

  it('never fails on a wrong type in any field', async () => {
    const wrongTypes: unknown[] = [null, true, -1, 1.5, 1e308, '1', '', {}, [], [1, 'a'], { a: { b: 'c' } }];
    const wrong: string[] = [];
    for (const o of formRoutes()) {
      const body = plausible(o.body);
      for (const { path } of leaves(body)) {
        for (const value of wrongTypes) {
          const res = await send(o, JSON.stringify(replaced(body, path, value)));
          if (res.statusCode >= 500)
            wrong.push(
              `${o.method} ${o.path} ${path.join('.')}=${JSON.stringify(value)}: ${describeAnswer(res)}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000);
});

describe('the signed provider calls', () => {
  it('refuse NUL and unpaired surrogates in the wallet protocol with 400 invalid_request', async () => {
    await addTestProvider(t);
    const player = await walletPlayer(t);
    const base = {
      action_id: 'a-1',
      round_id: 'r-1',
      player: player.player,
      currency: player.currency,
      game: 'acme:fruit-party',
      amount_cents: 100,
      bet_action_id: 'a-0',
    };
    const bodies: Record<string, Record<string, unknown>> = {
      balance: { player: base.player, currency: base.currency },
      bet: { ...base, bet_action_id: undefined },
      win: { ...base, bet_action_id: undefined, close_round: true },
      rollback: { ...base, amount_cents: undefined },
    };
    const wrong: string[] = [];
    for (const [action, body] of Object.entries(bodies)) {
      for (const { path, value } of leaves(JSON.parse(JSON.stringify(body)), true)) {
        for (const [what, bad] of INVALID_TEXT) {
          const res = await walletCall(t, action, replaced(body, path, spoiled(String(value), bad)));
          const answer = res.json() as { error?: string; fields?: string[] };
          if (
            res.statusCode !== 400 ||
            answer.error !== 'invalid_request' ||
            !answer.fields?.includes(String(path[0]))
          )
            wrong.push(`${action} ${what} in ${path.join('.')}: ${describeAnswer(res)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuse NUL and unpaired surrogates in a payment notice with 422', async () => {
    const secret = await sandboxSecret(t.deps.db);
    const body = { event_id: 'e-1', payment_id: 1, state: 'pending', amount_cents: 100, currency: 'CAD' };
    const wrong: string[] = [];
    for (const { path, value } of leaves(body, true)) {
      for (const [what, bad] of INVALID_TEXT) {
        const raw = JSON.stringify(replaced(body, path, spoiled(String(value), bad)));
        const res = await t.app.inject({
          method: 'POST',
          url: SANDBOX_CALLBACK_PATH,
          payload: raw,
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signBody(secret, raw) },
        });
        if (res.statusCode !== 422) wrong.push(`${what} in ${path.join('.')}: ${describeAnswer(res)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
