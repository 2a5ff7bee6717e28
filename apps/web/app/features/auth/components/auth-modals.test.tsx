import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { AuthModals } from './auth-modals.tsx';
import { UnconfirmedEmailNotice } from './unconfirmed-email-notice.tsx';

vi.mock('altcha', () => ({}));
vi.mock('@thumbmarkjs/thumbmarkjs', () => ({ getThumbmark: async () => ({ thumbmark: '' }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location').textContent;

describe('guest-only modals', () => {
  it('send a signed-in player to the main page of their locale', async () => {
    const api = fakeApi({ 'GET /api/player': () => ({ body: makePlayer() }) });
    renderApp(<AuthModals />, { url: '/de/games?modal=registration', fetch: api.fetch });
    await waitFor(() => expect(location()).toBe('/de'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('unconfirmed e-mail notice', () => {
  it('shows for a signed-in player without confirmed_at and toasts the first e-mail error of a 422', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/player': () => ({ body: makePlayer({ confirmed_at: null }) }),
      'POST /api/users/confirmation': () => ({
        status: 422,
        body: { errors: { email: ['validation.already_confirmed', 'validation.invalid'] } },
      }),
    });
    renderApp(<AuthModals />, { url: '/', fetch: api.fetch });
    const notice = await screen.findByTestId('unconfirmed-email-notice');
    expect(notice.textContent).toContain('ada@example.com');
    await user.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This e-mail address is already confirmed.',
    );
    expect(api.callsTo('POST /api/users/confirmation')[0]?.body).toEqual({
      user: { email: 'ada@example.com' },
    });
  });

  it('is not shown for confirmed players or guests, and the fixed one steps aside for the header’s', async () => {
    const api = fakeApi({ 'GET /api/player': () => ({ body: guest }) });
    const { queryClient } = renderApp(<AuthModals />, { url: '/', fetch: api.fetch });
    await waitFor(() => expect(queryClient.getQueryData(['player'])).toEqual(guest));
    expect(screen.queryByTestId('unconfirmed-email-notice')).toBeNull();
    cleanup();

    const api2 = fakeApi({ 'GET /api/player': () => ({ body: makePlayer({ confirmed_at: null }) }) });
    renderApp(
      <>
        <header>
          <UnconfirmedEmailNotice />
        </header>
        <AuthModals />
      </>,
      { url: '/', fetch: api2.fetch },
    );
    await screen.findByTestId('unconfirmed-email-notice');
    expect(screen.getAllByTestId('unconfirmed-email-notice')).toHaveLength(1);
  });
});

describe('terms popup', () => {
  it('blocks the page until the terms are accepted, then goes away', async () => {
    const user = userEvent.setup();
    let accepted = false;
    const api = fakeApi({
      'GET /api/player': () => ({
        body: makePlayer({ auth_fields_missed: accepted ? [] : ['terms_acceptance'] }),
      }),
      'POST /api/auth_providers/update_details': () => {
        accepted = true;
        return { status: 201, body: makePlayer() };
      },
    });
    renderApp(<AuthModals />, { url: '/', fetch: api.fetch });
    const dialog = await screen.findByRole('dialog', { name: 'Our terms have changed' });
    // Blocking: no close button, Escape does nothing.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Our terms have changed' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(
      '/terms-and-conditions',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(api.callsTo('POST /api/auth_providers/update_details')).toHaveLength(0);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/auth_providers/update_details')[0]?.body).toEqual({
      user: { terms_acceptance: true },
    });
  });
});

describe('e-mail confirmation link', () => {
  it('confirms the token once and shows the result', async () => {
    const api = fakeApi({
      'GET /api/player': () => ({ body: guest }),
      'GET /api/users/confirmation': () => ({ body: makePlayer() }),
    });
    renderApp(<AuthModals />, { url: '/email-confirmation?confirmation_token=tok-1', fetch: api.fetch });
    expect(await screen.findByTestId('confirmation-success')).toBeTruthy();
    expect(api.callsTo('GET /api/users/confirmation').map((c) => c.url)).toEqual([
      '/api/users/confirmation?confirmation_token=tok-1',
    ]);
  });

  it('shows why a bad token failed, with a form to send a new link', async () => {
    const api = fakeApi({
      'GET /api/player': () => ({ body: guest }),
      'GET /api/player/settings': () => ({ body: { captcha: null } }),
      'GET /api/users/confirmation': () => ({
        status: 422,
        body: { errors: { confirmation_token: ['validation.invalid_token'] } },
      }),
    });
    renderApp(<AuthModals />, { url: '/email-verify?confirmation_token=bad', fetch: api.fetch });
    expect((await screen.findByTestId('confirmation-error')).textContent).toMatch(
      /This link is invalid or has expired/,
    );
    expect(screen.getByTestId('resend-form')).toBeTruthy();
  });
});

describe('password reminder', () => {
  it('answers the same whether or not the address has an account', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/player': () => ({ body: guest }),
      'GET /api/player/settings': () => ({ body: { captcha: null } }),
      'POST /api/users/password': () => ({ status: 204 }),
    });
    renderApp(<AuthModals />, { url: '/remind', fetch: api.fetch });
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.type(await within(dialog).findByLabelText('E-mail'), 'nobody@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByTestId('remind-sent')).textContent).toMatch(
      /If an account exists for this address/,
    );
    expect(api.callsTo('POST /api/users/password')[0]?.body).toEqual({
      user: { email: 'nobody@example.com', captcha: '' },
    });
  });
});
