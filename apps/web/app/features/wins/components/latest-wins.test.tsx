import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from '~/features/realtime/testing.ts';
import { fakeApi, renderApp } from '~/shared/ui/testing.tsx';
import type { WinItem } from '../model/wins.ts';
import { LatestWins } from './latest-wins.tsx';

afterEach(cleanup);

const win = (at: number, nickname: string, cents: number): WinItem => ({
  at,
  nickname,
  game_identifier: 'orbit/dice',
  game_title: 'Dice',
  game_table_image_path: '/art/dice.svg',
  game_table_url: '/play/orbit/dice',
  bet_amount_cents: 100,
  win_amount_cents: cents,
  humanized_win: '20.0x',
  currency: 'EUR',
});

describe('Latest wins', () => {
  it('lists the latest wins and prepends live ones, keeping ten', async () => {
    const listed = Array.from({ length: 10 }, (_, i) => win(100 - i, `p${i}`, 1_000 + i));
    renderApp(<LatestWins />, {
      fetch: fakeApi({ 'GET /api/stats/winners/latest': () => ({ body: listed }) }).fetch,
    });
    const list = await screen.findByTestId('latest-wins');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    act(() => dispatch('wins', win(200, 'zoe', 250_000)));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('zoe'));
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]?.textContent).toBe('zoeDicewon €2,500.00');
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/play/orbit/dice');
    expect(items[9]?.textContent).toContain('p8');
  });

  it('shows an empty feed while the endpoint does not exist (404), then live wins', async () => {
    renderApp(<LatestWins />, { fetch: fakeApi({}).fetch });
    expect(await screen.findByText('No big wins yet — yours could be the first.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Latest wins' })).toBeTruthy();
    act(() => dispatch('wins', win(1, 'ann', 5_000)));
    expect(within(await screen.findByTestId('latest-wins')).getByText('ann')).toBeTruthy();
  });
});
