import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  defineFakeAltcha,
  descriptionOf,
  fakeApi,
  guest,
  makePlayer,
  renderApp,
} from '~/shared/ui/testing.tsx';
import { AuthModals } from './auth-modals.tsx';

vi.mock('altcha', () => ({}));
vi.mock('@thumbmarkjs/thumbmarkjs', () => ({ getThumbmark: async () => ({ thumbmark: 'device-1' }) }));

beforeAll(() => defineFakeAltcha('solved-captcha'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COUNTRIES = [
  { code: 'DE', name: 'Germany', default_currency: 'EUR' },
  { code: 'US', name: 'United States', default_currency: 'USD', guest_restricted: true },
];

function server() {
  let signedIn = false;
  const api = fakeApi({
    'GET /api/player': () => ({ body: signedIn ? makePlayer() : guest }),
    'GET /api/player/settings': () => ({
      body: { captcha: { type: 'altcha', challengeurl: '/api/captcha/challenge' } },
    }),
    'GET /api/info/countries': () => ({ body: COUNTRIES }),
    'POST /api/users/sign_in': ({ body }) => {
      const user = (body as { user: Record<string, string> }).user;
      if (user.otp_attempt === undefined) {
        if (user.password !== 'right-password')
          return { status: 422, body: { errors: { base: ['auth.invalid_credentials'] } } };
        return { body: { two_factor_required: true } };
      }
      if (user.otp_attempt !== '123456')
        return { status: 422, body: { errors: { base: ['auth.invalid_otp'] } } };
      signedIn = true;
      return { body: makePlayer() };
    },
  });
  return api;
}

const location = () => screen.getByTestId('location').textContent;

describe('login modal', () => {
  it('signs in with password, then the one-time code, and goes to the redirect path', async () => {
    const user = userEvent.setup();
    const api = server();
    const { queryClient } = renderApp(<AuthModals />, {
      url: '/?modal=login&redirect=%2Fprofile%2Fsecurity',
      fetch: api.fetch,
    });

    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(await within(dialog).findByLabelText('E-mail'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText('6-digit code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(api.callsTo('POST /api/users/sign_in')[0]?.body).toEqual({
      user: {
        email: 'ada@example.com',
        password: 'right-password',
        dfpc: 'device-1',
        captcha: 'solved-captcha',
      },
    });

    // A wrong code is shown on the code field, and the flow stays on this step.
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(code)).toMatch(/The code is wrong or has expired/);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(location()).toBe('/profile/security'));
    expect(api.callsTo('POST /api/users/sign_in').at(-1)?.body).toEqual({ user: { otp_attempt: '123456' } });
    expect(queryClient.getQueryData(['player'])).toMatchObject({ id: 7 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows wrong credentials above the form and keeps the modal open', async () => {
    const user = userEvent.setup();
    const api = server();
    renderApp(<AuthModals />, { url: '/games?modal=login', fetch: api.fetch });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(await within(dialog).findByLabelText('E-mail'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Wrong e-mail or password.');
    expect(location()).toBe('/games?modal=login');
  });

  it('checks the fields in the browser before sending anything', async () => {
    const user = userEvent.setup();
    const api = server();
    renderApp(<AuthModals />, { url: '/?modal=login', fetch: api.fetch });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(await within(dialog).findByLabelText('E-mail'), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    const email = await within(dialog).findByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toBe('Enter a valid e-mail address.');
    expect(descriptionOf(within(dialog).getByLabelText('Password'))).toBe('This field is required.');
    expect(api.callsTo('POST /api/users/sign_in')).toHaveLength(0);
  });

  it('closes with Escape after the closing animation, back to the page behind', async () => {
    const user = userEvent.setup();
    const api = server();
    renderApp(<AuthModals />, { url: '/games?modal=login&redirect=%2Fprofile', fetch: api.fetch });
    await screen.findByRole('dialog', { name: 'Sign in' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe('/games'));
  });

  it('tells a visitor from a guest-restricted country that login is not available', async () => {
    const api = server();
    api.routes['GET /api/player'] = () => ({ body: { country: 'US', currency: 'USD' } });
    renderApp(<AuthModals />, { url: '/login', fetch: api.fetch });
    expect(await screen.findByText('Login not available in your country')).toBeTruthy();
    expect(screen.queryByTestId('login-form')).toBeNull();
  });
});
