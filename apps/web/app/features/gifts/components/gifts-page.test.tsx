import type { FreeSpinIssue, Gift } from '@orbit/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, fakeApi, renderApp } from '~/shared/ui/testing.tsx';
import { makeFreeSpins, makeGift } from '../testing.ts';
import { GiftsPage } from './gifts-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A player API holding the lists; actions change them as the server would. */
function setUp(bonuses: Gift[], spins: FreeSpinIssue[] = [], routes: Record<string, FakeHandler> = {}) {
  const state = { bonuses, spins };
  const api = fakeApi({
    'GET /api/player/bonuses': () => ({ body: state.bonuses }),
    'GET /api/player/freespins': () => ({ body: state.spins }),
    ...routes,
  });
  const view = renderApp(<GiftsPage />, { url: '/profile/gifts', fetch: api.fetch });
  return { api, state, view };
}

const issued = makeGift({
  id: 3,
  title: 'Reload bonus',
  stage: 'issued',
  activatable: true,
  activatable_until: '2026-11-30T10:00:00Z',
  amount_wager_cents: 0,
  cancelable: true,
});

describe('the gifts page', () => {
  it('lists active gifts with their stage, amount and floored wagering progress', async () => {
    setUp(
      [makeGift({ amount_wager_cents: 100_001, amount_wager_requirement_cents: 300_000 }), issued],
      [makeFreeSpins()],
    );
    const bonuses = await screen.findAllByTestId('gift-bonus');
    expect(bonuses).toHaveLength(2);
    const wagering = bonuses[0] as HTMLElement;
    expect(within(wagering).getByTestId('gift-stage').textContent).toBe('Wagering');
    expect(within(wagering).getByTestId('gift-amount').textContent).toBe('€100.00');
    expect(within(wagering).getByTestId('gift-wagering').textContent).toBe(
      '€1,000.01 of €3,000.00 wagered (33%)',
    );
    expect(within(wagering).getByRole('progressbar', { name: 'Wagering progress' })).toHaveProperty(
      'value',
      33,
    );
    expect(within(wagering).getByText('Maximum bet while wagering: €5.00')).toBeTruthy();
    expect(within(wagering).queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(within(bonuses[1] as HTMLElement).getByTestId('gift-stage').textContent).toBe('Ready to activate');
    expect(within(bonuses[1] as HTMLElement).getByTestId('gift-deadline').textContent).toMatch(
      /^Activate (by|within)/,
    );

    const spins = screen.getByTestId('gift-freespins');
    expect(within(spins).getByTestId('gift-spins').textContent).toBe('12 of 50 played');
    expect(within(spins).getByText('Games: Starfall')).toBeTruthy();
    expect(within(spins).getByRole('link', { name: 'Play now' }).getAttribute('href')).toBe(
      '/play/orbit/starfall',
    );
    expect(screen.queryByTestId('gifts-empty')).toBeNull();
    expect(screen.queryByTestId('gifts-finished')).toBeNull();
  });

  it('shows the ended gifts apart, with what became real money', async () => {
    setUp(
      [
        makeGift({
          stage: 'wager_done',
          finished_at: '2026-11-22T08:00:00Z',
          converted_cents: 4_200,
          cancelable: false,
        }),
      ],
      [makeFreeSpins({ stage: 'expired', freespins_performed: null })],
    );
    const finished = await screen.findByRole('region', { name: 'Finished' });
    const rows = within(finished).getAllByTestId('gift-finished');
    expect(rows.map((row) => within(row).getByTestId('gift-stage').textContent)).toEqual([
      'Expired',
      'Wagering done',
    ]);
    expect(rows[1]?.textContent).toContain('€42.00 became real money');
    expect(rows[0]?.textContent).toContain('0 of 50 played');
    expect(screen.getByTestId('gifts-empty').textContent).toContain('You have no active gifts');
  });

  it('activates an issued gift and reads the list again', async () => {
    const { api, state } = setUp([issued], [], {
      'POST /api/player/bonuses/3/activation': () => {
        const active = { ...issued, stage: 'handle_bets' as const, activatable: false };
        state.bonuses = [active];
        return { body: active };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(api.callsTo('POST /api/player/bonuses/3/activation')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('gift-stage').textContent).toBe('Wagering'));
    expect(api.callsTo('GET /api/player/bonuses')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(await screen.findByText('Reload bonus is active. Good luck!')).toBeTruthy();
  });

  it('says why an activation was refused', async () => {
    setUp([issued], [], {
      'POST /api/player/bonuses/3/activation': () => ({
        status: 403,
        body: { error: 'bonuses_blocked_by_limits' },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Bonuses cannot be used during a cooling-off period or self-exclusion.',
    );
  });

  it('cancels only after showing what would be forfeited', async () => {
    const gift = makeGift();
    const { api, state } = setUp([gift], [], {
      'GET /api/player/bonuses/1/cancel_info': () => ({
        body: {
          id: 1,
          total_withdrawal_amount: '20.00',
          current_balance: '132.50',
          cash_balance: '20.00',
          bonus_balance: '112.50',
          bonus_winnings: '12.50',
          currency: 'EUR',
        },
      }),
      'DELETE /api/player/bonuses/1': () => {
        const canceled = { ...gift, stage: 'canceled' as const, forfeited_cents: 11_250, cancelable: false };
        state.bonuses = [canceled];
        return { body: canceled };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Welcome bonus?' });
    expect((await within(dialog).findByTestId('gift-cancel-forfeit')).textContent).toBe('€112.50');
    expect(within(dialog).getByTestId('gift-cancel-withdrawable').textContent).toBe('€20.00');
    expect(within(dialog).getByText('€12.50')).toBeTruthy();
    expect(api.callsTo('DELETE /api/player/bonuses/1')).toHaveLength(0);

    // Keeping it closes the dialog without a request.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE /api/player/bonuses/1')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(await within(again).findByRole('button', { name: 'Cancel the gift' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/player/bonuses/1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const finished = await screen.findByRole('region', { name: 'Finished' });
    expect(within(finished).getByTestId('gift-stage').textContent).toBe('Canceled');
    expect(within(finished).getByText('€112.50 forfeited')).toBeTruthy();
    expect(screen.getByTestId('gifts-empty')).toBeTruthy();
  });

  it('shows the server’s reason when a cancel is refused, in the dialog', async () => {
    setUp([makeGift()], [], {
      'GET /api/player/bonuses/1/cancel_info': () => ({
        body: {
          id: 1,
          total_withdrawal_amount: '0',
          current_balance: '1',
          cash_balance: '0',
          bonus_balance: '1',
          bonus_winnings: '0',
          currency: 'EUR',
        },
      }),
      'DELETE /api/player/bonuses/1': () => ({
        status: 422,
        body: { errors: { base: ['bonuses.not_cancelable'] } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cancel the gift' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This gift can no longer be canceled.',
    );
  });

  it('activates issued free spins, then opens their game', async () => {
    const spins = makeFreeSpins({
      stage: 'issued',
      activatable: true,
      activatable_until: '2026-11-30T10:00:00Z',
      freespins_performed: null,
    });
    const { api } = setUp([], [spins], {
      'POST /api/player/freespins/5/activation': () => ({ body: { ...spins, stage: 'handle_bets' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Play now' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/play/orbit/starfall'));
    expect(api.callsTo('POST /api/player/freespins/5/activation')).toHaveLength(1);
  });

  it('cancels free spins after a confirmation', async () => {
    const { api, state } = setUp([], [makeFreeSpins()], {
      'DELETE /api/player/freespins/5': () => {
        state.spins = [makeFreeSpins({ stage: 'canceled', cancelable: false })];
        return { body: state.spins[0] };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel 50 free spins?' });
    expect(dialog.textContent).toContain('the 38 spins left are lost');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the gift' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/player/freespins/5')).toHaveLength(1));
    expect(await screen.findByTestId('gifts-empty')).toBeTruthy();
  });

  it('says when the lists cannot be read', async () => {
    renderApp(<GiftsPage />, { url: '/profile/gifts', fetch: fakeApi({}).fetch });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your gifts could not be loaded. Please try again later.',
    );
  });
});

describe('the promo-code and coupon forms', () => {
  it('takes the code of a ?promocode= link into the field; the player redeems it', async () => {
    const api = fakeApi({
      'GET /api/player/bonuses': () => ({ body: [] }),
      'GET /api/player/freespins': () => ({ body: [] }),
      'POST /api/v2/bonuses/promo-code': () => ({
        body: { bonus_id: '9', name: 'Promo', bonus_type: 'bonus' },
      }),
    });
    renderApp(<GiftsPage />, { url: '/profile/gifts?promocode=ORBIT10', fetch: api.fetch });
    const form = await screen.findByTestId('gifts-promo-form');
    expect((within(form).getByRole('textbox') as HTMLInputElement).value).toBe('ORBIT10');
    expect(api.callsTo('POST /api/v2/bonuses/promo-code')).toHaveLength(0);
    fireEvent.submit(form);
    await waitFor(() =>
      expect(api.callsTo('POST /api/v2/bonuses/promo-code')[0]?.body).toEqual({ code: 'ORBIT10' }),
    );
  });

  it('shows the field error of a refused promo code, translated', async () => {
    const { api } = setUp([], [], {
      'POST /api/v2/bonuses/promo-code': () => ({
        status: 422,
        body: { errors: { code: ['bonuses.code_expired'] } },
      }),
    });
    const form = await screen.findByTestId('gifts-promo-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Get gift' }));
    expect(await within(form).findByText('This field is required.')).toBeTruthy();
    expect(api.callsTo('POST /api/v2/bonuses/promo-code')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Promo code'), { target: { value: ' SPRING ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Get gift' }));
    expect(await within(form).findByText('This code has expired.')).toBeTruthy();
    expect(api.callsTo('POST /api/v2/bonuses/promo-code')[0]?.body).toEqual({ code: 'SPRING' });
  });

  it('names the gift a promo code gave and reads the lists again', async () => {
    const { api } = setUp([], [], {
      'POST /api/v2/bonuses/promo-code': () => ({
        body: { bonus_id: '9', name: 'Spring spins', bonus_type: 'freespins' },
      }),
    });
    const form = await screen.findByTestId('gifts-promo-form');
    fireEvent.change(within(form).getByLabelText('Promo code'), { target: { value: 'SPRING' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Get gift' }));
    expect((await within(form).findByTestId('gifts-promo-success')).textContent).toBe(
      'Your gift: Spring spins',
    );
    await waitFor(() => expect(api.callsTo('GET /api/player/freespins')).toHaveLength(2));
    expect(api.callsTo('GET /api/player/bonuses')).toHaveLength(2);
  });

  it('shows the coupon’s status, and a refused coupon’s reason', async () => {
    let answer: { status?: number; body: unknown } = { body: { status: 'already_activated' } };
    const { api } = setUp([], [], { 'POST /api/bonuses/coupon': () => answer });
    const form = await screen.findByTestId('gifts-coupon-form');
    fireEvent.change(within(form).getByLabelText('Coupon code'), { target: { value: 'LUCKY' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Activate coupon' }));
    expect((await within(form).findByTestId('gifts-coupon-status')).textContent).toBe(
      'This coupon was already activated.',
    );
    expect(api.callsTo('POST /api/bonuses/coupon')[0]?.body).toEqual({ coupon_code: 'LUCKY' });

    answer = {
      status: 422,
      body: { status: 'failed_to_activate', errors: { coupon_code: ['bonuses.code_unknown'] } },
    };
    fireEvent.change(within(form).getByLabelText('Coupon code'), { target: { value: 'NOPE' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Activate coupon' }));
    expect(await within(form).findByText('This code does not exist.')).toBeTruthy();
    expect(within(form).getByTestId('gifts-coupon-status').textContent).toBe(
      'The coupon could not be activated.',
    );
  });
});
