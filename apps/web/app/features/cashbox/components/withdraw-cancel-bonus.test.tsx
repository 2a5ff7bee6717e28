import type { Gift } from '@orbit/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { cardFields, makeAccount, makeMethod } from '../model/fixtures.ts';
import { WithdrawPanel } from './withdraw-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function makeGift(over: Partial<Gift> = {}): Gift {
  return {
    id: 5,
    title: 'Welcome bonus',
    amount_cents: 5_000,
    currency: 'EUR',
    stage: 'handle_bets',
    strategy: 'deposit',
    amount_wager_requirement_cents: 175_000,
    amount_wager_cents: 20_000,
    created_at: '2026-11-01T10:00:00Z',
    activatable_until: null,
    valid_until: '2026-12-01T10:00:00Z',
    activatable: false,
    cancelable: true,
    type: 'bonus',
    group_key: 'welcome',
    max_bet_cents: 500,
    max_win_cents: null,
    contributions: { slots: 100 },
    finished_at: null,
    converted_cents: null,
    forfeited_cents: null,
    ...over,
  };
}

const REFUSAL = { status: 422, body: { errors: { cancel_bonus_id: ['bonuses.wagering_in_progress'] } } };

function render() {
  const api = fakeApi({
    'GET /api/player': () => ({ body: makePlayer() }),
    'GET /api/player/accounts': () => ({
      body: [makeAccount({ available_to_cashout_cents: 6_000, amount_cents: 9_000 })],
    }),
    'GET /api/info/currencies': () => ({ body: [] }),
    'GET /api/payments/methods': () => ({
      body: { action: 'cashout', currency: 'EUR', limits: null, methods: [makeMethod()] },
    }),
    'GET /api/payments/methods/visa/fields': () => ({ body: cardFields }),
    'POST /api/users/transaction': () => ({ body: { status: 'ok' } }),
    // Refused while the bonus wagers, unless the request names it.
    'POST /api/payments/withdrawals': ({ body }) =>
      (body as { cancel_bonus_id?: number }).cancel_bonus_id === 5
        ? { status: 201, body: { id: 42, state: 'pending', redirect_url: null, messages: [] } }
        : REFUSAL,
    'GET /api/player/bonuses': () => ({
      body: [makeGift({ id: 3, stage: 'wager_done', title: 'Old' }), makeGift()],
    }),
    'GET /api/player/bonuses/5/cancel_info': () => ({
      body: {
        id: 5,
        total_withdrawal_amount: '60.00',
        current_balance: '90.00',
        cash_balance: '60.00',
        bonus_balance: '30.00',
        bonus_winnings: '12.50',
        currency: 'EUR',
      },
    }),
  });
  renderApp(<WithdrawPanel />, { url: '/withdraw', fetch: api.fetch });
  return api;
}

async function askToWithdraw() {
  fireEvent.change(await screen.findByLabelText('Amount (EUR)'), { target: { value: '40' } });
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4111 1111 1111 1111' } });
  fireEvent.change(screen.getByLabelText('Expiry date (MM/YY)'), { target: { value: '12/40' } });
  fireEvent.change(screen.getByLabelText('Name on the card or account'), { target: { value: 'Ada L' } });
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
}

describe('withdrawal while a bonus wagers', () => {
  it('shows what cancelling the wagering bonus forfeits, and sends nothing more before confirming', async () => {
    const api = render();
    await askToWithdraw();
    const question = await screen.findByRole('alertdialog', { name: 'Cancel your bonus to withdraw?' });
    const info = await within(question).findByTestId('cancel-info');
    expect(question.textContent).toContain('Welcome bonus');
    expect(info.textContent).toContain('Bonus balance you lose€30.00');
    expect(info.textContent).toContain('Bonus winnings you lose€12.50');
    expect(info.textContent).toContain('You can withdraw€60.00');
    expect(api.callsTo('GET /api/player/bonuses/5/cancel_info')).toHaveLength(1);
    expect(api.callsTo('POST /api/payments/withdrawals')).toHaveLength(1);
    expect(screen.queryByTestId('withdrawal-pending')).toBeNull();
  });

  it('on confirm sends the same withdrawal again with cancel_bonus_id', async () => {
    const api = render();
    await askToWithdraw();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the bonus and withdraw' }));
    expect(await screen.findByTestId('withdrawal-pending')).toBeTruthy();
    const [first, second] = api.callsTo('POST /api/payments/withdrawals');
    expect(first?.body).not.toHaveProperty('cancel_bonus_id');
    expect(second?.body).toEqual({ ...(first?.body as object), cancel_bonus_id: 5 });
  });

  it('keeping the bonus sends nothing and brings the form back', async () => {
    const api = render();
    await askToWithdraw();
    fireEvent.click(await screen.findByRole('button', { name: 'Keep the bonus' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(api.callsTo('POST /api/payments/withdrawals')).toHaveLength(1);
  });
});
