import type { UserLimit } from '@orbit/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '~/features/realtime/testing.ts';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { LimitsPage } from './limits-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const limit = (over: Partial<UserLimit>): UserLimit => ({
  id: 1,
  type: 'deposit',
  period: 'day',
  status: 'active',
  disable_at: null,
  confirm_until: null,
  parent_type: null,
  strategy: null,
  created_at: '2026-11-22T08:00:00Z',
  pending: null,
  ...over,
});

const eur = (amount: number, current: number) => [
  {
    currency: 'EUR',
    amount_cents: amount,
    current_value_amount_cents: current,
    active_until: '2026-11-23T00:00:00Z',
  },
];

/** The operator's suggested values (limits-config). */
const PRESETS = {
  deposit: { EUR: [10_000, 25_000] },
  loss: { EUR: [5_000] },
  wager: { CAD: [50_000] },
  session_minutes: [30, 60],
};

function setUp(
  limits: UserLimit[],
  answer: () => { status?: number; body?: unknown } = () => ({ body: limits }),
) {
  const api = fakeApi({
    'GET /api/player': () => ({ body: makePlayer({ currency: 'EUR' }) }),
    'GET /api/fe/config/limits-config': () => ({ body: PRESETS }),
    'GET /api/user_limits': () => ({ body: limits }),
    'POST /api/user_limits': answer,
    'DELETE /api/user_limits/1': answer,
  });
  renderApp(<LimitsPage />, { url: '/profile/limits', fetch: api.fetch });
  return api;
}

describe('profile limits page', () => {
  it("shows each limit with the used part in the player's currency and when it resets", async () => {
    setUp([limit({ accounts: eur(50_000, 12_500) })]);
    const deposit = await screen.findByRole('region', { name: 'Deposit limit' });
    const item = within(deposit).getByTestId('limit');
    expect(item.textContent).toContain('Daily · €500.00');
    expect(item.textContent).toContain('€125.00 of €500.00 used');
    expect(within(item).getByRole('progressbar', { name: 'Part of the limit used' })).toHaveProperty(
      'value',
      0.25,
    );
    expect(screen.queryByTestId('limits-reached')).toBeNull();
  });

  it('says when a limit is reached', async () => {
    setUp([limit({ type: 'loss', accounts: eur(10_000, -10_000) })]);
    expect((await screen.findByRole('alert')).textContent).toContain('You have reached a limit');
  });

  it('sets a limit in minor units of the player’s currency', async () => {
    const api = setUp([]);
    const loss = await screen.findByRole('region', { name: 'Loss limit' });
    fireEvent.change(within(loss).getByLabelText('Period'), { target: { value: 'week' } });
    fireEvent.change(within(loss).getByLabelText('Amount (EUR)'), { target: { value: '250,50' } });
    fireEvent.click(within(loss).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(api.callsTo('POST /api/user_limits')).toHaveLength(1));
    expect(api.callsTo('POST /api/user_limits')[0]?.body).toEqual({
      type: 'loss',
      period: 'week',
      accounts: [{ currency: 'EUR', amount_cents: 25_050 }],
    });
  });

  it('offers the operator’s suggested amounts in the player’s currency, and sends the one chosen', async () => {
    const api = setUp([]);
    const deposit = await screen.findByRole('region', { name: 'Deposit limit' });
    const suggested = await within(deposit).findByRole('group', { name: 'Suggested amounts' });
    const choices = within(suggested).getAllByRole('button');
    expect(choices.map((button) => button.textContent)).toEqual(['€100.00', '€250.00']);
    fireEvent.click(choices[1]!);
    expect(within(deposit).getByLabelText('Amount (EUR)')).toHaveProperty('value', '250');
    expect(choices[1]?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(deposit).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(api.callsTo('POST /api/user_limits')).toHaveLength(1));
    expect(api.callsTo('POST /api/user_limits')[0]?.body).toEqual({
      type: 'deposit',
      period: 'day',
      accounts: [{ currency: 'EUR', amount_cents: 25_000 }],
    });
    // No suggestion in the player's currency: none shown.
    const wager = screen.getByRole('region', { name: 'Wager limit' });
    expect(within(wager).queryByRole('group', { name: 'Suggested amounts' })).toBeNull();
    const session = screen.getByRole('region', { name: 'Session limit' });
    fireEvent.click(
      within(within(session).getByRole('group', { name: 'Suggested durations' })).getByRole('button', {
        name: '60 minutes',
      }),
    );
    expect(within(session).getByLabelText('Minutes')).toHaveProperty('value', '60');
  });

  it('refuses an amount that is not positive, without a request', async () => {
    const api = setUp([]);
    const wager = await screen.findByRole('region', { name: 'Wager limit' });
    fireEvent.change(within(wager).getByLabelText('Amount (EUR)'), { target: { value: '0' } });
    fireEvent.click(within(wager).getByRole('button', { name: 'Save limit' }));
    expect(await within(wager).findByText('Enter an amount greater than zero.')).toBeTruthy();
    expect(api.callsTo('POST /api/user_limits')).toHaveLength(0);
  });

  it('shows the server’s field errors', async () => {
    setUp([], () => ({ status: 422, body: { errors: { accounts: ['validation.required'] } } }));
    const deposit = await screen.findByRole('region', { name: 'Deposit limit' });
    fireEvent.change(within(deposit).getByLabelText('Amount (EUR)'), { target: { value: '10' } });
    fireEvent.click(within(deposit).getByRole('button', { name: 'Save limit' }));
    expect(await within(deposit).findByText('This field is required.')).toBeTruthy();
  });

  it('shows a waiting loosening and asks for a removal', async () => {
    const pending = limit({
      accounts: eur(50_000, 0),
      pending: {
        accounts: [{ currency: 'EUR', amount_cents: 90_000 }],
        removal: false,
        applies_at: '2026-11-23T08:00:00Z',
      },
    });
    const api = setUp([pending]);
    const note = await screen.findByTestId('limit-pending');
    expect(note.textContent).toContain('Waiting: €900.00 from');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/user_limits/1')).toHaveLength(1));
  });

  it('a session limit in minutes, checked before sending', async () => {
    const api = setUp([]);
    const session = await screen.findByRole('region', { name: 'Session limit' });
    fireEvent.change(within(session).getByLabelText('Minutes'), { target: { value: '2000' } });
    fireEvent.click(within(session).getByRole('button', { name: 'Save limit' }));
    expect(
      await within(session).findByText('Enter a whole number of minutes between 1 and 1440.'),
    ).toBeTruthy();
    fireEvent.change(within(session).getByLabelText('Minutes'), { target: { value: '90' } });
    fireEvent.click(within(session).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(api.callsTo('POST /api/user_limits')).toHaveLength(1));
    expect(api.callsTo('POST /api/user_limits')[0]?.body).toEqual({
      type: 'session',
      period: 'day',
      minutes: 90,
    });
  });

  it('self-exclusion needs the box ticked, then starts', async () => {
    const api = setUp([]);
    const form = await screen.findByTestId('limits-selfexclusion-form');
    fireEvent.change(within(form).getByLabelText('For'), { target: { value: '1year' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Exclude myself' }));
    expect(await within(form).findByText('Please tick this box to continue.')).toBeTruthy();
    expect(api.callsTo('POST /api/user_limits')).toHaveLength(0);
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'Exclude myself' }));
    await waitFor(() => expect(api.callsTo('POST /api/user_limits')).toHaveLength(1));
    expect(api.callsTo('POST /api/user_limits')[0]?.body).toEqual({ type: 'selfexclusion', period: '1year' });
  });

  it('follows the game_limits channel live', async () => {
    setUp([limit({ accounts: eur(50_000, 0) })]);
    const deposit = await screen.findByRole('region', { name: 'Deposit limit' });
    expect(within(deposit).getByTestId('limit').textContent).toContain('€0.00 of €500.00 used');
    act(() => dispatch('game_limits', [limit({ accounts: eur(50_000, 50_000) })]));
    await waitFor(() =>
      expect(within(deposit).getByTestId('limit').textContent).toContain('€500.00 of €500.00'),
    );
    expect(screen.getByRole('alert').textContent).toContain('You have reached a limit');
  });
});
