import type { Lottery } from '@orbit/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '~/features/realtime/testing.ts';
import { fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { iso, makeLottery, makeLotteryPrize } from '../testing.ts';
import { LotteryPage } from './lottery-page.tsx';
import { LotteryTicketBalance } from './ticket-balance.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setUp(lotteries: Lottery[], player: unknown = makePlayer({ currency: 'CAD' })) {
  let call = 0;
  const api = fakeApi({
    'GET /api/player': () => ({ body: player }),
    'GET /api/lotteries/weekly-cad': () => ({ body: lotteries[Math.min(call++, lotteries.length - 1)] }),
    'GET /api/lotteries/statuses': () => ({
      body: [
        { lottery_id: 1, tickets: ['3', '4'], prizes: [] },
        { lottery_id: 2, tickets: ['9'], prizes: [] },
      ],
    }),
  });
  renderApp(<LotteryPage slug="weekly-cad" />, { url: '/lottery/weekly-cad', fetch: api.fetch });
  return api;
}

describe('the lottery page', () => {
  it('a running lottery: time status, how to get tickets, prizes, the seed hash; tickets arrive live', async () => {
    const api = setUp([makeLottery(), makeLottery({ tickets: ['12', '3'], lottery_tickets_count: 44 })]);
    const page = await screen.findByTestId('lottery-page');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Weekly lottery C$');
    expect(await within(page).findByText('Ends in')).toBeTruthy();
    const how = screen.getByTestId('lottery-how');
    expect(how.textContent).toContain(
      'Deposit CA$20.00 or more: one ticket for every CA$20.00 of the deposit.',
    );
    expect(how.textContent).toContain('Or buy tickets in the coin shop for 100 coins each.');
    expect(within(how).getByRole('link', { name: 'Go to the coin shop' }).getAttribute('href')).toBe(
      '/rocket-mart',
    );
    expect(how.textContent).toContain('At most 500 tickets per player.');
    const prizes = screen.getAllByTestId('lottery-place').map((row) => row.textContent);
    expect(prizes).toEqual(['#1CA$500.00', '#2CA$150.00', '#350 free spins']);
    expect(screen.getByTestId('lottery-seed-hash').textContent).toBe('a'.repeat(64));
    expect(screen.queryByTestId('lottery-verify')).toBeNull();
    expect(screen.getByText('The server seed is revealed at the draw.')).toBeTruthy();
    expect(screen.getByTestId('lottery-my-tickets').textContent).toContain('You have no tickets yet.');

    // Tickets given: `lottery_statuses` loads the lottery again.
    act(() => dispatch('lottery_statuses', { lottery_id: 1, tickets: ['3', '12'], prizes: [] }));
    await waitFor(() =>
      expect(screen.getByTestId('lottery-my-count').textContent).toBe('You hold 2 tickets.'),
    );
    expect(screen.getAllByTestId('lottery-my-ticket').map((li) => li.textContent)).toEqual(['3', '12']);
    expect(screen.getByTestId('lottery-tickets-count').textContent).toBe('44');
    expect(api.callsTo('GET /api/lotteries/weekly-cad')).toHaveLength(2);
  });

  it('a drawn lottery: the winners with their tickets, the revealed proof and the verifier link', async () => {
    const drawn = makeLottery({
      in_progress: false,
      start_at: iso(-72 * 3_600_000),
      end_at: iso(-3_600_000),
      tickets: ['3', '4'],
      prizes: [
        makeLotteryPrize({ award_place: 1, nickname: 'ada***', ticket: '4' }),
        makeLotteryPrize({ award_place: 2, nickname: 'bob***', ticket: '17', money_award_cents: 15_000 }),
      ],
      draw: {
        server_seed_hash: 'a'.repeat(64),
        server_seed: 'b'.repeat(64),
        tickets_hash: 'c'.repeat(64),
        tickets_count: 42,
        drawn_at: '2030-01-07T12:00:00Z',
      },
    });
    setUp([drawn]);
    expect((await screen.findByRole('heading', { name: 'Winners' })).tagName).toBe('H2');
    expect(screen.getAllByTestId('lottery-winning-ticket').map((td) => td.textContent)).toEqual(['4', '17']);
    expect(screen.getByTestId('lottery-prizes').textContent).toContain('bob***');
    // The player's winning ticket says so.
    expect((await screen.findAllByTestId('lottery-my-ticket'))[1]?.textContent).toBe('4 (winning ticket)');
    expect(screen.getByTestId('lottery-seed').textContent).toBe('b'.repeat(64));
    expect(screen.getByTestId('lottery-tickets-hash').textContent).toBe('c'.repeat(64));
    expect(screen.getByTestId('lottery-drawn-at').textContent).toContain('UTC');
    const verify = new URL(
      screen.getByRole('link', { name: 'Verify this draw' }).getAttribute('href') ?? '',
      'http://x',
    );
    expect(verify.pathname).toBe('/provably-fair');
    expect(Object.fromEntries(verify.searchParams)).toEqual({
      verify: 'lottery',
      lottery: '1',
      server_seed: 'b'.repeat(64),
      tickets_hash: 'c'.repeat(64),
      tickets: '42',
      places: '2',
      hash: 'a'.repeat(64),
    });
    expect(await screen.findByText('Finished')).toBeTruthy();
  });

  it('a guest sees the lottery and a sign-in link instead of tickets', async () => {
    setUp([makeLottery()], guest);
    const mine = await screen.findByTestId('lottery-my-tickets');
    expect(within(mine).getByText('Sign in to see your tickets.')).toBeTruthy();
    const link = within(mine).getByRole('link', { name: 'Sign in' }).getAttribute('href') ?? '';
    expect(new URL(link, 'http://x').searchParams.get('modal')).toBe('login');
  });
});

describe("the header's lottery tickets", () => {
  it('sums the tickets of every status and reloads them on lottery_statuses', async () => {
    const api = setUp([makeLottery()]);
    cleanup();
    renderApp(<LotteryTicketBalance />, { url: '/', fetch: api.fetch });
    const value = await screen.findByTestId('header-lottery-tickets-value');
    await waitFor(() => expect(value.textContent).toBe('3'));
    expect(screen.getByText('Lottery tickets')).toBeTruthy();
    act(() => dispatch('lottery_statuses', { lottery_id: 1, tickets: ['3', '4', '5'], prizes: [] }));
    await waitFor(() => expect(api.callsTo('GET /api/lotteries/statuses')).toHaveLength(2));
  });

  it('a guest has no ticket row and asks nothing', async () => {
    const api = fakeApi({ 'GET /api/player': () => ({ body: guest }) });
    renderApp(<LotteryTicketBalance />, { url: '/', fetch: api.fetch });
    await waitFor(() => expect(api.callsTo('GET /api/player')).toHaveLength(1));
    expect(screen.queryByTestId('header-lottery-tickets')).toBeNull();
    expect(api.callsTo('GET /api/lotteries/statuses')).toHaveLength(0);
  });
});
