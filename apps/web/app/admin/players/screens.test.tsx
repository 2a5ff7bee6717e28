import {
  type Adjustment,
  type AdjustmentsPage,
  type OperatorMe,
  type OperatorRole,
  type PlayerOverview,
  type PlayerSearchPage,
  ROLE_PERMISSIONS,
} from '@orbit/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '~/shared/api/provider.tsx';
import { createI18n } from '~/shared/i18n/instance.ts';
import { I18nProvider } from '~/shared/i18n/react.tsx';
import { type FakeHandler, fakeApi } from '~/shared/ui/testing.tsx';
import { adminMessagesFor } from '../i18n.server.ts';
import AdminPlayers from '../routes/players.tsx';
import AdminAdjustments from '../routes/players-adjustments.tsx';
import AdminPlayer from '../routes/players-detail.tsx';

const ME = 3;
const OTHER = { id: 9, email: 'bob@casino.test', name: 'Bob Payments' };

const operator = (role: OperatorRole): OperatorMe => ({
  id: ME,
  email: 'ada@casino.test',
  name: 'Ada Operator',
  role,
  permissions: [...ROLE_PERMISSIONS[role]],
  expires_at: '2030-01-01T00:00:00Z',
  idle_minutes: 30,
});

let me: OperatorMe = operator('payments');
/** The back office's layout as the screens see it: the operator handed down (admin/routes/layout.tsx). */
function Layout() {
  return <Outlet context={me} />;
}

/** The players screens under a layout that hands down the operator, at an address. */
function renderAt(url: string, routes: Record<string, FakeHandler>, role: OperatorRole = 'payments') {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fetch);
  me = operator(role);
  const Stub = createRoutesStub([
    {
      path: '/admin',
      Component: Layout,
      children: [
        { path: 'players', Component: AdminPlayers },
        { path: 'players/adjustments', Component: AdminAdjustments },
        { path: 'players/:id', Component: AdminPlayer },
      ],
    },
  ]);
  render(
    <I18nProvider translator={createI18n('en', adminMessagesFor('en'))}>
      <QueryClientProvider client={makeQueryClient()}>
        <Stub initialEntries={[url]} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const currencies = () => ({
  body: [
    { code: 'CAD', subunits_to_unit: 100 },
    { code: 'EUR', subunits_to_unit: 100 },
  ],
});

const adjustment = (over: Partial<Adjustment> = {}): Adjustment => ({
  id: 41,
  player: { id: 7, email: 'lucky@player.test' },
  currency: 'CAD',
  amount_cents: 75_000,
  reason: 'Lost jackpot win restored',
  state: 'pending',
  needs_approval: true,
  requested_by: OTHER,
  requested_at: '2026-11-27T10:00:00Z',
  decided_by: null,
  decided_at: null,
  decision_reason: null,
  transaction_id: null,
  ...over,
});

const page = (data: Adjustment[]): AdjustmentsPage => ({
  data,
  pagination: { page: 1, per_page: 50, total_count: data.length },
  four_eyes_cents: 50_000,
});

const overview = (over: Partial<PlayerOverview['player']> = {}): PlayerOverview => ({
  player: {
    id: 7,
    email: 'lucky@player.test',
    nickname: null,
    first_name: 'Lucky',
    last_name: 'Player',
    gender: null,
    date_of_birth: null,
    country: 'CA',
    city: null,
    address: null,
    postal_code: null,
    mobile_phone: '+1 416 555 0142',
    currency: 'CAD',
    language: 'en',
    license: 'default',
    created_at: '2026-11-01T10:00:00Z',
    confirmed_at: null,
    verified: false,
    two_factor_enabled: false,
    last_sign_in_at: null,
    locked_until: null,
    blocked: null,
    groups: [],
    level: { id: 'level_1', name: 'Level 1' },
    vip_status: 'regular',
    ...over,
  },
  balances: [{ currency: 'CAD', real_cents: 1_000, bonus_cents: 0, total_cents: 1_000, active: true }],
  limits: [],
  sessions: [],
  notes: [],
  notes_total: 0,
});

describe('four eyes: the adjustments waiting for a second operator', () => {
  it('lets another operator approve a large adjustment; the list then shows it applied', async () => {
    const user = userEvent.setup();
    let state: Adjustment = adjustment();
    const api = renderAt('/admin/players/adjustments', {
      'GET /api/info/currencies': currencies,
      'GET /api/operator/adjustments': (request) => {
        const pendingOnly = new URL(request.url, 'http://x').searchParams.get('state') === 'pending';
        return { body: page(pendingOnly && state.state !== 'pending' ? [] : [state]) };
      },
      'POST /api/operator/adjustments/41/approve': () => {
        state = adjustment({
          state: 'applied',
          decided_by: { id: ME, email: 'ada@casino.test', name: 'Ada Operator' },
          decided_at: '2026-11-27T10:05:00Z',
          transaction_id: 'tx-1',
        });
        return { body: state };
      },
    });
    expect(await screen.findByText(/Adjustments above 500\.00/)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Manual adjustments' });
    const row = (await within(table).findAllByTestId('admin-adjustment-row'))[0]!;
    expect(row.textContent).toContain('lucky@player.test');
    expect(row.textContent).toContain('750.00 CAD');
    expect(row.textContent).toContain('Bob Payments');
    expect(row.textContent).toContain('Waiting for approval');

    await user.click(within(row).getByRole('button', { name: 'Approve the adjustment 750.00 CAD #41' }));
    expect(api.callsTo('POST /api/operator/adjustments/41/approve')).toHaveLength(1);
    // The pending list is asked again and the adjustment has left it.
    expect(await screen.findByText('No adjustments.')).toBeTruthy();

    // All of them: it is applied, decided by this operator.
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'all');
    const applied = await screen.findByText('Applied', { selector: 'td' });
    expect(applied.closest('tr')?.textContent).toContain('Ada Operator');
  });

  it("does not offer the requester to approve their own adjustment, and explains the server's refusal", async () => {
    const user = userEvent.setup();
    const api = renderAt('/admin/players/adjustments', {
      'GET /api/info/currencies': currencies,
      'GET /api/operator/adjustments': () => ({
        body: page([
          adjustment({
            id: 42,
            requested_by: { id: ME, email: 'ada@casino.test', name: 'Ada Operator' },
          }),
          adjustment({ id: 43, amount_cents: -60_000 }),
        ]),
      }),
      'POST /api/operator/adjustments/43/approve': () => ({
        status: 409,
        body: { error: 'adjustment_decided' },
      }),
    });
    const rows = await screen.findAllByTestId('admin-adjustment-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Yours: another operator approves it.');
    expect(within(rows[0]!).queryByRole('button', { name: /Approve/ })).toBeNull();

    await user.click(
      within(rows[1]!).getByRole('button', { name: 'Approve the adjustment -600.00 CAD #43' }),
    );
    expect(
      await within(rows[1]!).findByText('This adjustment was already approved or rejected.'),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/operator/adjustments/43/approve')).toHaveLength(1);
  });

  it('rejects an adjustment with the reason typed', async () => {
    const user = userEvent.setup();
    let state: Adjustment = adjustment();
    const api = renderAt('/admin/players/adjustments?state=all', {
      'GET /api/info/currencies': currencies,
      'GET /api/operator/adjustments': () => ({ body: page([state]) }),
      'POST /api/operator/adjustments/41/reject': (request) => {
        const { reason } = request.body as { reason: string };
        if (reason.trim().length < 3)
          return { status: 422, body: { errors: { reason: ['validation.too_short'] } } };
        state = adjustment({ state: 'rejected', decided_by: OTHER, decision_reason: reason });
        return { body: state };
      },
    });
    const row = (await screen.findAllByTestId('admin-adjustment-row'))[0]!;
    await user.click(within(row).getByText('Reject…'));
    await user.type(within(row).getByRole('textbox', { name: 'Why it is rejected' }), 'No');
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    expect(await within(row).findByText('This is too short.')).toBeTruthy();
    await user.type(within(row).getByRole('textbox', { name: 'Why it is rejected' }), 't a real win');
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected', { selector: 'td' })).toBeTruthy();
    expect(api.callsTo('POST /api/operator/adjustments/41/reject').at(-1)?.body).toEqual({
      reason: 'Not a real win',
    });
  });
});

describe("a player's adjustments tab", () => {
  it('sends an amount above the four-eyes amount with its reason and says it waits', async () => {
    const user = userEvent.setup();
    const api = renderAt('/admin/players/7?tab=adjustments', {
      'GET /api/info/currencies': currencies,
      'GET /api/operator/players/7': () => ({ body: overview() }),
      'GET /api/operator/adjustments': () => ({ body: page([]) }),
      'POST /api/operator/players/7/adjustments': (request) => ({
        status: 201,
        body: adjustment({
          amount_cents: (request.body as { amount_cents: number }).amount_cents,
          requested_by: { id: ME, email: 'ada@casino.test', name: 'Ada Operator' },
        }),
      }),
    });
    expect(await screen.findByText(/Above 500\.00 CAD another operator must approve it/)).toBeTruthy();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    // Not a number of the currency: refused before asking.
    await user.type(amount, '1.005');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Goodwill');
    await user.click(screen.getByRole('button', { name: 'Send the adjustment' }));
    expect(await screen.findByText(/Enter an amount other than zero/)).toBeTruthy();
    expect(api.callsTo('POST /api/operator/players/7/adjustments')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '750');
    expect(screen.getByRole('note').textContent).toContain('needs a second operator');
    await user.click(screen.getByRole('button', { name: 'Send the adjustment' }));
    expect((await screen.findByTestId('admin-adjustment-done')).textContent).toBe(
      "750.00 CAD waits for another operator's approval.",
    );
    const [sent] = api.callsTo('POST /api/operator/players/7/adjustments');
    expect(sent?.body).toEqual({
      currency: 'CAD',
      amount_cents: 75_000,
      reason: 'Goodwill',
      idempotency_key: expect.stringMatching(/^adj-/),
    });
    // The player's list is asked for this player only.
    expect(api.callsTo('GET /api/operator/adjustments').every((c) => c.url.includes('player_id=7'))).toBe(
      true,
    );
  });

  it("shows the server's field errors in the operator's words", async () => {
    const user = userEvent.setup();
    renderAt('/admin/players/7?tab=adjustments', {
      'GET /api/info/currencies': currencies,
      'GET /api/operator/players/7': () => ({ body: overview() }),
      'GET /api/operator/adjustments': () => ({ body: page([]) }),
      'POST /api/operator/players/7/adjustments': () => ({
        status: 422,
        body: { errors: { amount_cents: ['validation.not_enough_money'] } },
      }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '-20');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Duplicate deposit');
    await user.click(screen.getByRole('button', { name: 'Send the adjustment' }));
    expect(await screen.findByText('Not enough money on your balance.')).toBeTruthy();
  });

  it('shows a read-only operator the player without the adjustment or block forms', async () => {
    renderAt(
      '/admin/players/7?tab=adjustments',
      {
        'GET /api/info/currencies': currencies,
        'GET /api/operator/players/7': () => ({ body: overview() }),
        'GET /api/operator/adjustments': () => ({ body: page([adjustment()]) }),
      },
      'read_only',
    );
    const row = await screen.findByTestId('admin-adjustment-row');
    expect(row.textContent).toContain('Waiting for approval');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the adjustment' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Overview' }));
    expect(await screen.findByTestId('admin-player-block-state')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Block the player' })).toBeNull();
  });
});

describe('the players search', () => {
  it('puts the search in the address and lists the players found', async () => {
    const user = userEvent.setup();
    const found: PlayerSearchPage = {
      data: [
        {
          id: 7,
          email: 'lucky@player.test',
          nickname: 'lucky',
          first_name: 'Lucky',
          last_name: 'Player',
          mobile_phone: '+1 416 555 0142',
          country: 'CA',
          currency: 'CAD',
          created_at: '2026-11-01T10:00:00Z',
          blocked: true,
        },
      ],
      pagination: { page: 1, per_page: 50, total_count: 1 },
    };
    const api = renderAt('/admin/players', {
      'GET /api/operator/players': () => ({ body: found }),
      'GET /api/operator/adjustments': () => ({ body: page([adjustment()]) }),
    });
    expect(await screen.findByRole('link', { name: 'Adjustments waiting for approval: 1' })).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' +1 416-555 {Enter}');
    await vi.waitFor(() =>
      expect(api.callsTo('GET /api/operator/players').some((c) => c.url.includes('q=%2B1+416-555'))).toBe(
        true,
      ),
    );
    const row = await screen.findByTestId('admin-player-row');
    expect(row.textContent).toContain('Blocked');
    expect(within(row).getByRole('link', { name: 'lucky@player.test' }).getAttribute('href')).toBe(
      '/admin/players/7',
    );
  });
});

describe("a player's page", () => {
  it('blocks the player with a reason and shows who blocked them, then offers to unblock', async () => {
    const user = userEvent.setup();
    let blocked: PlayerOverview['player']['blocked'] = null;
    const api = renderAt(
      '/admin/players/7',
      {
        'GET /api/info/currencies': currencies,
        'GET /api/info/statuses': () => ({ body: [] }),
        'GET /api/operator/players/7': () => ({ body: overview({ blocked }) }),
        'POST /api/operator/players/7/block': (request) => {
          blocked = {
            at: '2026-11-27T11:00:00Z',
            reason: (request.body as { reason: string }).reason,
            by: { id: ME, email: 'ada@casino.test', name: 'Ada Operator' },
          };
          return { body: { blocked: true } };
        },
      },
      'support',
    );
    expect((await screen.findByTestId('admin-player-block-state')).textContent).toBe('Not blocked.');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Chargeback fraud');
    await user.click(screen.getByRole('button', { name: 'Block the player' }));
    expect(await screen.findByRole('button', { name: 'Unblock the player' })).toBeTruthy();
    expect(screen.getByTestId('admin-player-block-state').textContent).toMatch(
      /^Blocked on .+ by Ada Operator: Chargeback fraud$/,
    );
    expect(api.callsTo('POST /api/operator/players/7/block')[0]?.body).toEqual({
      reason: 'Chargeback fraud',
    });
  });

  it('filters the ledger by cause in the address and shows an adjustment with its reason', async () => {
    const user = userEvent.setup();
    const api = renderAt('/admin/players/7?tab=ledger', {
      'GET /api/info/currencies': currencies,
      'GET /api/operator/players/7': () => ({ body: overview() }),
      'GET /api/operator/players/7/ledger': () => ({
        body: {
          data: [
            {
              id: 'tx-1',
              created_at: '2026-11-27T10:00:00Z',
              currency: 'CAD',
              cause: 'adjustment',
              kind: 'adjustment',
              amount_cents: 1_234,
              real_cents: 1_234,
              bonus_cents: 0,
              balance_after_cents: 2_234,
              reference: { type: 'adjustment', id: '41' },
              game: null,
              note: 'Goodwill',
            },
          ],
          pagination: { page: 1, per_page: 100, total_count: 1 },
        },
      }),
    });
    const row = await screen.findByTestId('admin-ledger-row');
    expect(row.textContent).toContain('Goodwill');
    expect(row.textContent).toContain('12.34 CAD');
    expect(row.textContent).toContain('22.34 CAD');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cause' }), 'adjustment');
    await vi.waitFor(() =>
      expect(
        api.callsTo('GET /api/operator/players/7/ledger').some((c) => c.url.includes('cause=adjustment')),
      ).toBe(true),
    );
  });
});
