import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JackpotPage } from '~/features/lobby/components/jackpot-page.tsx';
import { JackpotSlider } from '~/features/lobby/components/jackpot-slider.tsx';
import { makeJackpot, makeLevel } from '~/features/lobby/testing.ts';
import { useLiveAccounts } from '~/features/shell/api/live-accounts.ts';
import { Header } from '~/features/shell/components/header.tsx';
import { account, playerSeed } from '~/features/shell/fixtures.ts';
import { renderShell } from '~/features/shell/testing.tsx';
import { fakeApi, guest, renderApp } from '~/shared/ui/testing.tsx';
import { dispatch } from './channels.ts';

afterEach(cleanup);

function LiveHeader() {
  useLiveAccounts();
  return <Header onOpenMenu={() => {}} menuOpen={false} />;
}

describe('live header balance', () => {
  it('a `balance` event replaces the account of its currency and the header shows it', async () => {
    const { client } = renderShell(<LiveHeader />, { seed: playerSeed() });
    expect((await screen.findAllByText('€1,234.50')).length).toBeGreaterThan(0);
    act(() => dispatch('balance', account('EUR', 98_765, true)));
    expect((await screen.findAllByText('€987.65')).length).toBeGreaterThan(0);
    expect(screen.queryAllByText('€1,234.50')).toEqual([]);
    expect(client.getQueryData<{ currency: string; amount_cents: number }[]>(['player', 'accounts'])).toEqual(
      [account('EUR', 98_765, true), account('BTC', 12_345)],
    );
  });

  it('ignores a malformed balance event', async () => {
    const { client } = renderShell(<LiveHeader />, { seed: playerSeed() });
    expect((await screen.findAllByText('€1,234.50')).length).toBeGreaterThan(0);
    act(() => dispatch('balance', { currency: 'EUR', amount_cents: 'a lot' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await screen.findAllByText('€1,234.50')).length).toBeGreaterThan(0);
    expect(client.getQueryData<unknown[]>(['player', 'accounts'])).toHaveLength(2);
  });
});

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
