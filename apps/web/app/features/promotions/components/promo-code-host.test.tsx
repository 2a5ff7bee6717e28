import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { PROMO_STORAGE_KEYS } from '../model/promo-codes.ts';
import { PromoCodeHost } from './promo-code-host.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const stored = (kind: 'deposit' | 'gift') => sessionStorage.getItem(PROMO_STORAGE_KEYS[kind]);
const location = () => screen.getByTestId('location').textContent;

function render(url: string, signedIn: boolean, routes: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    'GET /api/player': () => ({ body: signedIn ? makePlayer() : guest }),
    'PATCH /api/player/set_bonus_code': ({ body }) => ({
      body: makePlayer({ deposit_bonus_code: (body as { deposit_bonus_code: string }).deposit_bonus_code }),
    }),
    ...routes,
  });
  const app = renderApp(<PromoCodeHost />, { url, fetch: api.fetch });
  return { api, ...app };
}

describe('promo codes of a link', () => {
  it('a guest’s deposit code is stored for the session and taken out of the address, not applied', async () => {
    const { api } = render('/?deposit_promocode=SPRING&modal=registration', false);
    await waitFor(() => expect(location()).toBe('/?modal=registration'));
    expect(stored('deposit')).toBe('SPRING');
    // Still stored once the page has settled: the link's own visit is no guest arriving on main.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(stored('deposit')).toBe('SPRING');
    expect(api.callsTo('PATCH /api/player/set_bonus_code')).toHaveLength(0);
  });

  it('applies the stored deposit code once the player signs in, then opens the bonus deposit', async () => {
    sessionStorage.setItem(PROMO_STORAGE_KEYS.deposit, 'SPRING');
    const { api, queryClient } = render('/games/top', false);
    await screen.findByTestId('location');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.callsTo('PATCH /api/player/set_bonus_code')).toHaveLength(0);
    act(() => queryClient.setQueryData(['player'], makePlayer()));
    await waitFor(() => expect(api.callsTo('PATCH /api/player/set_bonus_code')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/player/set_bonus_code')[0]?.body).toEqual({
      deposit_bonus_code: 'SPRING',
    });
    await waitFor(() => expect(location()).toBe('/games/top?cashbox=deposit-bonus'));
    expect(stored('deposit')).toBeNull();
    expect(api.callsTo('PATCH /api/player/set_bonus_code')).toHaveLength(1);
  });

  it('a signed-in player’s link code is applied at once', async () => {
    const { api } = render('/de/games/top?deposit_promocode=SPRING', true);
    await waitFor(() => expect(api.callsTo('PATCH /api/player/set_bonus_code')).toHaveLength(1));
    await waitFor(() => expect(location()).toBe('/de/games/top?cashbox=deposit-bonus'));
  });

  it('an invalid code (422) is deleted and the player told why', async () => {
    sessionStorage.setItem(PROMO_STORAGE_KEYS.deposit, 'NOPE');
    const { api } = render('/games/top', true, {
      'PATCH /api/player/set_bonus_code': () => ({
        status: 422,
        body: { errors: { deposit_bonus_code: ['bonuses.code_expired'] } },
      }),
    });
    expect(await screen.findByText('This code has expired.')).toBeTruthy();
    expect(stored('deposit')).toBeNull();
    expect(location()).toBe('/games/top');
    expect(api.callsTo('PATCH /api/player/set_bonus_code')).toHaveLength(1);
  });

  it('a failure other than an invalid code keeps the code for a later try', async () => {
    sessionStorage.setItem(PROMO_STORAGE_KEYS.deposit, 'SPRING');
    const { api } = render('/games/top', true, {
      'PATCH /api/player/set_bonus_code': () => ({ status: 503, body: { error: 'unavailable' } }),
    });
    await waitFor(() => expect(api.callsTo('PATCH /api/player/set_bonus_code')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(stored('deposit')).toBe('SPRING');
    expect(api.callsTo('PATCH /api/player/set_bonus_code')).toHaveLength(1);
  });

  it('a stored gift code leads a signed-in player from main to the gifts page with it', async () => {
    sessionStorage.setItem(PROMO_STORAGE_KEYS.gift, 'FREESPINS');
    render('/', true);
    await waitFor(() => expect(location()).toBe('/profile/gifts?promocode=FREESPINS'));
    expect(stored('gift')).toBeNull();
  });

  it('a gift code in a main-page link goes the same way, in the page’s locale', async () => {
    render('/de?promocode=FREESPINS', true);
    await waitFor(() => expect(location()).toBe('/de/profile/gifts?promocode=FREESPINS'));
  });

  it('a stored gift code waits while the player is on another page', async () => {
    sessionStorage.setItem(PROMO_STORAGE_KEYS.gift, 'FREESPINS');
    render('/games/top', true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(location()).toBe('/games/top');
    expect(stored('gift')).toBe('FREESPINS');
  });

  it('the gifts page redeems its own ?promocode=: it is neither stored nor taken out', async () => {
    render('/profile/gifts?promocode=FREESPINS', true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(location()).toBe('/profile/gifts?promocode=FREESPINS');
    expect(stored('gift')).toBeNull();
  });

  it('both codes are cleared when a guest arrives on main', async () => {
    sessionStorage.setItem(PROMO_STORAGE_KEYS.deposit, 'SPRING');
    sessionStorage.setItem(PROMO_STORAGE_KEYS.gift, 'FREESPINS');
    render('/', false);
    await waitFor(() => expect(stored('deposit')).toBeNull());
    expect(stored('gift')).toBeNull();
  });

  it('a guest elsewhere keeps them', async () => {
    sessionStorage.setItem(PROMO_STORAGE_KEYS.deposit, 'SPRING');
    render('/games/top', false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(stored('deposit')).toBe('SPRING');
  });
});
