import type { MethodFields, PaymentMethod } from '@orbit/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '~/features/realtime/testing.ts';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { makeMethod } from '../model/fixtures.ts';
import { type DepositKind, DepositPanel } from './deposit-panel.tsx';

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
  kind: DepositKind = 'plain',
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
    // A saved profile stands for the card's fields (the server answers none).
    'GET /api/payments/methods/visa/fields': ({ url }) => ({
      body: url.includes('saved_profile_id=') ? { ...cardFields, methodFields: [] } : cardFields,
    }),
    // The operator's one-tap amounts: the 5 and 10,000 are outside the card's range.
    'GET /api/fe/config/cashbox-presets': () => ({
      body: { EUR: { amounts_cents: [500, 2_000, 10_000, 1_000_000], popular_cents: 10_000 } },
    }),
    'DELETE /api/payments/profiles/41': () => ({ status: 204 }),
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
  renderApp(<DepositPanel kind={kind} />, { url: '/deposit', fetch: api.fetch });
  return api;
}

describe('cashbox deposit', () => {
  it('offers the methods, the first chosen, with the first-deposit amount of 50', async () => {
    setUp('EUR');
    expect(await screen.findByRole('radio', { name: 'Visa' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Skrill' })).toHaveProperty('checked', false);
    expect(await screen.findByLabelText('Amount (EUR)')).toHaveProperty('value', '50');
  });

  it('offers the operator’s amounts within the method’s range, the popular one marked', async () => {
    const api = setUp('EUR');
    const presets = await screen.findByRole('group', { name: 'Quick amounts' });
    const choices = Array.from(presets.querySelectorAll('button'));
    expect(choices.map((button) => button.textContent)).toEqual(['€20.00', '€100.00Popular']);
    expect(choices.map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
    fireEvent.click(choices[1]!);
    expect(screen.getByLabelText('Amount (EUR)')).toHaveProperty('value', '100');
    expect(choices[1]?.getAttribute('aria-pressed')).toBe('true');
    expect(api.callsTo('GET /api/fe/config/cashbox-presets')).toHaveLength(1);
  });

  it('shows no amounts for a currency the presets leave out', async () => {
    const api = setUp('CAD');
    expect(await screen.findByLabelText('Amount (CAD)')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /api/fe/config/cashbox-presets')).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole('group', { name: 'Quick amounts' })).toBeNull();
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
    // The fraud check went first, with the card masked.
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

  describe('saved cards', () => {
    const savedVisa = makeMethod({
      savedProfiles: [{ id: '41', title: '411111******1111 (12/40)', isRemoveAvailable: true }],
    });

    it('pays with the saved card: only the amount, the profile sent instead of the card', async () => {
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      const api = setUp('EUR', [[savedVisa, skrill]]);
      expect(await screen.findByRole('radio', { name: '411111******1111 (12/40)' })).toHaveProperty(
        'checked',
        true,
      );
      await screen.findByLabelText('Amount (EUR)');
      expect(screen.queryByLabelText('Card number')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
      await waitFor(() => expect(api.callsTo('POST /api/payments/deposits')).toHaveLength(1));
      expect(api.callsTo('POST /api/payments/deposits')[0]?.body).toEqual({
        method_id: 'visa',
        amount_cents: 5_000,
        currency: 'EUR',
        saved_profile_id: '41',
      });
    });

    it('a new card brings the card fields back; forgetting the saved one asks the server', async () => {
      const api = setUp('EUR', [
        [savedVisa, skrill],
        [visa, skrill],
      ]);
      fireEvent.click(await screen.findByRole('radio', { name: 'A new card' }));
      expect(await screen.findByLabelText('Card number')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Forget 411111******1111 (12/40)' }));
      await waitFor(() => expect(api.callsTo('DELETE /api/payments/profiles/41')).toHaveLength(1));
      await waitFor(() => expect(screen.queryByTestId('saved-profiles')).toBeNull());
    });

    it('one-click deposit lists only methods with a saved profile, one chosen', async () => {
      setUp('EUR', [[skrill, savedVisa]], 'ok', 'one-click');
      expect(await screen.findByRole('radio', { name: 'Visa' })).toHaveProperty('checked', true);
      expect(screen.queryByRole('radio', { name: 'Skrill' })).toBeNull();
      expect(await screen.findByRole('radio', { name: '411111******1111 (12/40)' })).toHaveProperty(
        'checked',
        true,
      );
    });

    it('asks for the methods again when payment_methods_updated says they changed', async () => {
      const api = setUp('EUR', [
        [savedVisa, skrill],
        [visa, skrill],
      ]);
      expect(await screen.findByTestId('saved-profiles')).toBeTruthy();
      act(() => dispatch('payment_methods_updated', { removed_profile_id: '41' }));
      await waitFor(() => expect(screen.queryByTestId('saved-profiles')).toBeNull());
      expect(api.callsTo('GET /api/payments/methods')).toHaveLength(2);
    });

    it('one-click deposit without a saved profile leads to the plain deposit', async () => {
      setUp('EUR', [[visa, skrill]], 'ok', 'one-click');
      expect((await screen.findByTestId('one-click-none')).textContent).toContain('no saved card');
      expect(screen.getByRole('link', { name: 'Go to the deposit' }).getAttribute('href')).toBe('/deposit');
    });
  });
});
