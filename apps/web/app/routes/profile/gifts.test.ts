import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '~/shared/ui/testing.tsx';
import type { Route } from './+types/gifts';
import { loader } from './gifts.tsx';

const hydratedQuery = (state: unknown, key: string) =>
  (state as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries.find(
    (query) => query.queryKey.join('/') === key,
  )?.state.data;

// The lists' items as far as the loader is concerned: it passes them on untouched.
const gift = { id: 1, title: 'Welcome bonus', stage: 'handle_bets' };
const spins = { id: 5, title: '50 free spins', stage: 'issued' };

describe('the gifts page loader', () => {
  it('renders both lists on the server: bonuses and free spins are in the page’s cache', async () => {
    const api = fakeApi({
      'GET /api/player/bonuses': () => ({ body: [gift] }),
      'GET /api/player/freespins': () => ({ body: [spins] }),
    });
    const context = { apiFetch: api.fetch } as unknown as AppLoadContext;
    const { dehydratedState } = await loader({ context } as Route.LoaderArgs);
    expect(hydratedQuery(dehydratedState, 'player/bonuses')).toEqual([gift]);
    expect(hydratedQuery(dehydratedState, 'player/freespins')).toEqual([spins]);
  });

  it('still renders the page when a list fails (the browser reads it again)', async () => {
    const api = fakeApi({ 'GET /api/player/freespins': () => ({ body: [] }) });
    const context = { apiFetch: api.fetch } as unknown as AppLoadContext;
    const { dehydratedState } = await loader({ context } as Route.LoaderArgs);
    expect(hydratedQuery(dehydratedState, 'player/bonuses')).toBeUndefined();
    expect(hydratedQuery(dehydratedState, 'player/freespins')).toEqual([]);
  });
});
