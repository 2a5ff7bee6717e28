import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosts } from '../db/schema/index.ts';
import { createSignedInPlayer } from '../modules/player/test-support.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { pageFacts } from './page-facts.ts';

/** The page request's facts must be exactly what its routes answer: loaders cannot tell them apart. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t?.close());

async function pageRequest(user: FastifyRequest['user'], country: string) {
  const [site] = await t.deps.db.select().from(hosts).where(eq(hosts.hostname, 'localhost'));
  if (!site) throw new Error('the seed has no localhost mirror');
  return { user, site, country } as FastifyRequest;
}

async function factBody(page: FastifyRequest, url: string) {
  const answer = pageFacts(t.app, page).answerFor('GET', url);
  if (!answer) throw new Error(`${url} is no page fact`);
  const { status, body } = await answer();
  return { status, body: body.toString() };
}

describe('the facts of a page request', () => {
  it('are the bytes the routes send, for a guest and a player', async () => {
    const guest = await t.request({ method: 'GET', url: '/api/player', headers: { 'x-country-code': 'DE' } });
    expect(await factBody(await pageRequest(null, 'DE'), '/api/player')).toEqual({
      status: 200,
      body: guest.body,
    });

    const { user, cookie } = await createSignedInPlayer(t);
    const player = await t.request({ method: 'GET', url: '/api/player', cookie });
    expect(JSON.parse(player.body)).toMatchObject({ id: user.id });
    expect((await factBody(await pageRequest(user, 'CA'), '/api/player')).body).toBe(player.body);

    for (const url of ['/api/info/project', '/api/info/locales', '/api/fe/config/logo-config']) {
      const routed = await t.request({ method: 'GET', url });
      expect((await factBody(await pageRequest(null, 'CA'), url)).body, url).toBe(routed.body);
    }
  });

  it('answer the configs as their route does, and leave an unset one to the API (its 404)', async () => {
    const facts = pageFacts(t.app, await pageRequest(null, 'CA'));
    const names = ['banners-config', 'menu-categories-games', 'betting-config'];
    const bodies = await Promise.all(
      names.map((name) => facts.answerFor('GET', `/api/fe/config/${name}`)?.()),
    );
    for (const [i, name] of names.entries()) {
      const routed = await t.request({ method: 'GET', url: `/api/fe/config/${name}` });
      expect(bodies[i]?.body.toString(), name).toBe(routed.body);
    }
    await expect(facts.answerFor('GET', '/api/fe/config/no-such-config')?.()).rejects.toThrow();
  });

  it('are only these reads: a query string or another method goes to the API', async () => {
    const facts = pageFacts(t.app, await pageRequest(null, 'CA'));
    expect(facts.answerFor('GET', '/api/player')).toBeDefined();
    expect(facts.answerFor('PATCH', '/api/player')).toBeUndefined();
    expect(facts.answerFor('GET', '/api/player/accounts')).toBeUndefined();
    expect(facts.answerFor('GET', '/api/info/locales?affb_id=1')).toBeUndefined();
    expect(facts.answerFor('GET', '/api/fe/config/logo-config?x=1')).toBeUndefined();
  });
});
