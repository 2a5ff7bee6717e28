import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { makeJackpot, makeLevel } from '../testing.ts';
import { JackpotSlider } from './jackpot-slider.tsx';

afterEach(cleanup);

const mystic = makeJackpot({
  levels: [
    makeLevel({ id: 2, name: 'Major', index: 1, amount_cents: 734_255 }),
    makeLevel({ id: 1, name: 'Grand', index: 0, amount_cents: 12_890_412 }),
  ],
});
const paused = makeJackpot({ id: 9, name: 'Old jackpot', identifier: 'old', state: 'paused' });

function render(player: unknown, pages: Record<string, boolean>) {
  renderApp(<JackpotSlider />, {
    fetch: fakeApi({
      'GET /api/player': () => ({ body: player }),
      'GET /api/jackpots': () => ({ body: [paused, mystic] }),
      'GET /api/jackpot_wins': () => ({ body: [] }),
      'GET /api/fe/config/manage-promotion-pages': () => ({ body: pages }),
    }).fetch,
  });
}

describe('JackpotSlider', () => {
  it('shows the active jackpots and their levels as money, in level order', async () => {
    render(guest, {});
    const card = await screen.findByRole('article', { name: 'Mystic jackpots' });
    expect(screen.queryByRole('article', { name: 'Old jackpot' })).toBeNull();
    const levels = within(card)
      .getAllByTestId('jackpot-level')
      .map((l) => l.textContent);
    expect(levels).toEqual(['Grand€128,904.12', 'Major€7,342.55']);
    expect(screen.getByRole('heading', { name: 'Jackpot winners' })).toBeTruthy();
  });

  it("links to the jackpot's page only while its flag is on (testers always)", async () => {
    render(guest, { 'mystic-jackpots': false });
    const card = await screen.findByRole('article', { name: 'Mystic jackpots' });
    expect(within(card).queryByRole('link')).toBeNull();
    cleanup();
    render(makePlayer({ statuses: [{ id: 21, name: 'Tester' }] }), { 'mystic-jackpots': false });
    expect(await screen.findByRole('link', { name: 'View jackpot' })).toHaveProperty(
      'pathname',
      '/mystic-jackpots',
    );
  });
});
