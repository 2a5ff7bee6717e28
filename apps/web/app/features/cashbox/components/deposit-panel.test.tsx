import type { MethodFields, PaymentMethod } from '@orbit/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { makeMethod } from '../model/fixtures.ts';
import { DepositPanel } from './deposit-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const visa = makeMethod();
const skrill = makeMethod({ id: 'skrill', brand: 'skrill', title: 'Skrill', type: 'direct' });

const cardFields: MethodFields = {
  amountField: { min_cents: 1_000, max_cents: 500_000, default_cents: 5_000 },
  isSubmitAvailable: true,
  methodFields: [
    { name: 'card_number', type: 'card_number', required: true },
    { name: 'card_expiry', type: 'card_expiry', required: true },
    { name: 'holder', type: 'text', required: true },
  ],
  playerFields: [],
};

function setUp(
  currency: string,
  methods: PaymentMethod[][] = [[visa, skrill]],
  fraud: 'ok' | 'refused' = 'ok',
) {
  let call = 0;
  const api = fakeApi({
    'GET /api/player': () => ({ body: makePlayer({ currency }) }),
    'GET /api/payments/methods': () => ({
      body: {
        action: 'deposit',
        currency,
        limits: null,
        methods: methods[Math.min(call++, methods.length - 1)],
      },
    }),
    'GET /api/payments/methods/visa/fields': () => ({ body: cardFields }),
    'POST /api/users/transaction': () => ({ body: { status: fraud } }),
    'POST /api/payments/deposits': () => ({
      status: 201,
      body: { id: 9, state: 'pending', redirect_url: '/sandbox/3ds/9?token=t', messages: [] },
    }),
    'GET /api/payments/crypto/address': () => ({
      body: {
        currency,
        address: 'bc1qexampleaddress0000000000000000000',
        uri: 'bitcoin:bc1q',
        qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
    }),
  });
  renderApp(<DepositPanel />, { url: '/deposit', fetch: api.fetch });
  return api;
}

describe('cashbox deposit', () => {
  it('offers the methods, the first chosen, with the first-deposit amount of 50', async () => {
    setUp('EUR');
    expect(await screen.findByRole('radio', { name: 'Visa' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Skrill' })).toHaveProperty('checked', false);
    expect(await screen.findByLabelText('Amount (EUR)')).toHaveProperty('value', '50');
  });

  it('asks for the methods again while the list comes back empty, up to 3 times', async () => {
    const api = setUp('EUR', [[], [], [visa]]);
    expect(await screen.findByRole('radio', { name: 'Visa' })).toBeTruthy();
    expect(api.callsTo('GET /api/payments/methods')).toHaveLength(3);
  });

  it('refuses a bad card, a past expiry and an amount out of range without a request', async () => {
    const api = setUp('EUR');
    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4111111111111112' } });
    fireEvent.change(screen.getByLabelText('Expiry date (MM/YY)'), { target: { value: '01/20' } });
    fireEvent.change(screen.getByLabelText('Amount (EUR)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByLabelText('Expiry date (MM/YY)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter an amount from €10.00 to €5,000.00.')).toBeTruthy();
    expect(api.callsTo('POST /api/payments/deposits')).toHaveLength(0);
  });

  it('sends the deposit in minor units with the card fields, then goes to the provider page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = setUp('EUR');
    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4111111111111111' } });
    fireEvent.change(screen.getByLabelText('Expiry date (MM/YY)'), { target: { value: '12/39' } });
    fireEvent.change(screen.getByLabelText('Name on the card or account'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Amount (EUR)'), { target: { value: '25.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(api.callsTo('POST /api/payments/deposits')).toHaveLength(1));
    expect(api.callsTo('POST /api/payments/deposits')[0]?.body).toEqual({
      method_id: 'visa',
      amount_cents: 2_550,
      currency: 'EUR',
      card_number: '4111111111111111',
      card_expiry: '12/39',
      holder: 'Ada',
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/3ds/9?token=t'));
    // The fraud check went first, with the card masked (spec 2 §7).
    expect(api.callsTo('POST /api/users/transaction')[0]?.body).toMatchObject({
      email: 'ada@example.com',
      card: { number: '411111******1111', holder: 'Ada', expiry: '12/39' },
      amount_cents: 2_550,
      currency: 'EUR',
      payment_system: 'visa',
      type: 'transaction',
    });
  });

  it('does not start a deposit the fraud check refuses', async () => {
    const api = setUp('EUR', undefined, 'refused');
    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4111111111111111' } });
    fireEvent.change(screen.getByLabelText('Expiry date (MM/YY)'), { target: { value: '12/39' } });
    fireEvent.change(screen.getByLabelText('Name on the card or account'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('This payment cannot be made. Please contact support.')).toBeTruthy();
    expect(api.callsTo('POST /api/payments/deposits')).toHaveLength(0);
  });

  it("shows a crypto player the coin's own address and its QR code", async () => {
    setUp('BTC');
    expect(await screen.findByRole('img', { name: 'QR code of your BTC address' })).toBeTruthy();
    expect(screen.getByTestId('crypto-address').textContent).toBe('bc1qexampleaddress0000000000000000000');
  });
});
