import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from '~/features/realtime/testing.ts';
import { fakeApi, guest, renderApp } from '~/shared/ui/testing.tsx';
import { makeJackpot, makeLevel } from '../testing.ts';
import { JackpotPage } from './jackpot-page.tsx';
import { JackpotSlider } from './jackpot-slider.tsx';

afterEach(cleanup);

describe('live jackpots', () => {
  it('a `jackpots_changes` event replaces the jackpot with the same id', async () => {
    const mystic = makeJackpot({ levels: [makeLevel({ id: 1, name: 'Grand', amount_cents: 12_890_412 })] });
    renderApp(<JackpotSlider />, {
      fetch: fakeApi({
        'GET /api/player': () => ({ body: guest }),
        'GET /api/jackpots': () => ({ body: [mystic] }),
        'GET /api/jackpot_wins': () => ({ body: [] }),
        'GET /api/fe/config/manage-promotion-pages': () => ({ body: {} }),
      }).fetch,
    });
    const card = await screen.findByRole('article', { name: 'Mystic jackpots' });
    expect(within(card).getByTestId('jackpot-level').textContent).toBe('Grand€128,904.12');
    act(() =>
      dispatch('jackpots_changes', {
        ...mystic,
        levels: [makeLevel({ id: 1, name: 'Grand', amount_cents: 12_900_000 })],
      }),
    );
    await waitFor(() =>
      expect(within(card).getByTestId('jackpot-level').textContent).toBe('Grand€129,000.00'),
    );
  });

  it('the mystic jackpots page follows the same events', async () => {
    const mystic = makeJackpot({ levels: [makeLevel({ id: 1, name: 'Grand', amount_cents: 12_890_412 })] });
    renderApp(<JackpotPage jackpot={mystic} />, {
      fetch: fakeApi({
        'GET /api/player': () => ({ body: guest }),
        'GET /api/jackpots': () => ({ body: [mystic] }),
        'GET /api/jackpot_wins': () => ({ body: [] }),
      }).fetch,
    });
    const hero = await screen.findByRole('region', { name: mystic.name });
    expect(within(hero).getByTestId('jackpot-level').textContent).toBe('Grand€128,904.12');
    act(() =>
      dispatch('jackpots_changes', {
        ...mystic,
        levels: [makeLevel({ id: 1, name: 'Grand', amount_cents: 13_000_000 })],
      }),
    );
    await waitFor(() =>
      expect(within(hero).getByTestId('jackpot-level').textContent).toBe('Grand€130,000.00'),
    );
  });
});
