import type {
  OperatorDocumentList,
  OperatorPayment,
  OperatorPaymentsPage,
  OperatorRole,
  PaymentStats,
} from '@orbit/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeHandler } from '~/shared/ui/testing.tsx';
import { renderAdminScreen } from '../testing.tsx';
import AdminPaymentsQueue from './payments-queue.tsx';
import AdminPaymentsStats from './payments-stats.tsx';
import AdminVerification from './verification.tsx';

function renderScreen(
  screenElement: ReactNode,
  routes: Record<string, FakeHandler>,
  { url = '/admin/payments', role = 'payments' as OperatorRole } = {},
) {
  return renderAdminScreen(screenElement, routes, { url, role });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const withdrawal = (over: Partial<OperatorPayment> = {}): OperatorPayment => ({
  id: 41,
  amount_cents: 2_500,
  currency: 'CAD',
  action: 'cashout',
  payment_system: 'skrill',
  system_name: 'Skrill',
  brand: 'skrill',
  state: 'pending',
  success: false,
  recallable: true,
  created_at: '2026-11-27T10:00:00Z',
  finished_at: null,
  player: { id: 501, email: 'ada@player.test' },
  provider: 'sandbox',
  details: { email: 'ad***@example.com' },
  updated_at: '2026-11-27T10:00:00Z',
  review_at: null,
  ...over,
});

const queuePage = (payments: OperatorPayment[]): OperatorPaymentsPage => ({
  payments,
  page: 1,
  per_page: 50,
  total_count: payments.length,
});

describe('the withdrawal review queue', () => {
  it('shows support the withdrawals under review without approve or decline', async () => {
    const api = renderScreen(
      <AdminPaymentsQueue />,
      { 'GET /api/operator/payments': () => ({ body: queuePage([withdrawal()]) }) },
      { role: 'support' },
    );
    const row = await screen.findByTestId('admin-payment-row');
    expect(row.textContent).toContain('ada@player.test');
    expect(row.textContent).toContain('Withdrawal');
    expect(row.textContent).toContain('By an operator');
    expect(screen.getByText('Your role may see withdrawals but not approve or decline them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Decline/ })).toBeNull();
    // The queue asks the pending withdrawals.
    expect(api.calls[0]?.url).toContain('action=cashout');
    expect(api.calls[0]?.url).toContain('state=pending');
  });

  it('approves, and declines only with a reason the player reads', async () => {
    const user = userEvent.setup();
    let pending = [withdrawal(), withdrawal({ id: 42, amount_cents: 1_000 })];
    const api = renderScreen(<AdminPaymentsQueue />, {
      'GET /api/operator/payments': () => ({ body: queuePage(pending) }),
      'POST /api/operator/payments/41/approve': () => {
        pending = pending.filter((p) => p.id !== 41);
        return { body: { ...withdrawal(), state: 'processing' } };
      },
      'POST /api/operator/payments/42/decline': (request) => {
        const reason = (request.body as { reason: string }).reason;
        if (reason.length > 20) return { status: 422, body: { errors: { reason: ['validation.too_long'] } } };
        pending = [];
        return { body: { ...withdrawal({ id: 42 }), state: 'declined', decline_reason: reason } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve withdrawal 41' }));
    expect(await screen.findByText('Withdrawal 41 approved: the payout is on its way.')).toBeTruthy();
    expect(api.callsTo('POST /api/operator/payments/41/approve')).toHaveLength(1);

    await user.click(await screen.findByRole('button', { name: 'Decline withdrawal 42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline withdrawal 42' });
    // Empty: refused before any call.
    await user.click(within(dialog).getByRole('button', { name: 'Decline withdrawal' }));
    expect(within(dialog).getByText('Write the reason the player will read.')).toBeTruthy();
    expect(api.callsTo('POST /api/operator/payments/42/decline')).toHaveLength(0);
    // The server's field error shows in place.
    const reason = within(dialog).getByLabelText('Reason the player reads');
    await user.type(reason, 'A reason of more than twenty characters');
    await user.click(within(dialog).getByRole('button', { name: 'Decline withdrawal' }));
    expect(await within(dialog).findByText('This is too long.')).toBeTruthy();
    await user.clear(reason);
    await user.type(reason, '  Wrong account.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline withdrawal' }));
    expect(
      await screen.findByText("Withdrawal 42 declined: the money is back on the player's balance."),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/operator/payments/42/decline').at(-1)?.body).toEqual({
      reason: 'Wrong account.',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('No withdrawal is waiting for review.')).toBeTruthy();
    // Typing in a dialog, three calls: slow on a busy machine.
  }, 30_000);

  it('says so when another operator decided first', async () => {
    const user = userEvent.setup();
    renderScreen(<AdminPaymentsQueue />, {
      'GET /api/operator/payments': () => ({ body: queuePage([withdrawal()]) }),
      'POST /api/operator/payments/41/approve': () => ({ status: 409, body: { error: 'not_pending' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve withdrawal 41' }));
    expect(await screen.findByText('This withdrawal is no longer under review.')).toBeTruthy();
  });
});

describe('sorting and export', () => {
  it('sorts the queue on the server from its headers (oldest first unless asked), and exports what it shows', async () => {
    const user = userEvent.setup();
    const api = renderScreen(<AdminPaymentsQueue />, {
      'GET /api/operator/payments': () => ({ body: queuePage([withdrawal()]) }),
    });
    await screen.findByTestId('admin-payment-row');
    const query = () =>
      new URL(api.callsTo('GET /api/operator/payments').at(-1)?.url ?? '', 'http://x').searchParams;
    expect(query().get('sort')).toBe('id');
    expect(screen.getByRole('columnheader', { name: /ID/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(query().get('sort')).toBe('-amount'));
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('descending');
    const csv = new URL(
      screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href') ?? '',
      'http://x',
    );
    expect(csv.pathname).toBe('/api/operator/payments.csv');
    expect(Object.fromEntries(csv.searchParams)).toEqual({
      action: 'cashout',
      state: 'pending',
      sort: '-amount',
    });
  });
});

describe('statistics by method', () => {
  it('tabulates each method and currency with its success rates', async () => {
    const stats: PaymentStats = {
      from: null,
      to: null,
      currency: null,
      methods: [
        {
          method: 'visa',
          currency: 'CAD',
          deposits: { count: 4, succeeded: 3, failed: 1, sum_cents: 15_000, success_rate: 0.75 },
          withdrawals: { count: 1, succeeded: 0, failed: 0, sum_cents: 0, success_rate: null },
        },
      ],
    };
    renderScreen(<AdminPaymentsStats />, { 'GET /api/operator/payments/stats': () => ({ body: stats }) });
    const row = await screen.findByTestId('admin-stats-row');
    expect(within(row).getByRole('rowheader').textContent).toContain('visa');
    expect(row.textContent).toContain('75%');
    expect(row.textContent).toContain('150.00');
    expect(row.textContent).toContain('—');
    expect(screen.getByRole('columnheader', { name: 'Deposits' })).toBeTruthy();
  });
});

describe('documents to review', () => {
  const documents = (state: 'pending' | 'rejected' = 'pending'): OperatorDocumentList => ({
    documents: [
      {
        id: 7,
        kind: 'identity',
        state,
        rejection_reason: null,
        file_name: 'passport.png',
        content_type: 'image/png',
        size_bytes: 2_048,
        created_at: '2026-11-27T10:00:00Z',
        reviewed_at: null,
        user_id: 501,
        sha256: 'ab',
        user_email: 'ada@player.test',
      },
    ],
    total: 1,
    page: 1,
    per_page: 20,
  });

  it('previews the file, approves and rejects with a reason of at least three characters', async () => {
    const user = userEvent.setup();
    const api = renderScreen(
      <AdminVerification />,
      {
        'GET /api/operator/documents': () => ({ body: documents() }),
        'POST /api/operator/documents/7/approve': () => ({
          body: { document: documents().documents[0], verified: true },
        }),
        'POST /api/operator/documents/7/reject': () => ({
          body: { document: documents('rejected').documents[0], verified: false },
        }),
      },
      { url: '/admin/verification', role: 'compliance' },
    );
    const row = await screen.findByTestId('admin-document-row');
    expect(row.textContent).toContain('ada@player.test');
    expect(row.textContent).toContain('Identity');
    expect(
      within(row).getByRole('link', { name: 'Open passport.png in a new tab' }).getAttribute('href'),
    ).toBe('/api/operator/documents/7/file');
    await user.click(within(row).getByRole('button', { name: 'Preview document 7' }));
    expect(within(row).getByRole('img', { name: 'Document 7: passport.png' }).getAttribute('src')).toBe(
      '/api/operator/documents/7/file',
    );
    // Pending documents are asked by default.
    expect(api.calls[0]?.url).toContain('state=pending');

    await user.click(within(row).getByRole('button', { name: 'Approve document 7' }));
    expect(await screen.findByText('Document 7 approved: the player is verified now.')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Reject document 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject document 7' });
    await user.type(within(dialog).getByLabelText('Reason the player reads'), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(within(dialog).getByText('Write at least 3 characters.')).toBeTruthy();
    expect(api.callsTo('POST /api/operator/documents/7/reject')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason the player reads'), 't readable');
    await user.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(await screen.findByText('Document 7 rejected: the player reads why.')).toBeTruthy();
    expect(api.callsTo('POST /api/operator/documents/7/reject')[0]?.body).toEqual({ reason: 'not readable' });
  }, 30_000);

  it('shows support the documents without approve or reject', async () => {
    renderScreen(
      <AdminVerification />,
      { 'GET /api/operator/documents': () => ({ body: documents() }) },
      { url: '/admin/verification', role: 'support' },
    );
    await screen.findByTestId('admin-document-row');
    expect(screen.getByText('Your role may see documents but not approve or reject them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
  });
});
