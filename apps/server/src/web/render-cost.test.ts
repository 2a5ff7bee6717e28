import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookiesOf, startTestApp, type TestApp } from '../test/harness.ts';

/**
 * What one server render costs in in-process API calls (needs apps/web/build): the Server-Timing
 * header counts them, and the calls that reach the API are watched through `app.inject`.
 */
let t: TestApp;
let playerCookie = '';
/** Every statement the app sends to its database. */
const statements: string[] = [];
beforeAll(async () => {
  t = await startTestApp({
    seed: true,
    config: { roles: new Set(['api', 'web']) },
    onQuery: (sql) => statements.push(sql),
  });
  const signIn = await t.request({
    method: 'POST',
    url: '/api/users/sign_in',
    payload: { user: { email: 'player@orbit.test', password: 'Orbit-demo-1' } },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  playerCookie = cookiesOf(signIn);
});
afterAll(() => t?.close());

/** Renders `url` as a browser asks for it; returns the page and the API calls it injected. */
async function render(url: string, cookie?: string) {
  const inject = t.app.inject.bind(t.app);
  const injected: string[] = [];
  const spy = vi.spyOn(t.app, 'inject').mockImplementation(((options: InjectOptions) => {
    injected.push(`${options.method} ${options.url} ${String(options.payload ?? '')}`);
    return inject(options);
  }) as typeof t.app.inject);
  try {
    const page = await inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });
    const timing = String(page.headers['server-timing'] ?? '');
    const calls = Number(/(?:^|, )api;dur=[\d.]+;desc="(\d+) calls"/.exec(timing)?.[1] ?? Number.NaN);
    return { page, timing, calls, injected };
  } finally {
    spy.mockRestore();
  }
}

describe('the cost of a server render', () => {
  it('is told by a Server-Timing header on pages, not on API answers', async () => {
    const { page, timing } = await render('/pokies/all');
    expect(page.statusCode).toBe(200);
    expect(timing).toMatch(
      /^render;dur=\d+\.\d, api;dur=\d+\.\d;desc="\d+ calls", api-cache;desc="\d+ hits", api-reuse;desc="\d+ answered in the render"$/,
    );
    const api = await t.request({ method: 'GET', url: '/api/player' });
    expect(api.statusCode).toBe(200);
    expect(api.headers['server-timing']).toBeUndefined();
  });

  for (const [who, cookie, bound] of [
    ['a guest', () => undefined, 10],
    // A player's lobby also reads the accounts and currencies; the footer's terms download
    // (cms/files, issue 19) made it 11. Issue 21 brings every page down to fewer round trips.
    ['a player', () => playerCookie, 11],
  ] as const) {
    it(`lobby for ${who}: at most ${bound} calls, none repeated, the player taken from the page request`, async () => {
      const { page, calls, injected } = await render('/', cookie());
      expect(page.statusCode).toBe(200);
      expect(calls).toBeLessThanOrEqual(bound);
      // The page's session already says who the player is: no loader asks the API again.
      expect(injected.filter((c) => c.startsWith('GET /api/player '))).toEqual([]);
      expect(injected.length).toBeLessThanOrEqual(calls);
      expect(new Set(injected).size).toBe(injected.length);
    });
  }

  it("a guest's page, once rendered, renders again without a database read", async () => {
    for (const url of ['/', '/de/pokies/all', '/about']) {
      expect((await render(url)).page.statusCode, url).toBe(200);
      statements.length = 0;
      expect((await render(url)).page.statusCode, url).toBe(200);
      expect(statements, url).toEqual([]);
    }
  });

  it('a signed-in page shows that player', async () => {
    const { page } = await render('/profile', playerCookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('player@orbit.test');
  });
});
