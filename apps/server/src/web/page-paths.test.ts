import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { join } from 'node:path';
import { LOCALES } from '@orbit/contract';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { cookiesOf, startTestApp, type TestApp } from '../test/harness.ts';

/**
 * Every page path the built web client knows, and odd ones it does not, rendered for real
 * (api + web roles, the client of `apps/web/build`): never a 5xx, and every redirect stays on
 * this origin — a canonical-path or locale redirect must not become an open redirect.
 * Requests go over a real socket, their target sent byte for byte: `inject` would read `/\\x`
 * as a URL and send `/`, hiding the backslash cases.
 */
const ORIGIN = 'http://localhost';
const webBuildDir = loadConfig({ ...process.env, DATA_DIR: 'memory://' }).webBuildDir;

let t: TestApp;
let build: ServerBuild;
let playerCookie = '';
let port = 0;

beforeAll(async () => {
  const serverEntry = join(webBuildDir, 'server/index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(
      `${serverEntry} missing: build the web client first (cd apps/web && npx react-router build)`,
    );
  }
  build = (await import(serverEntry)) as ServerBuild;
  t = await startTestApp({ seed: true, config: { roles: new Set(['api', 'web']) } });
  const signIn = await t.request({
    method: 'POST',
    url: '/api/users/sign_in',
    payload: { user: { email: 'player@orbit.test', password: 'Orbit-demo-1' } },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  playerCookie = cookiesOf(signIn);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

interface Answer {
  statusCode: number;
  location: string | undefined;
}

/** `GET target` over a socket, the request line exactly as given; the answer's status and Location. */
function get(target: string, options: { host?: string; cookie?: string } = {}): Promise<Answer> {
  const head = [
    `GET ${target} HTTP/1.1`,
    `Host: ${options.host ?? 'localhost'}`,
    'Accept: text/html',
    'Connection: close',
    ...(options.cookie ? [`Cookie: ${options.cookie}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(60_000, () => socket.destroy(new Error(`GET ${target.slice(0, 100)} timed out`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const lines = text.slice(0, text.indexOf('\r\n\r\n')).split('\r\n');
      const statusCode = Number(lines[0]?.split(' ')[1]);
      const location = lines.find((line) => /^location:/i.test(line))?.replace(/^location:\s*/i, '');
      if (!statusCode)
        reject(new Error(`GET ${target.slice(0, 100)}: no HTTP answer (${text.slice(0, 100)})`));
      else resolve({ statusCode, location });
    });
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
  });
}

/** Where a browser would go with this Location (it strips tabs and newlines, reads `\` as `/`). */
function followed(location: string): URL | null {
  try {
    return new URL(location, `${ORIGIN}/somewhere/`);
  } catch {
    return null;
  }
}

/** What is wrong with one answer: a fault, or a redirect off this origin; null when fine. */
function problemOf(res: Answer, what: string): string | null {
  if (res.statusCode >= 500) return `${what} answered ${res.statusCode}`;
  if (res.statusCode < 300 || res.statusCode >= 400) return null;
  if (res.location === undefined) return `${what}: redirect without Location`;
  const target = followed(res.location);
  if (!target) return `${what} redirects to an invalid URL: ${res.location}`;
  return target.origin === ORIGIN ? null : `${what} redirects to ${res.location}`;
}

/**
 * Requests `url`, then follows its redirects (a few at most): no step may fail or leave the
 * origin. Returns the problems found, so one run lists them all.
 */
async function walk(url: string, options: { host?: string; cookie?: string } = {}): Promise<string[]> {
  let next = url;
  for (let hop = 0; hop < 5; hop++) {
    const res = await get(next, options);
    const problem = problemOf(
      res,
      `GET ${next.slice(0, 100)}${next === url ? '' : ` (from ${url.slice(0, 100)})`}`,
    );
    if (problem) return [problem];
    if (res.statusCode < 300 || res.statusCode >= 400) return [];
    const target = followed(res.location ?? '/');
    next = target ? `${target.pathname}${target.search}` : '/';
  }
  return [`${url.slice(0, 100)} redirects more than 5 times`];
}

/** The full path pattern of every page route of the build, e.g. `/play/:producer/:name`. */
function pagePatterns(): string[] {
  const routes = build.routes;
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route) return '';
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return route.path ? `${parent}/${route.path}` : parent;
  };
  return [...new Set(Object.keys(routes).map((id) => fullPath(id).replace(/\/+/g, '/') || '/'))];
}

/** Values no page expects in a path parameter (all already URL-encoded where needed). */
const ODD_SEGMENTS = [
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%ED%A0%80', // an unpaired surrogate, UTF-8 encoded
  '%C0%AF', // an overlong `/`
  'a'.repeat(5000),
  'b'.repeat(600),
  '%2e%2e',
  '..%2f',
  '%2F%2Fevil.example',
  '%5Cevil.example',
  'a%20b',
  '%F0%9F%9A%80',
  'ü%C3%BC',
  '-1',
  '0x10',
  '%09',
  '%0d%0aSet-Cookie:%20x=1',
];

describe('page paths', () => {
  it('answers an unknown path of either API family with a JSON 404, never a page', async () => {
    for (const url of ['/api/nope', '/api-fe/nope', '/api-fe/config/nope/deeper', '/api/v2/nope?x=1']) {
      const answer = await t.request({ url, headers: { accept: 'text/html' } });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).toMatch(/^application\/json/);
      expect(answer.json().error, url).toBe('not_found');
    }
    // A known path of the newer family is served by its handler.
    expect((await t.request({ url: '/api-fe/notifications' })).statusCode).toBe(401);
  });

  it("leads the spec's old addresses to their pages, in the visitor's locale", async () => {
    expect(await get('/santa-vegas')).toEqual({ statusCode: 301, location: '/promotions' });
    expect(await get('/de/santa-vegas')).toEqual({ statusCode: 301, location: '/de/promotions' });
    expect(await get('/accounts/history')).toEqual({ statusCode: 301, location: '/' });
    expect(await get('/it/accounts/history')).toEqual({ statusCode: 301, location: '/it' });
  });

  it('logs no error when the browser leaves while a page is streaming', async () => {
    const errors = vi.spyOn(console, 'error');
    try {
      // A reload or a click away: the socket closes after the page's first bytes.
      for (const target of ['/', '/pokies/all']) {
        await new Promise<void>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1');
          socket.once('data', () => {
            socket.destroy();
            resolve();
          });
          socket.on('error', reject);
          socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n\r\n`);
        });
      }
      // A whole render after them: the server has seen both sockets close by the time it ends.
      expect((await get('/about')).statusCode).toBe(200);
      const logged = errors.mock.calls.map((args) => String(args[0]));
      expect(logged.filter((line) => /destination stream/.test(line))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('finds the page routes of the build', () => {
    expect(pagePatterns()).toContain('/play/:producer/:name');
    expect(pagePatterns()).toContain('/:slug');
  });

  it('never answers 5xx for odd values in any route parameter', async () => {
    // Unprefixed only: the locale prefixes have their own case below.
    const prefixed = new RegExp(`^/(${LOCALES.join('|')})(/|$)`);
    const withParams = pagePatterns().filter((p) => /[:*]/.test(p) && !prefixed.test(p));
    expect(withParams.length).toBeGreaterThan(5);
    const problems: string[] = [];
    for (const pattern of withParams) {
      for (const odd of ODD_SEGMENTS) {
        const url = pattern.replace(/:[A-Za-z]+\??|\*/g, odd);
        problems.push(...(await walk(url)));
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it('never answers 5xx for odd values in a signed-in player’s routes or under a locale prefix', async () => {
    const problems: string[] = [];
    const patterns = [
      '/accounts/:id/deposit',
      '/play/:a/:b',
      '/de/:slug',
      '/de/pokies/:slug',
      '/fr-CA/:slug',
    ];
    for (const pattern of patterns) {
      for (const odd of ['%00', 'a'.repeat(5000), 'b'.repeat(600), '..%2f', '%ED%A0%80']) {
        const url = pattern.replace(/:[A-Za-z]+/g, odd);
        problems.push(...(await walk(url, { cookie: playerCookie })));
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('never answers 5xx for odd whole paths and query strings', async () => {
    const paths = [
      '/%00',
      '/%E0%A4%A',
      `/${'a'.repeat(5000)}`,
      `/${'a/'.repeat(2000)}`,
      `/de/${'a'.repeat(5000)}`,
      '/%2e%2e/',
      '/..%2f',
      '/..%2f..%2fetc%2fpasswd',
      '/a b',
      '/ünïcødé',
      '/%F0%9F%9A%80/%F0%9F%9A%80',
      '/api/%00',
      `/api/${'a'.repeat(5000)}`,
      '/messages/%00',
      '/house/play/%00',
      '/?modal=%00',
      '/?modal=login&redirect=%00',
      `/?q=${'a'.repeat(5000)}`,
      '/?%E0%A4%A=%E0%A4%A',
      '/pokies/all?page=%00&device=%00',
      '/provably-fair?round=%00',
      '/provably-fair?round=99999999999999999999999',
      '/limits/confirm?token=%00',
      '/?modal=email-confirmation&confirmation_token=%00',
      '/?modal=new-password&reset_password_token=%00',
      '/?cashbox=%00',
      // `redirect` values that are no path of this site: the pages must not follow or fail on them.
      ...[
        '%09/evil.example',
        '/%09/evil.example',
        'javascript:alert(1)',
        'https://evil.example',
        '//evil.example',
        '/%5Cevil.example',
        '%2F%5Cevil.example',
        '%00',
      ].flatMap((value) => [
        `/?modal=login&redirect=${value}`,
        `/registration?redirect=${value}`,
        `/de/login?redirect=${value}`,
        `/cashbox?redirect=${value}`,
      ]),
    ];
    const problems: string[] = [];
    for (const path of paths) problems.push(...(await walk(path)));
    for (const path of paths) problems.push(...(await walk(path, { cookie: playerCookie })));
    expect(problems).toEqual([]);
  }, 180_000);
});

describe('odd hosts and request targets', () => {
  it('never answer 5xx, and a Host that is no host name is refused', async () => {
    const problems: string[] = [];
    for (const host of ['evil example', 'a@b', 'x/y', '[::1', 'localhost:99999', 'ünï', '', 'evil.example']) {
      for (const path of ['/', '/cashbox', '/de/', '/en/x']) problems.push(...(await walk(path, { host })));
    }
    for (const target of [
      '*',
      'http://evil.example/',
      'http://evil.example/en/x/',
      'http://localhost//evil.example/',
    ])
      problems.push(...(await walk(target)));
    expect(problems).toEqual([]);
    expect((await get('/', { host: 'x/y' })).statusCode).toBe(400);
    expect((await get('/', { host: 'evil.example' })).statusCode).toBe(200);
  }, 60_000);
});

describe('redirects stay on this origin', () => {
  const offsite = [
    '//evil.example',
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example',
    '/\\\\evil.example/',
    '/\\/evil.example',
    '//\\evil.example',
    '/%2F%2Fevil.example/',
    '/%5Cevil.example/',
    '/%5C%5Cevil.example/',
    '/%09/evil.example/',
  ];

  it('never points Location at another host, whatever the prefix', async () => {
    const problems: string[] = [];
    for (const prefix of ['', '/en', '/de', '/fr-CA', '/en/']) {
      for (const away of offsite) {
        problems.push(...(await walk(`${prefix}${away}`)));
        problems.push(...(await walk(`${prefix}${away}?modal=login`)));
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('never points Location at another host for a prefix the host does not serve', async () => {
    // The 127.0.0.1 mirror serves en, et and de only: /fr-CA/… redirects to the bare path.
    const problems: string[] = [];
    for (const away of offsite) problems.push(...(await walk(`/fr-CA${away}`, { host: '127.0.0.1' })));
    expect(problems).toEqual([]);
  }, 60_000);

  it('collapses the slashes a canonical redirect would have kept', async () => {
    const cases: [string, string][] = [
      ['/en//evil.example', '/evil.example'],
      ['/en/\\evil.example', '/evil.example'],
      ['//evil.example/', '/evil.example'],
      ['/\\evil.example', '/evil.example'],
      ['/de//profile/', '/de/profile'],
      ['/en/profile/?tab=1', '/profile?tab=1'],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect(res.statusCode, from).toBe(301);
      expect(res.location, from).toBe(to);
    }
  });

  it('sends a guest to registration with a same-origin redirect back', async () => {
    const res = await get('/cashbox?x=1');
    expect(res.statusCode).toBe(302);
    const location = followed(res.location ?? '') ?? new URL('http://nowhere');
    expect(location.pathname).toBe('/registration');
    expect(location.searchParams.get('redirect')).toBe('/cashbox?x=1');
  });
});
