import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { missingContextFields } from '../model/personal-info.ts';
import { PersonalInfoGate } from './personal-info-gate.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FIELDS = {
  fields: [
    { field: 'first_name', type: 'string' },
    { field: 'last_name', type: 'string' },
    { field: 'city', type: 'string' },
  ],
  contexts: { deposit: ['first_name', 'last_name', 'city'] },
};

function setUp(currency: string, first: Record<string, unknown>) {
  let player = makePlayer({ currency, country: 'CA', ...first });
  const api = fakeApi({
    'GET /api/player': () => ({ body: player }),
    'GET /api/info/player_fields': () => ({ body: FIELDS }),
    'GET /api/info/countries': () => ({ body: [] }),
    'PATCH /api/player': (request) => {
      player = { ...player, ...((request.body as { player: object }).player as object) };
      return { body: player };
    },
  });
  renderApp(
    <PersonalInfoGate>
      <p>the cashbox</p>
    </PersonalInfoGate>,
    { url: '/deposit', fetch: api.fetch },
  );
  return api;
}

describe('personal info before the cashbox', () => {
  it('names the deposit context fields the player left empty', () => {
    const player = makePlayer({ first_name: 'Ada', last_name: null, city: '' });
    expect(missingContextFields(FIELDS, 'deposit', player)).toEqual(['last_name', 'city']);
    expect(missingContextFields(FIELDS, 'cashout', player)).toEqual([]);
  });

  it('asks a fiat player with missing details first, saves them in the deposit context, then opens', async () => {
    const api = setUp('EUR', { first_name: 'Ada', last_name: null, city: null });
    expect(await screen.findByTestId('personal-info')).toBeTruthy();
    expect(screen.queryByText('the cashbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('Last name').getAttribute('aria-invalid')).toBe('true'));
    expect(api.callsTo('PATCH /api/player')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'London' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('the cashbox')).toBeTruthy();
    expect(api.callsTo('PATCH /api/player')[0]?.body).toEqual({
      context: 'deposit',
      player: { last_name: 'Lovelace', city: 'London' },
    });
  });

  it('lets a complete fiat player and any crypto player straight in', async () => {
    setUp('EUR', { first_name: 'Ada', last_name: 'Lovelace', city: 'London' });
    expect(await screen.findByText('the cashbox')).toBeTruthy();
    cleanup();
    setUp('BTC', { first_name: null, last_name: null, city: null });
    expect(await screen.findByText('the cashbox')).toBeTruthy();
  });
});
