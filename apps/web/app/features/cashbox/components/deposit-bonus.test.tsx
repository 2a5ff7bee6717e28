import type { AvailableOffer, MethodFields, Player } from '@orbit/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { makeMethod } from '../model/fixtures.ts';
import { DepositPanel } from './deposit-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fields: MethodFields = {
  amountField: { min_cents: 1_000, max_cents: 500_000, default_cents: 5_000 },
  isSubmitAvailable: true,
  methodFields: [],
  playerFields: [],
};

function makeOffer(over: Partial<AvailableOffer> = {}): AvailableOffer {
  return {
    id: 'welcome-100',
    title: 'Welcome bonus',
    group_key: 'welcome',
    match_percent: 100,
    image: null,
    url: null,
    bonuses: [
      {
        title: '100% up to €200',
        type: 'deposit',
        conditions: [
          {
            field: 'amount',
            type: 'min',
            value: [
              { currency: 'EUR', amount_cents: 2_000 },
              { currency: 'CAD', amount_cents: 3_000 },
            ],
          },
        ],
        attributes: [{ field: 'bonus_amount', value: [{ currency: 'EUR', amount_cents: 20_000 }] }],
        result_bonus: [{ field: 'wager', value: 35 }],
      },
    ],
    ...over,
  };
}

const welcome = makeOffer();
const reload = makeOffer({
  id: 'reload-50',
  title: 'Weekend reload',
  group_key: 'reload',
  match_percent: 50,
  image: '/promo/reload.png',
  url: '/promotions/weekend-reload',
});

function setUp({
  player = {},
  offers = [welcome, reload],
  available = true,
  routes = {},
}: {
  player?: Partial<Player>;
  offers?: AvailableOffer[];
  available?: boolean;
  routes?: Record<string, FakeHandler>;
} = {}) {
  let current = makePlayer(player);
  const api = fakeApi({
    'GET /api/player': () => ({ body: current }),
    'GET /api/bonuses/available_bonuses': () => ({ body: { available_bonuses: available } }),
    'GET /api/bonuses/deposit': () => ({ body: offers }),
    'DELETE /api/bonuses/deposit/welcome-100': () => ({ status: 204 }),
    'PATCH /api/player/update_bonus_settings': ({ body }) => {
      current = { ...current, can_issue_bonuses: (body as { can_issue: boolean }).can_issue };
      return { body: current };
    },
    'DELETE /api/player/clear_bonus_code': () => {
      current = { ...current, deposit_bonus_code: null };
      return { body: current };
    },
    'GET /api/payments/methods': () => ({
      body: { action: 'deposit', currency: 'EUR', limits: null, methods: [makeMethod({ type: 'direct' })] },
    }),
    'GET /api/payments/methods/visa/fields': () => ({ body: fields }),
    'POST /api/users/transaction': () => ({ body: { status: 'ok' } }),
    'POST /api/payments/deposits': () => ({ status: 201, body: { id: 9, state: 'pending', messages: [] } }),
    ...routes,
  });
  renderApp(<DepositPanel kind="bonus" />, { url: '/deposit-bonus', fetch: api.fetch });
  return api;
}

const card = (title: string) => screen.findByRole('article', { name: title });

describe('cashbox bonus deposit (/deposit-bonus)', () => {
  it('lists the offers with their terms in the player’s currency, the operator’s logo and link', async () => {
    setUp();
    const first = await card('Welcome bonus');
    expect(first.textContent).toContain('100% deposit match');
    expect(first.textContent).toContain('Up to €200.00');
    expect(first.textContent).toContain('Minimum deposit €20.00');
    expect(first.textContent).toContain('Wager ×35');
    expect(within(first).queryByRole('link')).toBeNull();
    const second = await card('Weekend reload');
    expect(within(second).getByRole('link', { name: 'About this bonus' }).getAttribute('href')).toBe(
      '/promotions/weekend-reload',
    );
    expect(second.querySelector('img')?.getAttribute('src')).toBe('/promo/reload.png');
  });

  it('taking an offer shows it in the deposit and sends its id as bonus_id', async () => {
    const api = setUp();
    fireEvent.click(within(await card('Weekend reload')).getByRole('button', { name: 'Take this bonus' }));
    expect((await screen.findByTestId('chosen-offer')).textContent).toContain('Bonus: Weekend reload');
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(api.callsTo('POST /api/payments/deposits')).toHaveLength(1));
    expect(api.callsTo('POST /api/payments/deposits')[0]?.body).toMatchObject({
      method_id: 'visa',
      amount_cents: 5_000,
      bonus_id: 'reload-50',
    });
  });

  it('a dropped offer is not sent', async () => {
    const api = setUp();
    fireEvent.click(within(await card('Welcome bonus')).getByRole('button', { name: 'Take this bonus' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the bonus' }));
    expect(screen.queryByTestId('chosen-offer')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(api.callsTo('POST /api/payments/deposits')).toHaveLength(1));
    expect(api.callsTo('POST /api/payments/deposits')[0]?.body).not.toHaveProperty('bonus_id');
  });

  it('shows a 422 on bonus_id as a plain message by the chosen offer', async () => {
    setUp({
      routes: {
        'POST /api/payments/deposits': () => ({
          status: 422,
          body: { errors: { bonus_id: ['bonuses.offer_not_available'] } },
        }),
      },
    });
    fireEvent.click(within(await card('Welcome bonus')).getByRole('button', { name: 'Take this bonus' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect((await screen.findByTestId('bonus-error')).textContent).toContain(
      'This bonus does not fit this deposit',
    );
  });

  it('“No, thanks” declines the offer on the server and takes it off the list', async () => {
    const api = setUp();
    fireEvent.click(within(await card('Welcome bonus')).getByRole('button', { name: 'No, thanks' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/bonuses/deposit/welcome-100')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Welcome bonus' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Weekend reload' })).toBeTruthy();
  });

  it('a deposit without a bonus sends none, and the offers stay a click away', async () => {
    const api = setUp();
    await card('Welcome bonus');
    fireEvent.click(screen.getByRole('button', { name: 'Deposit without a bonus' }));
    expect((await screen.findByTestId('no-bonus-chosen')).textContent).toContain('No bonus');
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(api.callsTo('POST /api/payments/deposits')).toHaveLength(1));
    expect(api.callsTo('POST /api/payments/deposits')[0]?.body).not.toHaveProperty('bonus_id');
    fireEvent.click(screen.getByRole('button', { name: 'Choose a bonus' }));
    expect(await card('Welcome bonus')).toBeTruthy();
  });

  it('bonuses turned off: the switch instead of the offers, which turns them on and lists them', async () => {
    const api = setUp({ player: { can_issue_bonuses: false } });
    expect(await screen.findByTestId('bonuses-off')).toBeTruthy();
    expect(screen.queryByTestId('offer-card')).toBeNull();
    expect(api.callsTo('GET /api/bonuses/deposit')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Turn bonuses on' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/player/update_bonus_settings')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/player/update_bonus_settings')[0]?.body).toEqual({ can_issue: true });
    expect(await card('Welcome bonus')).toBeTruthy();
  });

  it('a multi-account player sees no offers, and deposits without one', async () => {
    const api = setUp({ available: false });
    expect((await screen.findByTestId('bonuses-unavailable')).textContent).toContain('not available');
    expect(api.callsTo('GET /api/bonuses/deposit')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Deposit without a bonus' }));
    expect(await screen.findByRole('button', { name: 'Deposit' })).toBeTruthy();
  });

  it('no offer: says so, and the deposit goes on without one', async () => {
    setUp({ offers: [] });
    expect((await screen.findByTestId('no-offers')).textContent).toContain('real money');
  });

  it('a deposit bonus code is shown with a way to remove it', async () => {
    const api = setUp({ player: { deposit_bonus_code: 'SPRING' } });
    expect((await screen.findByTestId('bonus-code')).textContent).toContain('SPRING');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the code' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/player/clear_bonus_code')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('bonus-code')).toBeNull());
  });

  describe('additional gifts (additional-gifts config)', () => {
    const gifts = {
      '131811': {
        id: 'welcome-pack-2',
        title: 'Welcome pack: second deposit',
        bonuses: [{ title: '75%', type: 'deposit', conditions: [], attributes: [], result_bonus: [] }],
      },
      '999': {
        id: 'other-group',
        title: 'Not for you',
        bonuses: [{ title: 'x', type: 'deposit', conditions: [], attributes: [], result_bonus: [] }],
      },
    };
    const config = { 'GET /api/fe/config/additional-gifts': () => ({ body: gifts }) };
    const inGroup = { statuses: [{ id: 131811, name: 'Welcome pack' }] };

    it('shows the gift of the player’s group', async () => {
      setUp({ player: inGroup, routes: config });
      const extras = await screen.findByTestId('additional-gifts');
      expect(extras.textContent).toContain('Welcome pack: second deposit');
      expect(extras.textContent).not.toContain('Not for you');
    });

    it('not with a deposit bonus code', async () => {
      setUp({ player: { ...inGroup, deposit_bonus_code: 'SPRING' }, routes: config });
      await card('Welcome bonus');
      expect(screen.queryByTestId('additional-gifts')).toBeNull();
    });
  });
});
