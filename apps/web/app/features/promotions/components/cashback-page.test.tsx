import type { CashbackTerms } from '@orbit/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { CashbackPage } from './cashback-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CAD = { code: 'CAD', subunits_to_unit: 100, fiat: true };

const weekly: CashbackTerms = {
  id: '9',
  title: 'Weekly cashback: 10% of net losses',
  group_key: 'weekly_cashback',
  period: 'week',
  percent: 10,
  min_loss_cents: 3_000,
  cap_cents: 75_000,
  currency: 'CAD',
  reward: 'bonus',
  wager_multiplier: 1,
  members_only: false,
  eligible: true,
};
const vip: CashbackTerms = {
  ...weekly,
  id: '10',
  title: 'VIP cashback: 15% of net losses, real money',
  group_key: 'vip_weekly_cashback',
  percent: 15,
  cap_cents: 300_000,
  reward: 'real',
  wager_multiplier: 0,
  members_only: true,
  eligible: false,
};

function render(terms: FakeHandler, player: unknown = makePlayer({ currency: 'CAD' })) {
  const api = fakeApi({
    'GET /api/player': () => ({ body: player }),
    'GET /api/info/currencies': () => ({ body: [CAD] }),
    'GET /api/bonuses/cashback': terms,
  });
  renderApp(<CashbackPage />, { url: '/promotions/cashback', fetch: api.fetch });
  return api;
}

const offerText = async (title: string) => (await screen.findByRole('article', { name: title })).textContent;

describe('the cashback page', () => {
  it('explains each cashback from its terms: share, minimum, cap, how it is paid, whose it is', async () => {
    const api = render(() => ({ body: [weekly, vip] }));
    const bonus = await offerText(weekly.title);
    expect(bonus).toContain('10% of your net losses of each week (Monday to Sunday, UTC) back.');
    expect(bonus).toContain('Paid on a net loss of CA$30.00 or more.');
    expect(bonus).toContain('Up to CA$750.00 a week.');
    expect(bonus).toContain('then wager 1× its amount to turn it into real money');
    expect(bonus).toContain('You get this cashback.');
    const real = await offerText(vip.title);
    expect(real).toContain('Up to CA$3,000.00 a week.');
    expect(real).toContain('Paid as real money with no wagering');
    expect(real).toContain('For selected players only');
    expect(within(screen.getByRole('article', { name: vip.title })).getByText('VIP')).toBeTruthy();
    // The titles come in the page's language.
    expect(api.callsTo('GET /api/bonuses/cashback')[0]?.url).toContain('locale=en');
    expect(screen.getByRole('link', { name: 'See your gifts' }).getAttribute('href')).toBe('/profile/gifts');
  });

  it('a daily cashback without cap or minimum says so', async () => {
    render(() => ({
      body: [{ ...weekly, period: 'day', min_loss_cents: 0, cap_cents: null, wager_multiplier: 0 }],
    }));
    const text = await offerText(weekly.title);
    expect(text).toContain('of each day (UTC) back.');
    expect(text).toContain('Paid as a bonus with no wagering');
    expect(text).not.toContain('Paid on a net loss');
    expect(text).not.toContain('Up to');
  });

  it('a guest is asked to sign up; a player who gets none is told so', async () => {
    render(() => ({ body: [{ ...weekly, eligible: null }] }), guest);
    const signUp = await screen.findByRole('link', { name: 'Sign up to get cashback' });
    expect(signUp.getAttribute('href')).toBe('/promotions/cashback?modal=registration');
    cleanup();
    render(() => ({ body: [{ ...weekly, eligible: false }] }));
    expect(await offerText(weekly.title)).toContain('not available on your account');
  });

  it('no cashback running, or the terms failing, is said', async () => {
    render(() => ({ body: [] }));
    expect((await screen.findByTestId('no-cashback')).textContent).toBe('No cashback is running right now.');
    cleanup();
    render(() => ({ status: 500, body: { error: 'internal' } }));
    expect(
      await screen.findByText('The cashback terms could not be loaded. Please try again later.'),
    ).toBeTruthy();
  });
});
