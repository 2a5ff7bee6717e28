import type { RealityCheck } from '@orbit/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { RealityCheckPopup } from './reality-check.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const check = (over: Partial<RealityCheck>): RealityCheck => ({
  interval_minutes: 15,
  session_started_at: '2026-11-22T10:00:00Z',
  played_minutes: 14,
  currency: 'EUR',
  bets_cents: 0,
  wins_cents: 0,
  net_cents: 0,
  ...over,
});

describe('reality check popup', () => {
  it('comes at the interval with the time played and the money, until acknowledged', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [
      check({}),
      check({ played_minutes: 15, bets_cents: 2_000, wins_cents: 500, net_cents: -1_500 }),
    ];
    const api = fakeApi({
      'GET /api/player': () => ({ body: makePlayer() }),
      'GET /api/user_limits/reality_check': () => ({
        body: answers.shift() ?? check({ played_minutes: 15 }),
      }),
    });
    renderApp(<RealityCheckPopup />, { fetch: api.fetch });
    await waitFor(() => expect(api.callsTo('GET /api/user_limits/reality_check')).toHaveLength(1));
    expect(screen.queryByTestId('reality-check')).toBeNull();

    // 14 of 15 minutes played: due in one minute.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('You have played for 15 minutes in this session.');
    expect(within(dialog).getByText('-€15.00')).toBeTruthy();
    expect(within(dialog).getByText('€20.00')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull());
  });
});
