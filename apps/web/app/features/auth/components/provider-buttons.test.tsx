import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineFakeAltcha, fakeApi, guest, renderApp } from '~/shared/ui/testing.tsx';
import { AuthModals } from './auth-modals.tsx';

vi.mock('altcha', () => ({}));
vi.mock('@thumbmarkjs/thumbmarkjs', () => ({ getThumbmark: async () => ({ thumbmark: 'device-1' }) }));

beforeAll(() => defineFakeAltcha('solved-captcha'));
afterEach(cleanup);

function server(providers: { name: string; url: string }[]) {
  return fakeApi({
    'GET /api/player': () => ({ body: guest }),
    'GET /api/player/settings': () => ({ body: {} }),
    'GET /api/info/countries': () => ({ body: [] }),
    'GET /api/info/auth_providers': () => ({ body: providers }),
  });
}

describe('sign-in with a provider', () => {
  it('offers a link per configured provider in the sign-in modal, back to the redirect path', async () => {
    const api = server([{ name: 'google_oauth2', url: '/users/auth/google_oauth2' }]);
    renderApp(<AuthModals />, { url: '/?modal=login&redirect=%2Fprofile%2Fsecurity', fetch: api.fetch });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    const link = await within(dialog).findByRole('link', { name: 'Continue with Google oauth2' });
    expect(link.getAttribute('href')).toBe('/users/auth/google_oauth2?return_to=%2Fprofile%2Fsecurity');
  });

  it('offers them in the registration modal too, back to the page behind', async () => {
    const api = server([{ name: 'keycloak', url: '/users/auth/keycloak' }]);
    renderApp(<AuthModals />, { url: '/games?modal=registration', fetch: api.fetch });
    const link = await screen.findByRole('link', { name: 'Continue with Keycloak' });
    expect(link.getAttribute('href')).toBe('/users/auth/keycloak?return_to=%2Fgames');
  });

  it('shows nothing of it when no provider is configured', async () => {
    const api = server([]);
    renderApp(<AuthModals />, { url: '/?modal=login', fetch: api.fetch });
    await screen.findByRole('dialog', { name: 'Sign in' });
    await screen.findByLabelText('E-mail');
    expect(api.callsTo('GET /api/info/auth_providers')).toHaveLength(1);
    expect(screen.queryByTestId('auth-providers')).toBeNull();
  });

  it("shows the provider's refusal the callback names, and only a known one", async () => {
    const api = server([]);
    renderApp(<AuthModals />, {
      url: '/login?auth_provider_error=auth.providers.email_taken',
      fetch: api.fetch,
    });
    expect(await screen.findByText(/An account with this e-mail address already exists/)).toBeTruthy();
    cleanup();
    renderApp(<AuthModals />, { url: '/login?auth_provider_error=auth.providers.unknown', fetch: api.fetch });
    await screen.findByLabelText('E-mail');
    expect(within(screen.getByTestId('login-form')).queryByRole('status')).toBeNull();
  });

  it('asks for the second factor when the provider signed in a player with 2FA', async () => {
    const api = server([]);
    renderApp(<AuthModals />, { url: '/login?second_factor=1', fetch: api.fetch });
    expect(await screen.findByLabelText('6-digit code')).toBeTruthy();
  });
});
