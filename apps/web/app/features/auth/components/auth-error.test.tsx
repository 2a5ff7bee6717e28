import { isSignedIn, type PlayerOrGuest } from '@orbit/contract';
import { useQuery } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApi } from '~/shared/api/provider.tsx';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { AuthModals } from './auth-modals.tsx';

vi.mock('altcha', () => ({}));
vi.mock('@thumbmarkjs/thumbmarkjs', () => ({ getThumbmark: async () => ({ thumbmark: '' }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A page that loads something private, like the header's balance. */
function PrivatePage() {
  const api = useApi();
  const player = useQuery({ queryKey: ['player'], queryFn: () => api.request<PlayerOrGuest>('/api/player') });
  const accounts = useQuery({
    queryKey: ['player', 'accounts'],
    queryFn: () => api.request('/api/player/accounts'),
    enabled: isSignedIn(player.data),
  });
  return <p data-testid="page">{accounts.isError ? 'failed' : 'page'}</p>;
}

describe('auth-error event (any 401)', () => {
  it('logs the player out locally and opens the login modal over the current page', async () => {
    let sessionAlive = true;
    const api = fakeApi({
      'GET /api/player': () => ({ body: sessionAlive ? makePlayer() : { country: 'DE', currency: 'EUR' } }),
      // The session expired on the server between the two calls.
      'GET /api/player/accounts': () => {
        sessionAlive = false;
        return { status: 401, body: { error: 'unauthorized' } };
      },
    });
    const { queryClient } = renderApp(
      <>
        <PrivatePage />
        <AuthModals />
      </>,
      { url: '/games/top?page=2', fetch: api.fetch },
    );

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/games/top?page=2&modal=login'),
    );
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(isSignedIn(queryClient.getQueryData<PlayerOrGuest>(['player']))).toBe(false);
    expect(queryClient.getQueryData(['player', 'accounts'])).toBeUndefined();
  });
});
