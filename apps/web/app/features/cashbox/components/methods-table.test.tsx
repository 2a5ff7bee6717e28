import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { makeMethod } from '../model/fixtures.ts';
import { MethodsTablePage } from './methods-table.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const currencies = ['EUR', 'NOK'].map((code) => ({
  code,
  symbol: code,
  subunits_to_unit: 100,
  fiat: true,
  default: code === 'EUR',
  enabled: true,
}));

function render(signedIn: boolean) {
  const api = fakeApi({
    'GET /api/player': () => ({ body: signedIn ? makePlayer({ currency: 'EUR' }) : guest }),
    'GET /api/info/currencies': () => ({ body: currencies }),
    'GET /api/payments/methods': ({ url }) => {
      const query = new URL(url, 'http://x').searchParams;
      const currency = query.get('currency') ?? 'EUR';
      const action = query.get('action');
      const methods =
        action === 'deposit'
          ? [
              makeMethod({ currency, min_cents: 1_000 }),
              makeMethod({ id: 'skrill', brand: 'skrill', title: 'Skrill', currency }),
            ]
          : [makeMethod({ currency, min_cents: 2_000, max_cents: 500_000 })];
      return { body: { action, currency, limits: null, methods } };
    },
  });
  renderApp(<MethodsTablePage />, { url: '/payment-methods', fetch: api.fetch });
  return api;
}

describe('payment methods table', () => {
  it('per currency, the deposit and withdrawal methods with range, fee and processing time', async () => {
    const api = render(true);
    const deposit = await screen.findByTestId('methods-deposit');
    const cashout = await screen.findByTestId('methods-cashout');
    expect(within(deposit).getAllByRole('row')).toHaveLength(3);
    const row = within(cashout).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('Visa');
    expect(row.textContent).toContain('20.00');
    expect(row.textContent).toContain('5,000.00');
    expect(row.textContent).toContain('Free');
    expect(row.textContent).toContain('Instant');
    expect(api.callsTo('GET /api/payments/methods').every((c) => c.url.includes('currency=EUR'))).toBe(true);

    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'NOK' } });
    await waitFor(() =>
      expect(
        api.callsTo('GET /api/payments/methods').filter((c) => c.url.includes('currency=NOK')),
      ).toHaveLength(2),
    );
  });

  it('shows a visitor the table of their currency too', async () => {
    const api = render(false);
    expect(await screen.findByTestId('methods-deposit')).toBeTruthy();
    expect(api.callsTo('GET /api/payments/methods').every((c) => c.url.includes('currency=EUR'))).toBe(true);
  });
});
