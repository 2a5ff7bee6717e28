import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { PersonalDataForm } from './personal-data-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FIELDS = {
  fields: [
    { field: 'first_name', type: 'string' },
    { field: 'date_of_birth', type: 'date', once_set: true },
    { field: 'city', type: 'string' },
    { field: 'postal_code', type: 'string' },
  ],
  contexts: { edition: ['first_name', 'date_of_birth', 'city', 'postal_code'] },
};

const player = makePlayer({ first_name: 'Ada', date_of_birth: '1990-05-01', country: 'DE' });

describe('personal data form', () => {
  it('keeps once-set fields read-only and sends only what changed', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/player': () => ({ body: player }),
      'GET /api/info/player_fields': () => ({ body: FIELDS }),
      'GET /api/info/countries': () => ({ body: [] }),
      'PATCH /api/player': () => ({ body: { ...player, city: 'Berlin' } }),
    });
    renderApp(<PersonalDataForm player={player} />, { fetch: api.fetch });
    const birth = (await screen.findByLabelText('Date of birth')) as HTMLInputElement;
    expect(birth.readOnly).toBe(true);
    expect((screen.getByLabelText('First name') as HTMLInputElement).readOnly).toBe(false);

    await user.type(screen.getByLabelText('City'), 'Berlin');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your personal data has been saved.')).toBeTruthy();
    expect(api.callsTo('PATCH /api/player')[0]?.body).toEqual({
      context: 'edition',
      player: { city: 'Berlin' },
    });
  });

  it('checks fields with the contract rules before saving', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/player': () => ({ body: player }),
      'GET /api/info/player_fields': () => ({ body: FIELDS }),
      'GET /api/info/countries': () => ({ body: [] }),
    });
    renderApp(<PersonalDataForm player={player} />, { fetch: api.fetch });
    await user.type(await screen.findByLabelText('Postal code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const postal = screen.getByLabelText('Postal code');
    await waitFor(() => expect(postal.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(postal)).toBe('This postal code is not valid for the chosen country.');
    expect(api.callsTo('PATCH /api/player')).toHaveLength(0);
  });
});
