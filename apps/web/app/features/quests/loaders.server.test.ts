import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, guest, makePlayer } from '~/shared/ui/testing.tsx';
import { questLoader, questsLoader } from './loaders.server.ts';
import { makeQuest, makeQuestStatus } from './testing.ts';

const testQuest = makeQuest({ id: 7, slug: 'ffc', frontend_identifier: 's--ffc-quest' });
const sprint = makeQuest({ id: 8, slug: 'slots-sprint', frontend_identifier: 'slots-sprint' });

function server(player: unknown, pages: Record<string, boolean> = {}) {
  const api = fakeApi({
    'GET /api/player': () => ({ body: player }),
    'GET /api/fe/config/manage-promotion-pages': () => ({ body: pages }),
    'GET /api/tournaments': () => ({ body: [makeQuest(), testQuest, sprint] }),
    'GET /api/tournaments/starter-quest': () => ({ body: makeQuest() }),
    'GET /api/tournaments/ffc': () => ({ body: testQuest }),
    'GET /api/tournaments/slots-sprint': () => ({ body: sprint }),
    'GET /api/tournaments/5/status': () => ({ body: makeQuestStatus({ bet_cents: 100 }) }),
    'GET /batch': () => ({ body: {} }),
  });
  const context = {
    apiFetch: api.fetch,
    country: 'CA',
    currentPlayer: async () => player,
  } as unknown as AppLoadContext;
  return { api, context };
}

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (thrown: unknown) => (thrown as { init?: { status?: number } }).init?.status ?? 500,
  );

describe('quest loaders', () => {
  it("renders a quest and the player's standing on the server", async () => {
    const { api, context } = server(makePlayer());
    const loaded = await questLoader({
      request: new Request('http://orbit.test/de/quests/starter-quest'),
      context,
      params: { slug: 'starter-quest' },
    });
    expect(loaded.dehydratedState.queries.map((q) => q.queryKey)).toEqual([
      ['quests', 'one', 'starter-quest', 'de'],
      ['player', 'quest-status', 5],
    ]);
    expect(api.callsTo('GET /api/tournaments/starter-quest')[0]?.url).toContain('locale=de');
  });

  it('the test quest is a 404 without its flag; a tournament that is no quest too', async () => {
    const request = new Request('http://orbit.test/quests/ffc');
    expect(
      await status(questLoader({ request, context: server(guest).context, params: { slug: 'ffc' } })),
    ).toBe(404);
    expect(
      await status(
        questLoader({ request, context: server(guest, { ffc: true }).context, params: { slug: 'ffc' } }),
      ),
    ).toBe(200);
    // Testers (group 21) always have it.
    const tester = makePlayer({ statuses: [{ id: 21, name: 'testers' }] });
    expect(
      await status(questLoader({ request, context: server(tester).context, params: { slug: 'ffc' } })),
    ).toBe(200);
    const sprintRequest = new Request('http://orbit.test/quests/slots-sprint');
    expect(
      await status(
        questLoader({
          request: sprintRequest,
          context: server(guest).context,
          params: { slug: 'slots-sprint' },
        }),
      ),
    ).toBe(404);
    expect(
      await status(questLoader({ request, context: server(guest).context, params: { slug: 'unknown' } })),
    ).toBe(404);
  });

  it("the list asks the visible quests' statuses in one batch, none for a guest", async () => {
    const player = server(makePlayer());
    await questsLoader({
      request: new Request('http://orbit.test/quests'),
      context: player.context,
      params: {},
    });
    expect(
      new URL(player.api.callsTo('GET /batch')[0]?.url ?? '', 'http://x').searchParams.getAll('url[]'),
    ).toEqual(['api/tournaments/5/status']);
    const visitor = server(guest);
    await questsLoader({
      request: new Request('http://orbit.test/quests'),
      context: visitor.context,
      params: {},
    });
    expect(visitor.api.callsTo('GET /batch')).toHaveLength(0);
  });
});
