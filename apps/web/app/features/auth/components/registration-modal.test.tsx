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

const PLAYER_FIELDS = {
  fields: [
    { field: 'nickname', type: 'string', length: { minimum: 3, maximum: 15 } },
    { field: 'country', type: 'select' },
    { field: 'receive_promos', type: 'boolean' },
  ],
  contexts: { registration: ['nickname', 'country'], edition: ['nickname'] },
};
const COUNTRIES = [
  { code: 'CA', name: 'Canada', default_currency: 'CAD' },
  { code: 'DE', name: 'Germany', default_currency: 'EUR' },
];
const CURRENCIES = ['EUR', 'CAD', 'USD'].map((code) => ({
  code,
  symbol: code,
  subunits_to_unit: 100,
  fiat: true,
  default: code === 'EUR',
  enabled: true,
  subcurrencies: [],
}));

function server(register: (body: unknown) => { status?: number; body?: unknown }) {
  return fakeApi({
    'GET /api/player': () => ({ body: guest }),
    'GET /api/player/settings': () => ({
      body: { captcha: { type: 'altcha', challengeurl: '/api/captcha/challenge' } },
    }),
    'GET /api/info/player_fields': () => ({ body: PLAYER_FIELDS }),
    'GET /api/info/countries': () => ({ body: COUNTRIES }),
    'GET /api/info/currencies': () => ({ body: CURRENCIES }),
    'POST /api/users': ({ body }) => register(body),
  });
}

async function fillIn(dialog: HTMLElement) {
  const user = userEvent.setup();
  await user.type(await within(dialog).findByLabelText('E-mail'), 'ada@example.com');
  await user.type(within(dialog).getByLabelText('Password'), 'Secret-123');
  await user.type(within(dialog).getByLabelText('Nickname'), 'ada');
  await user.click(within(dialog).getByLabelText(/accept the terms and conditions/));
  await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
}

describe('registration modal', () => {
  it('preselects the visitor country and its currency, and follows the country', async () => {
    const api = server(() => ({ status: 500 }));
    renderApp(<AuthModals />, { url: '/registration', fetch: api.fetch });
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    const country = (await within(dialog).findByLabelText('Country')) as HTMLSelectElement;
    const currency = within(dialog).getByLabelText('Currency') as HTMLSelectElement;
    await waitFor(() => expect(country.value).toBe('DE'));
    expect(currency.value).toBe('EUR');
    await userEvent.setup().selectOptions(country, 'CA');
    expect(currency.value).toBe('CAD');
  });

  it('shows the server’s 422 errors next to their fields, translated', async () => {
    const api = server(() => ({
      status: 422,
      body: { errors: { email: ['validation.email_taken'], nickname: ['validation.nickname_characters'] } },
    }));
    renderApp(<AuthModals />, { url: '/registration', fetch: api.fetch });
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Country') as HTMLSelectElement).value).toBe('DE'),
    );
    await fillIn(dialog);

    const email = await within(dialog).findByLabelText('E-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(email)).toBe('An account with this e-mail already exists.');
    expect(descriptionOf(within(dialog).getByLabelText('Nickname'))).toMatch(/^Wrong characters/);
    expect(api.callsTo('POST /api/users')[0]?.body).toEqual({
      user: {
        email: 'ada@example.com',
        password: 'Secret-123',
        currency: 'EUR',
        terms_acceptance: true,
        nickname: 'ada',
        country: 'DE',
        receive_promos: false,
        locale: 'en',
        dfpc: 'device-1',
        captcha: 'solved-captcha',
      },
    });
  });

  it('takes an optional bonus code behind “I have a bonus code”; its 422 shows under the field', async () => {
    const user = userEvent.setup();
    const api = server(() => ({ status: 422, body: { errors: { bonus_code: ['bonuses.code_unknown'] } } }));
    renderApp(<AuthModals />, { url: '/registration', fetch: api.fetch });
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Country') as HTMLSelectElement).value).toBe('DE'),
    );
    // Closed at first: no field until asked for.
    const toggle = within(dialog).getByRole('button', { name: 'I have a bonus code' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog).queryByLabelText('Bonus code')).toBeNull();
    await user.click(toggle);
    await user.type(within(dialog).getByLabelText('Bonus code'), ' WELCOME ');
    await fillIn(dialog);

    const field = within(dialog).getByLabelText('Bonus code');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(field)).toBe('This code does not exist.');
    expect(api.callsTo('POST /api/users')[0]?.body).toMatchObject({ user: { bonus_code: 'WELCOME' } });
  });

  it('sends no bonus code when none was given', async () => {
    const api = server(() => ({ status: 500 }));
    renderApp(<AuthModals />, { url: '/registration', fetch: api.fetch });
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Country') as HTMLSelectElement).value).toBe('DE'),
    );
    await fillIn(dialog);
    await waitFor(() => expect(api.callsTo('POST /api/users')).toHaveLength(1));
    expect(api.callsTo('POST /api/users')[0]?.body).not.toHaveProperty('user.bonus_code');
    expect(api.callsTo('POST /api/users')[0]?.body).toHaveProperty('user.email');
  });

  it('refuses an unticked terms box and a short password before sending', async () => {
    const user = userEvent.setup();
    const api = server(() => ({ status: 500 }));
    renderApp(<AuthModals />, { url: '/registration', fetch: api.fetch });
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(descriptionOf(within(dialog).getByLabelText(/accept the terms/))).toBe(
      'Please tick this box to continue.',
    );
    expect(descriptionOf(within(dialog).getByLabelText('Password'))).toMatch(/This is too short\./);
    expect(api.callsTo('POST /api/users')).toHaveLength(0);
  });

  it('signs the new player in and closes over the page behind', async () => {
    let registered = false;
    const api = server(() => {
      registered = true;
      return { status: 201, body: makePlayer({ confirmed_at: null }) };
    });
    api.routes['GET /api/player'] = () => ({ body: registered ? makePlayer({ confirmed_at: null }) : guest });
    const { queryClient } = renderApp(<AuthModals />, { url: '/games?modal=registration', fetch: api.fetch });
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Country') as HTMLSelectElement).value).toBe('DE'),
    );
    await fillIn(dialog);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/games'));
    expect(queryClient.getQueryData(['player'])).toMatchObject({ id: 7 });
    // A new player has not confirmed the address yet: the notice appears.
    expect(await screen.findByTestId('unconfirmed-email-notice')).toBeTruthy();
  });

  it('shows the restriction notice when the server refuses the country', async () => {
    const api = server(() => ({ status: 403, body: { error: 'registration_restricted', message: 'no' } }));
    renderApp(<AuthModals />, { url: '/registration', fetch: api.fetch });
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Country') as HTMLSelectElement).value).toBe('DE'),
    );
    await fillIn(dialog);
    expect(await screen.findByText('Registration restricted in your country')).toBeTruthy();
  });

  it('checks the address with /check-email on leaving the field: a warning for a temporary inbox, an error for a refused one', async () => {
    const verdicts: Record<string, string> = {
      'ada@mailinator.com': 'IBIZA::RISKY::TEMPORARY',
      'ada@nowhere': 'IBIZA::INVALID::INVALID_DOMAIN',
      'ada@example.com': 'IBIZA::VALID::ACCEPTED_EMAIL',
    };
    const checked: unknown[] = [];
    const api = fakeApi({
      ...server(() => ({ status: 500 })).routes,
      'POST /check-email': ({ body }) => {
        checked.push(body);
        return { body: { errors: { message: verdicts[(body as { email: string }).email] } } };
      },
    });
    renderApp(<AuthModals />, { url: '/registration', fetch: api.fetch });
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    const user = userEvent.setup();
    const email = await within(dialog).findByLabelText('E-mail');
    const password = within(dialog).getByLabelText('Password');
    await user.type(email, 'ada@mailinator.com');
    await user.click(password);
    await waitFor(() => expect(descriptionOf(email)).toMatch(/^This looks like a temporary inbox/));
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await user.clear(email);
    await user.type(email, 'ada@nowhere');
    expect(descriptionOf(email)).toBe('');
    await user.click(password);
    await waitFor(() => expect(descriptionOf(email)).toBe('Enter a valid e-mail address.'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await user.click(password);
    await waitFor(() => expect(checked).toHaveLength(3));
    expect(descriptionOf(email)).toBe('');
    expect(checked).toEqual([
      { email: 'ada@mailinator.com' },
      { email: 'ada@nowhere' },
      { email: 'ada@example.com' },
    ]);
  });
});
