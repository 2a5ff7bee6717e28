import type { PaymentsPageBody } from '@orbit/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '~/features/realtime/testing.ts';
import { type FakeHandler, fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { makeAccount, makePayment, paymentsPage } from '../model/fixtures.ts';
import { CashboxDashboard } from './cashbox-dashboard.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function render(withPages: FakeHandler, routes: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    'GET /api/player': () => ({ body: makePlayer() }),
    'GET /api/player/accounts': () => ({
      body: [makeAccount({ amount_cents: 10_000, available_to_cashout_cents: 6_000 })],
    }),
    'GET /api/info/currencies': () => ({ body: [] }),
    'POST /api/player/payments/with_pages': withPages,
    ...routes,
  });
  renderApp(<CashboxDashboard />, { url: '/cashbox', fetch: api.fetch });
  return api;
}

const rows = () => within(screen.getByTestId('payment-history')).getAllByRole('row').slice(1);

describe('cashbox dashboard and payment history', () => {
  it("shows the active account's balance, real and bonus money", async () => {
    render(() => ({ body: paymentsPage([], 1, 0) }));
    const balances = await screen.findByTestId('cashbox-balances');
    expect(balances.textContent).toContain('100');
    expect(balances.textContent).toContain('60');
    expect(balances.textContent).toContain('40');
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
  });

  it('lists date, type, method, amount and the translated state of each payment', async () => {
    const states = [
      'pending',
      'processing',
      'reserved',
      'succeeded',
      'declined',
      'rejected',
      'canceled',
      'recalled',
    ] as const;
    render(() => ({
      body: paymentsPage(
        states.map((state, i) =>
          makePayment({
            id: i + 1,
            state,
            action: i % 2 ? 'cashout' : 'deposit',
            brand: 'skrill',
            system_name: 'Skrill',
          }),
        ),
        1,
        states.length,
      ),
    }));
    await screen.findByTestId('payment-history');
    const texts = rows().map((row) => row.textContent ?? '');
    expect(texts).toHaveLength(8);
    const labels = [
      'Pending',
      'Processing',
      'Reserved',
      'Succeeded',
      'Declined',
      'Rejected',
      'Canceled',
      'Recalled',
    ];
    for (const [i, label] of labels.entries()) expect(texts[i]).toContain(label);
    expect(texts[0]).toContain('Deposit');
    expect(texts[1]).toContain('Withdrawal');
    expect(texts[0]).toContain('Skrill');
    expect(texts[0]).toContain('25');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Date', 'Type', 'Method', 'Amount', 'Status']),
    );
  });

  it('tells the player why an operator declined their withdrawal, in the operator’s words', async () => {
    render(() => ({
      body: paymentsPage(
        [
          makePayment({
            id: 1,
            action: 'cashout',
            state: 'declined',
            cancellation_reason: 'declined_by_operator',
            decline_reason: 'The card is not in your name.',
          }),
          makePayment({ id: 2, action: 'cashout', state: 'declined' }),
        ],
        1,
        2,
      ),
    }));
    await screen.findByTestId('payment-history');
    const [declined, other] = rows().map((row) => row.textContent ?? '');
    expect(declined).toContain('Reason: The card is not in your name.');
    expect(other).not.toContain('Reason:');
  });

  it('pages 20 at a time while page × per_page < total_count', async () => {
    const api = render(({ body }) => {
      const { page } = body as PaymentsPageBody;
      const count = page === 1 ? 20 : 5;
      return {
        body: paymentsPage(
          Array.from({ length: count }, (_, i) => makePayment({ id: (page - 1) * 20 + i + 1 })),
          page,
          25,
        ),
      };
    });
    await screen.findByTestId('payment-history');
    expect(rows()).toHaveLength(20);
    expect(api.callsTo('POST /api/player/payments/with_pages')[0]?.body).toEqual({ page: 1, page_size: 20 });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(api.callsTo('POST /api/player/payments/with_pages')[1]?.body).toEqual({ page: 2, page_size: 20 });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows only deposits or only withdrawals when asked (the filter sent, left out for all)', async () => {
    const all = [makePayment({ id: 2, action: 'cashout' }), makePayment({ id: 1, action: 'deposit' })];
    const api = render(({ body }) => {
      const type = (body as PaymentsPageBody).filter?.type;
      const data = all.filter((p) => !type || p.action === type);
      return { body: paymentsPage(data, 1, data.length) };
    });
    await screen.findByTestId('payment-history');
    expect(rows()).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'cashout' } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.textContent).toContain('Withdrawal');
    expect(api.callsTo('POST /api/player/payments/with_pages').at(-1)?.body).toEqual({
      page: 1,
      page_size: 20,
      filter: { type: 'cashout' },
    });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: '' } });
    await waitFor(() => expect(rows()).toHaveLength(2));
    // All of them: no filter (asked first, kept in the cache).
    expect(api.callsTo('POST /api/player/payments/with_pages')[0]?.body).toEqual({ page: 1, page_size: 20 });
  });

  it('recalls a recallable withdrawal, then reloads the history and the balances', async () => {
    let recalled = false;
    const api = render(
      () => ({
        body: paymentsPage(
          [
            makePayment({
              id: 9,
              action: 'cashout',
              state: recalled ? 'recalled' : 'pending',
              recallable: !recalled,
            }),
            makePayment({ id: 8 }),
          ],
          1,
          2,
        ),
      }),
      {
        'POST /api/player/payments/9/recall': () => {
          recalled = true;
          return { body: makePayment({ id: 9, action: 'cashout', state: 'recalled' }) };
        },
      },
    );
    await screen.findByTestId('payment-history');
    const recall = screen.getAllByRole('button', { name: 'Recall' });
    expect(recall).toHaveLength(1);
    const accountsBefore = api.callsTo('GET /api/player/accounts').length;
    fireEvent.click(recall[0] as HTMLElement);
    await waitFor(() => expect(rows()[0]?.textContent).toContain('Recalled'));
    expect(api.callsTo('POST /api/player/payments/9/recall')).toHaveLength(1);
    expect(api.callsTo('POST /api/player/payments/with_pages')).toHaveLength(2);
    expect(api.callsTo('GET /api/player/accounts').length).toBeGreaterThan(accountsBefore);
    expect(screen.queryByRole('button', { name: 'Recall' })).toBeNull();
  });

  it('a payments_changes event refreshes the history', async () => {
    let state: 'pending' | 'succeeded' = 'pending';
    const api = render(() => ({ body: paymentsPage([makePayment({ id: 3, state })], 1, 1) }));
    await screen.findByTestId('payment-history');
    expect(rows()[0]?.textContent).toContain('Pending');
    state = 'succeeded';
    act(() =>
      dispatch('payments_changes', { id: 3, state: 'succeeded', action: 'deposit', finished_at: null }),
    );
    await waitFor(() => expect(rows()[0]?.textContent).toContain('Succeeded'));
    expect(api.callsTo('POST /api/player/payments/with_pages')).toHaveLength(2);
  });
});
