import type { Payment } from '@orbit/contract';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '~/features/realtime/testing.ts';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { LAST_CANCELED_DEPOSIT_KEY } from '../model/canceled-deposit.ts';
import { makePayment, paymentsPage } from '../model/fixtures.ts';
import { CanceledDepositWarning } from './canceled-deposit-warning.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const canceled = (id: number, finishedAgoMs: number) =>
  makePayment({ id, action: 'deposit', state: 'canceled', success: false, finished_at: ago(finishedAgoMs) });

function render(history: Payment[] = []) {
  const api = fakeApi({
    'GET /api/player': () => ({ body: makePlayer() }),
    'POST /api/player/payments/with_pages': () => ({ body: paymentsPage(history, 1, history.length) }),
  });
  renderApp(<CanceledDepositWarning />, { fetch: api.fetch });
  return api;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const actions = () => screen.queryAllByRole('link', { name: 'Try again' });

describe('canceled-deposit warning', () => {
  it('warns when the channel reports a deposit canceled just now, with the way back to the deposit', async () => {
    render();
    await settle();
    expect(actions()).toHaveLength(0);
    act(() => dispatch('payments_changes', canceled(5, 1_000)));
    const link = await screen.findByRole('link', { name: 'Try again' });
    expect(link.getAttribute('href')).toBe('/deposit');
    expect(screen.getByText('Your deposit was canceled. No money was taken.')).toBeTruthy();
    expect(localStorage.getItem(LAST_CANCELED_DEPOSIT_KEY)).toBe('5');
  });

  it('only once per transaction', async () => {
    render();
    await settle();
    act(() => dispatch('payments_changes', canceled(5, 1_000)));
    await screen.findByRole('link', { name: 'Try again' });
    act(() => dispatch('payments_changes', canceled(5, 1_000)));
    await settle();
    expect(actions()).toHaveLength(1);
  });

  it('not again after a reload: the last one shown is kept in the browser', async () => {
    localStorage.setItem(LAST_CANCELED_DEPOSIT_KEY, '5');
    render([canceled(5, 60_000)]);
    await settle();
    expect(actions()).toHaveLength(0);
  });

  it('from the history when the player comes back, only if it finished within 5 minutes', async () => {
    render([canceled(6, 4 * 60_000)]);
    expect(await screen.findByRole('link', { name: 'Try again' })).toBeTruthy();
    cleanup();
    localStorage.clear();
    render([canceled(7, 6 * 60_000)]);
    await settle();
    expect(actions()).toHaveLength(0);
  });

  it('not for a canceled withdrawal or a deposit in another state', async () => {
    render();
    await settle();
    act(() => dispatch('payments_changes', { ...canceled(8, 1_000), action: 'cashout' }));
    act(() => dispatch('payments_changes', { ...canceled(9, 1_000), state: 'declined' }));
    await settle();
    expect(actions()).toHaveLength(0);
  });
});
