import type { UserLimit } from '@orbit/contract';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '~/features/realtime/testing.ts';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { LimitReachedWarning } from './limit-warning.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const loss = (id: number, current: number): UserLimit => ({
  id,
  type: 'loss',
  period: 'day',
  status: 'active',
  disable_at: null,
  confirm_until: null,
  parent_type: null,
  strategy: null,
  created_at: null,
  pending: null,
  accounts: [{ currency: 'EUR', amount_cents: 1_000, current_value_amount_cents: current, active_until: '' }],
});

const render = (limits: UserLimit[]) =>
  renderApp(<LimitReachedWarning />, {
    fetch: fakeApi({
      'GET /api/player': () => ({ body: makePlayer({ currency: 'EUR' }) }),
      'GET /api/user_limits': () => ({ body: limits }),
    }).fetch,
  });

describe('limit-reached warning', () => {
  it('warns, until dismissed, when a limit is reached, with the way to the limits page', async () => {
    render([loss(1, 1_000)]);
    const link = await screen.findByRole('link', { name: 'Go to your limits' });
    expect(link.getAttribute('href')).toBe('/profile/limits');
    expect(screen.getByText(/You have reached a limit you set/)).toBeTruthy();
  });

  it('says nothing while no limit is reached, then warns when the channel reports one', async () => {
    render([loss(1, 100)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Go to your limits' })).toBeNull();
    act(() => dispatch('game_limits', [loss(1, 1_000)]));
    expect(await screen.findByRole('link', { name: 'Go to your limits' })).toBeTruthy();
  });

  it('warns once per set of reached limits in a browser session', async () => {
    sessionStorage.setItem('orbit.limitWarning', '1');
    render([loss(1, 1_000)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Go to your limits' })).toBeNull();
  });
});
