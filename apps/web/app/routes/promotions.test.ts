import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, guest, makePlayer } from '~/shared/ui/testing.tsx';
import type { Route } from './+types/promotions';
import type { Route as CashbackRoute } from './+types/promotions-cashback';
import { loader } from './promotions.tsx';
import { loader as cashbackLoader } from './promotions-cashback.tsx';

const hydratedQuery = (state: unknown, key: string) =>
  (state as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries.find(
    (query) => query.queryKey.join('/') === key,
  )?.state.data;

const deposit = [{ id: '1', title: 'Welcome bonus' }];
const registration = [{ id: '5', title: '€5 on the house' }];
const cashback = [{ id: '9', title: 'Wöchentliches Cashback' }];
const cms = { title: 'Promotions', content: '<p>Terms apply.</p>' };

function load(url: string, player: unknown, cmsPage: 'ok' | 'missing' = 'ok') {
  const api = fakeApi({
    'GET /api/bonuses/deposit': () => ({ body: deposit }),
    'GET /api/bonuses/registration': () => ({ body: registration }),
    'GET /api/bonuses/cashback': () => ({ body: cashback }),
    'GET /api/cms/pages/promotions': () => (cmsPage === 'ok' ? { body: cms } : { status: 404, body: {} }),
  });
  const context = { apiFetch: api.fetch, currentPlayer: async () => player } as unknown as AppLoadContext;
  return {
    api,
    result: loader({ context, request: new Request(`http://orbit.test${url}`) } as Route.LoaderArgs),
  };
}

describe('the promotions page loader', () => {
  it('renders a player’s deposit offers, the cashback terms in the page’s locale and the CMS text', async () => {
    const { api, result } = load('/de/promotions', makePlayer());
    const { dehydratedState, page } = await result;
    expect(hydratedQuery(dehydratedState, 'player/bonus-offers/deposit')).toEqual(deposit);
    expect(hydratedQuery(dehydratedState, 'player/bonus-offers/cashback/de')).toEqual(cashback);
    expect(page).toEqual(cms);
    expect(api.callsTo('GET /api/cms/pages/promotions')[0]?.url).toContain('l=de');
    expect(api.callsTo('GET /api/bonuses/registration')).toHaveLength(0);
  });

  it('renders a guest’s sign-up offers; the page stands without its CMS text', async () => {
    const { api, result } = load('/promotions', guest, 'missing');
    const { dehydratedState, page } = await result;
    expect(hydratedQuery(dehydratedState, 'bonus-offers/registration/en')).toEqual(registration);
    expect(hydratedQuery(dehydratedState, 'player/bonus-offers/cashback/en')).toEqual(cashback);
    expect(page).toBeNull();
    expect(api.callsTo('GET /api/bonuses/deposit')).toHaveLength(0);
  });
});

describe('the cashback page loader', () => {
  it('renders the cashback terms in the page’s locale', async () => {
    const api = fakeApi({ 'GET /api/bonuses/cashback': () => ({ body: cashback }) });
    const context = { apiFetch: api.fetch } as unknown as AppLoadContext;
    const { dehydratedState } = await cashbackLoader({
      context,
      request: new Request('http://orbit.test/de/promotions/cashback'),
    } as CashbackRoute.LoaderArgs);
    expect(hydratedQuery(dehydratedState, 'player/bonus-offers/cashback/de')).toEqual(cashback);
    expect(api.callsTo('GET /api/bonuses/cashback')[0]?.url).toContain('locale=de');
  });
});
