import type { Lootbox, RocketChance } from '@orbit/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { makeLootbox, nothingItem, spinsItem } from '../testing.ts';
import { RocketChancePage } from './rocket-chance-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const chance: RocketChance = {
  title: 'Rocket chance',
  points: 50,
  items: [nothingItem(1, 550), spinsItem(2, 450, 5)],
};

const drawn = (index: number): Lootbox =>
  makeLootbox({
    id: 40,
    group_key: 'chance',
    stage: 'activated',
    items: chance.items.map((item, i) => ({ ...item, prize: i === index })),
    draw: { server_seed_hash: 'b'.repeat(64), server_seed: null, client_seed: 'c', nonce: 2, roll: 600 },
  });

function setUp(coins: number, draw: () => { status?: number; body: unknown }) {
  const api = fakeApi({
    'GET /api/player': () => ({ body: makePlayer({ currency: 'CAD' }) }),
    'GET /api/rocket_chance': () => ({ body: chance }),
    'GET /api/player/comp_points': () => ({
      body: { chargeable: { points: coins }, persistent: { points: coins } },
    }),
    'GET /api/player/lootboxes': () => ({ body: [] }),
    'POST /api/rocket_chance/draws': draw,
  });
  renderApp(<RocketChancePage />, { url: '/rocket-chance', fetch: api.fetch });
  return api;
}

describe('rocket chance', () => {
  it('shows the price, the coins and the chance table with “no prize” and each chance', async () => {
    setUp(120, () => ({ body: null }));
    expect(await screen.findByText('Your comp coins: 120')).toBeTruthy();
    const table = screen.getByTestId('chance-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('No prize'),
      expect.stringContaining('5 free spins'),
    ]);
    expect(rows[0]?.textContent).toContain('55 %');
    expect(rows[1]?.textContent).toContain('45 %');
  });

  it('a draw spends the coins and shows what it gave, with the draw to verify', async () => {
    const user = userEvent.setup();
    const api = setUp(120, () => ({
      body: { lootbox: drawn(1), comp_points: { chargeable: { points: 70 }, persistent: { points: 120 } } },
    }));
    await user.click(await screen.findByRole('button', { name: 'Draw for 50 coins' }));
    expect((await screen.findByTestId('spin-prize')).textContent).toBe('5 free spins');
    expect(await screen.findByText('Your comp coins: 70')).toBeTruthy();
    expect(screen.getByTestId('verify-draw').getAttribute('href')).toContain('verify=lootbox');
    expect(api.callsTo('POST /api/rocket_chance/draws')).toHaveLength(1);
  });

  it('a player who turned bonuses off is asked to turn them on, then draws; “not now” draws nothing', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/player': () => ({ body: makePlayer({ currency: 'CAD', can_issue_bonuses: false }) }),
      'GET /api/rocket_chance': () => ({ body: chance }),
      'GET /api/player/comp_points': () => ({
        body: { chargeable: { points: 120 }, persistent: { points: 120 } },
      }),
      'GET /api/player/lootboxes': () => ({ body: [] }),
      'PATCH /api/player/update_bonus_settings': () => ({ body: makePlayer({ currency: 'CAD' }) }),
      'POST /api/rocket_chance/draws': () => ({
        body: { lootbox: drawn(1), comp_points: { chargeable: { points: 70 }, persistent: { points: 120 } } },
      }),
    });
    renderApp(<RocketChancePage />, { url: '/rocket-chance', fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Draw for 50 coins' }));
    await user.click(
      within(await screen.findByTestId('chance-enable-bonuses')).getByRole('button', { name: 'Not now' }),
    );
    expect(api.callsTo('POST /api/rocket_chance/draws')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Draw for 50 coins' }));
    await user.click(await screen.findByRole('button', { name: 'Turn on bonuses and draw' }));
    expect((await screen.findByTestId('spin-prize')).textContent).toBe('5 free spins');
    expect(api.callsTo('PATCH /api/player/update_bonus_settings')[0]?.body).toEqual({ can_issue: true });
    expect(api.callsTo('POST /api/rocket_chance/draws')).toHaveLength(1);
  });

  it('a “no prize” draw says so', async () => {
    const user = userEvent.setup();
    setUp(60, () => ({
      body: { lootbox: drawn(0), comp_points: { chargeable: { points: 10 }, persistent: { points: 60 } } },
    }));
    await user.click(await screen.findByRole('button', { name: 'Draw for 50 coins' }));
    expect(await screen.findByText('No prize this time')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to my gifts' })).toBeNull();
  });

  it('too few coins: no draw, the shortfall and the way to earn more', async () => {
    setUp(30, () => ({ body: null }));
    expect(await screen.findByText('You need 20 more coins.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Draw for 50 coins' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: 'Play to earn coins' }).getAttribute('href')).toBe('/pokies/all');
  });

  it('explains a refused draw', async () => {
    const user = userEvent.setup();
    setUp(100, () => ({ status: 422, body: { errors: { base: ['comp_points.bonuses_disabled'] } } }));
    await user.click(await screen.findByRole('button', { name: 'Draw for 50 coins' }));
    expect(await screen.findByText(/You have turned bonuses off/)).toBeTruthy();
  });

  it('a guest sees the table and a call to sign up', async () => {
    const api = fakeApi({
      'GET /api/player': () => ({ body: guest }),
      'GET /api/rocket_chance': () => ({ body: chance }),
    });
    renderApp(<RocketChancePage />, { url: '/rocket-chance', fetch: api.fetch });
    expect(await screen.findByTestId('wheel-guest')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('chance-table')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Draw for 50 coins' })).toBeNull();
    expect(api.callsTo('GET /api/player/comp_points')).toHaveLength(0);
  });
});
