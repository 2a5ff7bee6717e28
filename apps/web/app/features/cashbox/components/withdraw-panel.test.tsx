import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { cardFields, makeAccount, makeMethod } from '../model/fixtures.ts';
import { WithdrawPanel } from './withdraw-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function render(routes: Record<string, FakeHandler> = {}, currency = 'EUR') {
  const api = fakeApi({
    'GET /api/player': () => ({ body: makePlayer({ currency }) }),
    'GET /api/player/accounts': () => ({
      body: [makeAccount({ currency, available_to_cashout_cents: 6_000, amount_cents: 9_000 })],
    }),
    'GET /api/info/currencies': () => ({ body: [] }),
    'GET /api/payments/methods': () => ({
      body: { action: 'cashout', currency, limits: null, methods: [makeMethod({ currency })] },
    }),
    'GET /api/payments/methods/visa/fields': () => ({ body: cardFields }),
    'POST /api/payments/withdrawals': () => ({
      status: 201,
      body: { id: 42, state: 'pending', redirect_url: null, messages: [] },
    }),
    'POST /api/player/payments/42/recall': () => ({ body: {} }),
    'POST /api/users/transaction': () => ({ body: { status: 'ok' } }),
    ...routes,
  });
  renderApp(<WithdrawPanel />, { url: '/withdraw', fetch: api.fetch });
  return api;
}

async function fill(amount: string) {
  fireEvent.change(await screen.findByLabelText('Amount (EUR)'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4111 1111 1111 1111' } });
  fireEvent.change(screen.getByLabelText('Expiry date (MM/YY)'), { target: { value: '12/40' } });
  fireEvent.change(screen.getByLabelText('Name on the card or account'), { target: { value: 'Ada L' } });
}

describe('withdraw panel', () => {
  it('asks for the cashout methods of the player currency and shows what may be withdrawn', async () => {
    const api = render();
    expect((await screen.findByTestId('available-to-cashout')).textContent).toContain('60');
    expect(api.callsTo('GET /api/payments/methods')[0]?.url).toContain('action=cashout');
    expect(api.callsTo('GET /api/payments/methods')[0]?.url).toContain('currency=EUR');
  });

  it('refuses an amount over the money available to cash out without asking the server', async () => {
    const api = render();
    await fill('60.01');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('This is more than you can withdraw.')).toBeTruthy();
    expect(api.callsTo('POST /api/payments/withdrawals')).toHaveLength(0);
  });

  it('checks the card by the contract rules before sending', async () => {
    const api = render();
    await fill('30');
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4111 1111 1111 1112' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(api.callsTo('POST /api/payments/withdrawals')).toHaveLength(0);
  });

  it('sends the withdrawal, shows it pending, and recalls it', async () => {
    const api = render();
    await fill('60');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByTestId('withdrawal-pending')).textContent).toContain('pending');
    expect(api.callsTo('POST /api/payments/withdrawals')[0]?.body).toEqual({
      method_id: 'visa',
      amount_cents: 6_000,
      currency: 'EUR',
      card_number: '4111 1111 1111 1111',
      card_expiry: '12/40',
      holder: 'Ada L',
    });
    expect(api.callsTo('POST /api/users/transaction')[0]?.body).toMatchObject({
      type: 'payout',
      payment_system: 'visa',
      amount_cents: 6_000,
      card: { number: '411111******1111' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Recall' }));
    expect((await screen.findByTestId('withdrawal-recalled')).textContent).toContain('recalled');
    expect(api.callsTo('POST /api/player/payments/42/recall')).toHaveLength(1);
  });

  it('does not request a payout the fraud check refuses', async () => {
    const api = render({ 'POST /api/users/transaction': () => ({ body: { status: 'refused' } }) });
    await fill('30');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('This payment cannot be made. Please contact support.')).toBeTruthy();
    expect(api.callsTo('POST /api/payments/withdrawals')).toHaveLength(0);
  });

  it("shows the server's 422 at its field", async () => {
    render({
      'POST /api/payments/withdrawals': () => ({
        status: 422,
        body: { errors: { amount_cents: ['validation.not_enough_money'] } },
      }),
    });
    await fill('30');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Amount (EUR)').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.queryByTestId('withdrawal-pending')).toBeNull();
  });

  it('sends a player whose withdrawal needs verification to the verification page', async () => {
    render({
      'POST /api/payments/withdrawals': () => ({
        status: 422,
        body: { errors: { amount_cents: ['payments.verification_required'] } },
      }),
    });
    await fill('30');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const link = await screen.findByRole('link', { name: 'Go to verification' });
    expect(link.getAttribute('href')).toBe('/profile/verification');
    expect(
      screen.getByText('Withdrawals of this size need a verified account. Send your documents first.'),
    ).toBeTruthy();
  });

  it('checks a coin address for a crypto player', async () => {
    const api = render(
      {
        'GET /api/payments/methods': () => ({
          body: {
            action: 'cashout',
            currency: 'ETH',
            limits: null,
            methods: [makeMethod({ id: 'crypto', title: 'Ethereum', type: 'crypto', currency: 'ETH' })],
          },
        }),
        'GET /api/payments/methods/crypto/fields': () => ({
          body: {
            ...cardFields,
            methodFields: [{ name: 'address', type: 'crypto_address', required: true }],
          },
        }),
      },
      'ETH',
    );
    fireEvent.change(await screen.findByLabelText('Wallet address'), { target: { value: '0x1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('This is not a valid address for this coin.')).toBeTruthy();
    expect(api.callsTo('POST /api/payments/withdrawals')).toHaveLength(0);
  });

  it('pays out to a saved card: only the amount, the profile id sent', async () => {
    const saved = makeMethod({
      savedProfiles: [{ id: '7', title: '411111******1111 (12/40)', isRemoveAvailable: true }],
    });
    const api = render({
      'GET /api/payments/methods': () => ({
        body: { action: 'cashout', currency: 'EUR', limits: null, methods: [saved] },
      }),
      'GET /api/payments/methods/visa/fields': ({ url }) => ({
        body: url.includes('saved_profile_id=7') ? { ...cardFields, methodFields: [] } : cardFields,
      }),
    });
    expect(await screen.findByRole('radio', { name: '411111******1111 (12/40)' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.change(await screen.findByLabelText('Amount (EUR)'), { target: { value: '30' } });
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.callsTo('POST /api/payments/withdrawals')).toHaveLength(1));
    expect(api.callsTo('POST /api/payments/withdrawals')[0]?.body).toEqual({
      method_id: 'visa',
      amount_cents: 3_000,
      currency: 'EUR',
      saved_profile_id: '7',
    });
  });
});
