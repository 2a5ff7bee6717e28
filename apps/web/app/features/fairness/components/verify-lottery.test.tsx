import { lotteryTicketsHash } from '@orbit/games';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXED_DRAW } from '~/features/lotteries/testing.ts';
import { fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { FairnessPage } from './fairness-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tickets = Array.from({ length: 3 }, (_, i) => ({ number: i + 1, nickname: `p${i + 1}***` }));
const listHash = lotteryTicketsHash(tickets);

const link = (values: Record<string, string>) =>
  `/provably-fair?${new URLSearchParams({ verify: 'lottery', ...values })}`;

function setUp(player: unknown, url: string) {
  const api = fakeApi({
    'GET /api/player': () => ({ body: player }),
    'GET /api/house/seeds': () => ({
      body: { current: { server_seed_hash: 'f'.repeat(64), client_seed: 's', nonce: 0 }, previous: null },
    }),
    'GET /api/lotteries/4/tickets': () => ({ body: { lottery_id: 4, tickets, tickets_hash: listHash } }),
    'GET /api/lotteries/5/tickets': () => ({
      status: 403,
      body: { error: 'tickets_not_published', message: 'not yet' },
    }),
  });
  renderApp(<FairnessPage />, { url, fetch: api.fetch });
  return api;
}

const tickets_ = () => screen.getAllByTestId('lottery-verified-ticket').map((cell) => cell.textContent);

describe('the verifier, lottery mode', () => {
  it("a guest opens a lottery page's link and sees the winners re-computed in the browser", async () => {
    setUp(
      guest,
      link({
        server_seed: FIXED_DRAW.serverSeed,
        tickets_hash: FIXED_DRAW.ticketsHash,
        tickets: '1000',
        places: '5',
      }),
    );
    await screen.findByTestId('fairness-guest');
    const form = await screen.findByTestId('verify-lottery');
    await waitFor(() => expect(tickets_()).toEqual(FIXED_DRAW.winners.map(String)));
    // No committed hash in the link: that check is not shown.
    expect(within(form).queryByTestId('lottery-check-seed')).toBeNull();
  });

  it('a player picks the lottery mode, types the proof, and checks the published list', async () => {
    const user = userEvent.setup();
    const api = setUp(makePlayer(), '/provably-fair');
    await user.click(await screen.findByRole('radio', { name: 'Lottery draw' }));
    const form = await screen.findByTestId('verify-lottery');
    await user.type(within(form).getByLabelText('Server seed'), 'b'.repeat(64));
    await user.type(within(form).getByLabelText('Ticket list hash (SHA-256)'), listHash);
    await user.type(within(form).getByLabelText('Number of tickets'), '3');
    expect(within(form).getByText(/Fill in the server seed/)).toBeTruthy();
    await user.type(within(form).getByLabelText('Prize places'), '2');
    await waitFor(() => expect(tickets_()).toHaveLength(2));

    await user.type(within(form).getByLabelText('Lottery number'), '4');
    await user.click(within(form).getByRole('button', { name: 'Fetch the ticket list' }));
    const check = await within(form).findByTestId('lottery-list-check');
    expect(within(check).getByTestId('lottery-check-list-hash').getAttribute('data-ok')).toBe('true');
    expect(within(check).getByTestId('lottery-check-draw-hash').getAttribute('data-ok')).toBe('true');
    expect(within(check).getByTestId('lottery-check-count').getAttribute('data-ok')).toBe('true');
    // The winners now name their holders.
    expect(screen.getAllByTestId('lottery-verified-winner')[0]?.textContent).toMatch(/p\d\*\*\*/);
    expect(api.callsTo('GET /api/lotteries/4/tickets')).toHaveLength(1);

    // A seed that is not 64 hex characters is named; a list not published yet says so.
    await user.type(within(form).getByLabelText('Server seed'), 'x');
    expect(within(form).getByText('The server seed is 64 hexadecimal characters.')).toBeTruthy();
    await user.clear(within(form).getByLabelText('Lottery number'));
    await user.type(within(form).getByLabelText('Lottery number'), '5');
    await user.click(within(form).getByRole('button', { name: 'Fetch the ticket list' }));
    expect(await within(form).findByText('The ticket list is published when sales close.')).toBeTruthy();
  });
});
