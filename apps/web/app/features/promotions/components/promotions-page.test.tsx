import type { AvailableOffer, CashbackTerms, CmsPage } from '@orbit/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { PromotionsPage } from './promotions-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const offer = (id: string, title: string): AvailableOffer => ({
  id,
  title,
  group_key: `offer_${id}`,
  match_percent: 100,
  image: null,
  url: null,
  bonuses: [
    {
      title,
      type: 'bonus',
      conditions: [],
      attributes: [{ field: 'bonus_amount', value: [{ currency: 'EUR', amount_cents: 20_000 }] }],
      result_bonus: [{ field: 'wager', value: 35 }],
    },
  ],
});
const cashback: CashbackTerms = {
  id: '9',
  title: 'Weekly cashback',
  group_key: 'weekly_cashback',
  period: 'week',
  percent: 10,
  min_loss_cents: 2_000,
  cap_cents: 50_000,
  currency: 'EUR',
  reward: 'bonus',
  wager_multiplier: 1,
  members_only: false,
  eligible: null,
};

function render(player: unknown, routes: Record<string, FakeHandler> = {}, page: CmsPage | null = null) {
  const api = fakeApi({
    'GET /api/player': () => ({ body: player }),
    'GET /api/bonuses/deposit': () => ({ body: [offer('1', 'Welcome bonus')] }),
    'GET /api/bonuses/registration': () => ({ body: [offer('5', '€5 on the house')] }),
    'GET /api/bonuses/cashback': () => ({ body: [cashback] }),
    ...routes,
  });
  renderApp(<PromotionsPage page={page} />, { url: '/promotions', fetch: api.fetch });
  return api;
}

describe('the promotions page', () => {
  it('a guest sees the sign-up offers, each leading to the registration, and the cashback card', async () => {
    const api = render(guest);
    const card = await screen.findByRole('article', { name: '€5 on the house' });
    expect(card.textContent).toContain('Up to €200.00');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/promotions?modal=registration',
    );
    const cashbackCard = await screen.findByTestId('cashback-card');
    expect(cashbackCard.getAttribute('href')).toBe('/promotions/cashback');
    expect(cashbackCard.textContent).toContain('Up to 10% of your net losses back every week.');
    expect(api.callsTo('GET /api/bonuses/deposit')).toHaveLength(0);
  });

  it('a player sees their deposit offers, each opening the bonus deposit over the page', async () => {
    const api = render(makePlayer());
    await screen.findByRole('article', { name: 'Welcome bonus' });
    expect(screen.getByRole('link', { name: 'Deposit and take it' }).getAttribute('href')).toBe(
      '/promotions?cashbox=deposit-bonus',
    );
    expect(api.callsTo('GET /api/bonuses/registration')).toHaveLength(0);
  });

  it('a player with no offer is told so; one who turned bonuses off gets the switch', async () => {
    render(makePlayer(), { 'GET /api/bonuses/deposit': () => ({ body: [] }) });
    expect((await screen.findByTestId('no-offers')).textContent).toBe(
      'No deposit bonus is on offer for you right now.',
    );
    cleanup();
    const api = render(makePlayer({ can_issue_bonuses: false }));
    await screen.findByTestId('bonuses-off');
    expect(api.callsTo('GET /api/bonuses/deposit')).toHaveLength(0);
  });

  it('keeps the operator’s CMS text; no cashback card when no cashback runs', async () => {
    const page = { title: 'Promotions', content: '<p>Terms apply to every promotion.</p>' } as CmsPage;
    render(guest, { 'GET /api/bonuses/cashback': () => ({ body: [] }) }, page);
    expect((await screen.findByTestId('promotions-cms')).textContent).toBe('Terms apply to every promotion.');
    await screen.findByRole('article', { name: '€5 on the house' });
    expect(screen.queryByTestId('cashback-card')).toBeNull();
  });
});
