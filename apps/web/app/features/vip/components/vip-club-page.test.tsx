import type { VipProgress } from '@orbit/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeHandler, fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { VipClubPage } from './vip-club-page.tsx';

afterEach(cleanup);

const CAD = { code: 'CAD', subunits_to_unit: 100, fiat: true };

const progress: VipProgress = {
  userId: 7,
  currency: 'CAD',
  currentStatus: 'bronze',
  activeStatus: 'bronze',
  nextStatus: 'silver',
  depositAmountCents: 4_500,
  depositThresholdCents: 6_000,
  betSumCents: 3_000,
  betSumThresholdCents: 12_000,
  overallProgress: 50,
  quarterEndsAt: '2026-07-01T00:00:00.000Z',
};

function render(
  answer: FakeHandler,
  player: unknown = makePlayer({ currency: 'CAD', statuses: [{ id: 257, name: 'VIP Bronze' }] }),
) {
  const api = fakeApi({
    'GET /api/player': () => ({ body: player }),
    'GET /api/info/currencies': () => ({ body: [CAD] }),
    'GET /jam/vip_status_progress': answer,
    'POST /api/fe/config/managers': () => ({
      body: {
        managerName: 'Mira',
        email: 'mira@orbit.test',
        phone: '',
        telegramLink: '',
        whatsAppLink: '',
        avatar: '',
        time: '',
      },
    }),
  });
  renderApp(<VipClubPage />, { url: '/rocketplay-vipclub', fetch: api.fetch });
  return api;
}

const bar = (name: string) => screen.getByRole('progressbar', { name });

describe('the VIP club page', () => {
  it('shows the held status, this quarter’s bars in the player’s money and when the sums reset', async () => {
    render(() => ({ body: progress }));
    expect(
      await screen.findByRole('heading', { name: 'Your status: Bronze' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByText('This quarter you have reached Bronze: you keep it next quarter.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'On your way to Silver' })).toBeTruthy();
    expect(screen.queryByTestId('vip-keep')).toBeNull();
    expect(bar('Deposits').getAttribute('aria-valuenow')).toBe('75');
    expect(bar('Deposits').getAttribute('aria-valuetext')).toBe('CA$45.00 of CA$60.00');
    expect(bar('Real-money bets').getAttribute('aria-valuenow')).toBe('25');
    expect(bar('Overall').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('vip-resets').textContent).toBe(
      "This quarter's sums count until July 1, 2026.",
    );
  });

  it('marks the cards current, earlier, next and locked around the held status', async () => {
    render(() => ({
      body: { ...progress, currentStatus: 'silver', activeStatus: 'regular', nextStatus: 'bronze' },
    }));
    await screen.findByRole('heading', { name: 'Your status: Silver' });
    const state = (status: string) => screen.getByTestId(`vip-card-${status}`).getAttribute('data-state');
    expect(['regular', 'bronze', 'silver', 'gold', 'diamond'].map(state)).toEqual([
      'earlier',
      'earlier',
      'current',
      'next',
      'locked',
    ]);
    expect(screen.getByTestId('vip-card-silver').getAttribute('aria-current')).toBe('step');
    expect(within(screen.getByTestId('vip-card-gold')).getByText('Next')).toBeTruthy();
    expect(screen.getByText('This quarter you have not reached a status yet.')).toBeTruthy();
    expect(screen.getByTestId('vip-keep').textContent).toBe(
      'To keep Silver after July 1, 2026, reach it again this quarter.',
    );
  });

  it('says diamond is for life instead of bars', async () => {
    render(() => ({
      body: { ...progress, currentStatus: 'diamond', activeStatus: 'regular', nextStatus: 'diamond' },
    }));
    expect(await screen.findByText('Diamond is yours for life.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('vip-top')).toBeTruthy();
  });

  it('shows the VIP player’s manager from the shell', async () => {
    render(() => ({ body: progress }));
    expect(await screen.findByText('Mira')).toBeTruthy();
  });

  it('tells the player when the progress cannot be loaded', async () => {
    render(() => ({ status: 500, body: { error: 'internal' } }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your progress could not be loaded. Please try again later.',
    );
  });

  it('shows a guest the ladder and the carousel with a sign-up call, and asks for no progress', async () => {
    const api = render(() => ({ body: progress }), guest);
    const call = await screen.findByTestId('vip-guest');
    expect(within(call).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/rocketplay-vipclub?modal=registration',
    );
    expect(screen.getByTestId('vip-card-gold').getAttribute('data-state')).toBe('none');
    expect(screen.getByTestId('vip-carousel')).toBeTruthy();
    expect(api.callsTo('GET /jam/vip_status_progress')).toHaveLength(0);
  });
});

describe('the benefits carousel', () => {
  it('opens on the player’s status and moves with the buttons, the status buttons and the keys', async () => {
    render(() => ({ body: progress }));
    await screen.findByRole('heading', { name: 'Your status: Bronze' }, { timeout: 5_000 });
    const carousel = screen.getByTestId('vip-carousel');
    const shown = () =>
      within(carousel)
        .getAllByRole('group', { hidden: true })
        .filter((slide) => slide.getAttribute('aria-hidden') !== 'true')
        .map((slide) => slide.getAttribute('aria-label'));
    expect(shown()).toEqual(['Bronze, 2 of 5']);
    expect(within(carousel).getByText('5% weekly cashback')).toBeTruthy();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next status' }));
    expect(shown()).toEqual(['Silver, 3 of 5']);
    fireEvent.click(within(carousel).getByRole('button', { name: 'Show Diamond' }));
    expect(shown()).toEqual(['Diamond, 5 of 5']);
    expect(within(carousel).getByRole('button', { name: 'Show Diamond' }).getAttribute('aria-current')).toBe(
      'true',
    );
    // At the end the next button stays focusable but goes nowhere.
    const next = within(carousel).getByRole('button', { name: 'Next status' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(shown()).toEqual(['Diamond, 5 of 5']);
    fireEvent.keyDown(next, { key: 'Home' });
    expect(shown()).toEqual(['Regular, 1 of 5']);
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(shown()).toEqual(['Bronze, 2 of 5']);
    expect(within(carousel).getByRole('status', { hidden: true }).textContent).toBe('Bronze, 2 of 5');
  });

  it('lists what a status gives and what it does not', async () => {
    render(() => ({ body: progress }), guest);
    const regular = await screen.findByTestId('vip-slide-regular');
    expect(within(regular).getByText('No weekly cashback')).toBeTruthy();
    expect(within(regular).getByText('Withdrawals handled within 48 hours')).toBeTruthy();
    const diamond = screen.getByTestId('vip-slide-diamond');
    expect(within(diamond).getByText('Withdrawals handled within 1 hour', { ignore: '' })).toBeTruthy();
    expect(within(diamond).getByText('Comp points ×3')).toBeTruthy();
    expect(within(diamond).getByText('A personal manager')).toBeTruthy();
  });
});
