import type { CompCard, Player } from '@orbit/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '~/shared/api/client.ts';
import { type FakeHandler, fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { exchangeResult, moneyCard, points, spinsCard, wheelCard } from '../testing.ts';
import { ShopPage } from './shop-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CURRENCIES = [
  { code: 'CAD', subunits_to_unit: 100, fiat: true },
  { code: 'EUR', subunits_to_unit: 100, fiat: true },
];

interface SetUp {
  player?: Player | typeof guest;
  coins?: number;
  cards?: Partial<Record<'money' | 'freespins' | 'lootboxes' | 'lotteries', CompCard[]>>;
  exchange?: FakeHandler;
  url?: string;
  tab?: 'all' | 'freespins' | 'money' | 'special';
}

function setUp({
  player = makePlayer({ currency: 'CAD' }),
  coins = 800,
  cards = { money: [moneyCard()], freespins: [spinsCard()], lootboxes: [wheelCard()] },
  exchange = () => ({ body: exchangeResult() }),
  url = '/rocket-mart',
  tab = 'all',
}: SetUp = {}) {
  const api = fakeApi({
    'GET /api/player': () => ({ body: player }),
    'GET /api/player/accounts': () => ({ body: [] }),
    'GET /api/info/currencies': () => ({ body: CURRENCIES }),
    'GET /api/fe/config/manage-promotion-pages': () => ({ body: { 'rocket-mart': true } }),
    'GET /api/player/comp_points': () => ({ body: points(coins) }),
    'GET /api/comp_points/rates/money': () => ({ body: cards.money ?? [] }),
    'GET /api/comp_points/rates/freespins': () => ({ body: cards.freespins ?? [] }),
    'GET /api/comp_points/rates/lootboxes': () => ({ body: cards.lootboxes ?? [] }),
    'GET /api/comp_points/rates/lotteries': () => ({ body: cards.lotteries ?? [] }),
    'POST /api/comp_points/exchange/freespins': exchange,
    'POST /api/comp_points/exchange/money': exchange,
    'PATCH /api/player/update_bonus_settings': () => ({ body: makePlayer({ currency: 'CAD' }) }),
  });
  // The fake API does not keep headers: the idempotency keys are read here.
  const keys: (string | undefined)[] = [];
  const fetch: FetchLike = (path, init) => {
    if (init?.method === 'POST') keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
    return api.fetch(path, init);
  };
  renderApp(<ShopPage tab={tab} />, { url, fetch });
  return { api, keys };
}

const card = (title: string) => screen.findByRole('article', { name: title });

async function openPurchase(title = '10 free spins on Copper Fountain') {
  fireEvent.click(within(await card(title)).getByRole('button', { name: 'Buy' }));
  return screen.findByRole('dialog', { name: title });
}

describe('the coin shop page', () => {
  it('shows the cards with what they give in the player currency, badge, wager and price', async () => {
    setUp();
    await waitFor(() => expect(screen.getByTestId('comp-balance').textContent).toBe('You have 800 coins'));
    const cash = await card('€5 real money');
    expect(cash.textContent).toContain('You get: CA$7.50');
    expect(cash.textContent).toContain('Popular');
    expect(cash.textContent).toContain('No wagering');
    expect(within(cash).getByTestId('comp-card-cost').textContent).toBe('500 coins');
    const spins = await card('10 free spins on Copper Fountain');
    expect(spins.textContent).toContain('You get: 10 free spins on Copper Fountain');
    expect(spins.textContent).toContain('Wager ×10');
    expect(spins.textContent).toContain('New');
    expect((await card('A spin of the prize wheel')).textContent).toContain('1 spin of the prize wheel');
  });

  it('shows a money reward in EUR when the card pays nothing in the player currency', async () => {
    setUp({ player: makePlayer({ currency: 'NOK' }) });
    expect((await card('€5 real money')).textContent).toContain('You get: €5.00');
  });

  it('filters by tab: Special holds the special cards; an empty tab says so', async () => {
    setUp({ tab: 'special', url: '/rocket-mart/special' });
    expect(await card('A spin of the prize wheel')).toBeTruthy();
    expect(screen.queryByRole('article', { name: '€5 real money' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Special rewards' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Free spins' }).getAttribute('href')).toBe(
      '/rocket-mart/freespins',
    );
    cleanup();
    setUp({ tab: 'money', cards: { freespins: [spinsCard()] } });
    expect((await screen.findByTestId('comp-empty')).textContent).toContain('No rewards here right now');
  });

  it('sends a guest to registration instead of the purchase popup', async () => {
    setUp({ player: guest });
    const link = within(await card('€5 real money')).getByRole('link', { name: 'Sign up to buy' });
    expect(link.getAttribute('href')).toBe('/rocket-mart?modal=registration');
    expect(within(await card('€5 real money')).queryByRole('button', { name: 'Buy' })).toBeNull();
  });
});

describe('the purchase popup', () => {
  it('counts from 1 to floor(balance ÷ cost) with the total', async () => {
    setUp({ coins: 800 });
    const dialog = await openPurchase();
    expect(dialog.textContent).toContain('Your balance: 800 coins');
    const more = within(dialog).getByRole('button', { name: 'One more' });
    const less = within(dialog).getByRole('button', { name: 'One less' });
    expect((less as HTMLButtonElement).disabled).toBe(true);
    for (let i = 0; i < 6; i++) fireEvent.click(more);
    expect((within(dialog).getByLabelText('How many') as HTMLInputElement).value).toBe('5');
    expect((more as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByTestId('comp-purchase-total').textContent).toBe('750 coins');
    expect(within(dialog).getByTestId('comp-purchase-reward').textContent).toBe(
      '50 free spins on Copper Fountain',
    );
    fireEvent.change(within(dialog).getByLabelText('How many'), { target: { value: '40' } });
    expect((within(dialog).getByLabelText('How many') as HTMLInputElement).value).toBe('5');
  });

  it('shows the shortfall with the way to the games and back to the shop', async () => {
    setUp({ coins: 420 });
    const dialog = await openPurchase('€5 real money');
    expect(within(dialog).getByTestId('comp-shortfall').textContent).toBe(
      'You need 80 more coins for this reward.',
    );
    expect(within(dialog).getByRole('link', { name: 'Play games' }).getAttribute('href')).toBe('/pokies/all');
    expect(within(dialog).queryByRole('button', { name: 'Swap coins' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the shop' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('exchanges count × price once, with one idempotency key, and shows the result with the game', async () => {
    const { api, keys } = setUp({
      exchange: () => ({ body: exchangeResult({ count: 2, points: 300, comp_points: points(500) }) }),
    });
    const dialog = await openPurchase();
    fireEvent.click(within(dialog).getByRole('button', { name: 'One more' }));
    const swap = within(dialog).getByRole('button', { name: 'Swap coins' });
    fireEvent.click(swap);
    fireEvent.click(swap);
    const result = await screen.findByRole('dialog', { name: 'Reward received' });
    expect(within(result).getByTestId('comp-result-reward').textContent).toBe(
      'You got 20 free spins on Copper Fountain.',
    );
    expect(result.textContent).toContain('500 coins left.');
    expect(within(result).getByRole('link', { name: 'Play now' }).getAttribute('href')).toBe(
      '/play/orchard-reels/copper-fountain',
    );
    expect(within(result).getByRole('link', { name: 'See your gifts' }).getAttribute('href')).toBe(
      '/profile/gifts',
    );
    const calls = api.callsTo('POST /api/comp_points/exchange/freespins');
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(calls[0]?.body).toEqual({ exchange: { group: 'comp_spins_10', points: 300, currency: 'CAD' } });
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[\w-]{16,}$/);
    // The coins are read again after the exchange.
    await waitFor(() => expect(api.callsTo('GET /api/player/comp_points').length).toBeGreaterThanOrEqual(2));
  });

  it('gives each purchase attempt its own key', async () => {
    const { keys } = setUp();
    fireEvent.click(within(await openPurchase()).getByRole('button', { name: 'Swap coins' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Reward received' })).getByRole('button', {
        name: 'Back to the shop',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(await openPurchase()).getByRole('button', { name: 'Swap coins' }));
    await screen.findByRole('dialog', { name: 'Reward received' });
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('warns a multi-account player and exchanges nothing', async () => {
    const { api } = setUp({
      player: makePlayer({ currency: 'CAD', statuses: [{ id: 100, name: 'multi-account' }] }),
    });
    fireEvent.click(within(await openPurchase()).getByRole('button', { name: 'Swap coins' }));
    const warning = await screen.findByRole('dialog', { name: 'Exchange not available' });
    expect(within(warning).getByRole('alert').textContent).toContain('linked to other accounts');
    expect(api.callsTo('POST /api/comp_points/exchange/freespins')).toHaveLength(0);
  });

  it('asks a player with bonuses off to turn them on, then exchanges', async () => {
    const { api } = setUp({ player: makePlayer({ currency: 'CAD', can_issue_bonuses: false }) });
    fireEvent.click(within(await openPurchase()).getByRole('button', { name: 'Swap coins' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn on bonuses?' });
    expect(api.callsTo('POST /api/comp_points/exchange/freespins')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Turn on bonuses and swap' }));
    await screen.findByRole('dialog', { name: 'Reward received' });
    expect(api.callsTo('PATCH /api/player/update_bonus_settings')[0]?.body).toEqual({ can_issue: true });
    expect(api.callsTo('POST /api/comp_points/exchange/freespins')).toHaveLength(1);
  });

  it('goes back to the card from the bonuses question without exchanging', async () => {
    const { api } = setUp({ player: makePlayer({ currency: 'CAD', can_issue_bonuses: false }) });
    fireEvent.click(within(await openPurchase()).getByRole('button', { name: 'Swap coins' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Turn on bonuses?' })).getByRole('button', {
        name: 'Not now',
      }),
    );
    expect(await screen.findByRole('dialog', { name: '10 free spins on Copper Fountain' })).toBeTruthy();
    expect(api.callsTo('PATCH /api/player/update_bonus_settings')).toHaveLength(0);
  });

  it("shows the server's refusal, translated, in the failure popup", async () => {
    setUp({ exchange: () => ({ status: 422, body: { errors: { points: ['comp_points.not_enough'] } } }) });
    fireEvent.click(within(await openPurchase()).getByRole('button', { name: 'Swap coins' }));
    const failure = await screen.findByRole('dialog', { name: 'Exchange failed' });
    expect(within(failure).getByTestId('comp-result-error').textContent).toBe(
      'You do not have enough coins for this.',
    );
  });

  it('closes on Escape', async () => {
    setUp();
    const dialog = await openPurchase();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
