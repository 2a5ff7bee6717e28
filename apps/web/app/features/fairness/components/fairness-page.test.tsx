import type { HouseRoundProof, HouseSeeds } from '@orbit/contract';
import { FairRandom, hashServerSeed, houseGame } from '@orbit/games';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { FairnessPage } from './fairness-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const serverSeed = 'c'.repeat(64);
const seeds = (over: Partial<HouseSeeds> = {}): HouseSeeds => ({
  current: { server_seed_hash: 'f'.repeat(64), client_seed: 'my-seed', nonce: 12 },
  previous: null,
  ...over,
});

/** A dice round played with @orbit/games as the server plays it. */
function diceProof(revealed: boolean): HouseRoundProof {
  const dice = houseGame('dice');
  if (dice?.kind !== 'solo') throw new Error('no dice engine');
  const bet = { stake: 250, target: 5_000, over: true };
  const step = dice.start('over-under', bet, new FairRandom({ serverSeed, clientSeed: 'my-seed', nonce: 4 }));
  return {
    id: 99,
    status: 'closed',
    bet,
    view: dice.view(step.state, true),
    stake_cents: 250,
    payout_cents: step.payout,
    nonce: 4,
    server_seed_hash: hashServerSeed(serverSeed),
    client_seed: 'my-seed',
    created_at: '2026-11-21T23:00:00Z',
    finished_at: '2026-11-21T23:00:00Z',
    game: {
      identifier: 'orbit-originals/lucky-dice',
      title: 'Lucky Dice',
      engine: 'dice',
      variant: 'over-under',
    },
    currency: 'EUR',
    actions: [],
    server_seed: revealed ? serverSeed : null,
  };
}

function api(over: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  return fakeApi({
    'GET /api/player': () => ({ body: makePlayer() }),
    'GET /api/house/seeds': () => ({ body: seeds() }),
    ...over,
  });
}

describe('the verifier page', () => {
  it('explains the scheme and shows the current seed hash, client seed and nonce', async () => {
    renderApp(<FairnessPage />, { url: '/provably-fair', fetch: api().fetch });
    expect(screen.getByRole('heading', { level: 1, name: 'Provably fair' })).toBeTruthy();
    expect(await screen.findByText('f'.repeat(64))).toBeTruthy();
    expect(screen.getByText('my-seed')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
  });

  it('sets a client seed, refusing an invalid one in the browser', async () => {
    const user = userEvent.setup();
    const fake = api({
      'POST /api/house/seeds/client': ({ body }) => ({
        body: seeds({
          current: {
            server_seed_hash: 'f'.repeat(64),
            client_seed: (body as { client_seed: string }).client_seed,
            nonce: 12,
          },
        }),
      }),
    });
    renderApp(<FairnessPage />, { url: '/provably-fair', fetch: fake.fetch });
    const input = await screen.findByLabelText('New client seed');
    await user.type(input, 'has:colon');
    await user.click(screen.getByRole('button', { name: 'Set client seed' }));
    expect(await screen.findByText(/without spaces or colons/)).toBeTruthy();
    expect(fake.callsTo('POST /api/house/seeds/client')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'lucky-7');
    await user.click(screen.getByRole('button', { name: 'Set client seed' }));
    expect(await screen.findByText('lucky-7')).toBeTruthy();
    expect(fake.callsTo('POST /api/house/seeds/client')[0]?.body).toEqual({ client_seed: 'lucky-7' });
  });

  it('rotates and reveals the previous server seed', async () => {
    const user = userEvent.setup();
    const fake = api({
      'POST /api/house/seeds/rotate': () => ({
        body: seeds({
          current: { server_seed_hash: 'e'.repeat(64), client_seed: 'my-seed', nonce: 0 },
          previous: {
            server_seed_hash: 'f'.repeat(64),
            client_seed: 'my-seed',
            nonce: 12,
            server_seed: serverSeed,
          },
        }),
      }),
    });
    renderApp(<FairnessPage />, { url: '/provably-fair', fetch: fake.fetch });
    await user.click(await screen.findByRole('button', { name: 'Rotate seeds' }));
    expect((await screen.findByTestId('revealed-server-seed')).textContent).toBe(serverSeed);
  });

  it('re-computes the round of ?round=ID in the browser and shows every check passing', async () => {
    const proof = diceProof(true);
    const fake = api({ 'GET /api/house/rounds/99': () => ({ body: proof }) });
    renderApp(<FairnessPage />, { url: '/provably-fair?round=99', fetch: fake.fetch });
    expect(((await screen.findByLabelText('Round number')) as HTMLInputElement).value).toBe('99');
    const result = await screen.findByTestId('round-result');
    await waitFor(() => expect(within(result).getByTestId('check-hash').dataset.ok).toBe('true'));
    expect(within(result).getByTestId('check-outcome').dataset.ok).toBe('true');
    expect(within(result).getByTestId('check-payout').dataset.ok).toBe('true');
    const roll = (proof.view as { roll: number }).roll;
    expect(within(result).getByTestId('outcome').textContent).toContain((roll / 100).toFixed(2));
  });

  it('flags a round whose payout does not follow from its seeds', async () => {
    const proof = { ...diceProof(true), payout_cents: 1_000_000 };
    renderApp(<FairnessPage />, {
      url: '/provably-fair?round=99',
      fetch: api({ 'GET /api/house/rounds/99': () => ({ body: proof }) }).fetch,
    });
    const payout = await screen.findByTestId('check-payout');
    expect(payout.dataset.ok).toBe('false');
    expect(payout.textContent).toContain('does not match');
  });

  it('looks up a typed round id, and says when the seed pair is not rotated yet, offering Rotate', async () => {
    const user = userEvent.setup();
    const fake = api({ 'GET /api/house/rounds/99': () => ({ body: diceProof(false) }) });
    renderApp(<FairnessPage />, { url: '/provably-fair', fetch: fake.fetch });
    await user.type(await screen.findByLabelText('Round number'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the number of one of your rounds.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Round number'));
    await user.type(screen.getByLabelText('Round number'), '#99');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const unrevealed = await screen.findByTestId('round-unrevealed');
    expect(within(unrevealed).getByRole('button', { name: 'Rotate seeds' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/provably-fair?round=99');
  });

  it('says when a round is not the player’s', async () => {
    renderApp(<FairnessPage />, { url: '/provably-fair?round=5', fetch: api().fetch });
    expect(await screen.findByText('None of your rounds has this number.')).toBeTruthy();
  });

  it('gives a guest the seed verifier: a link fills it and the outcome is announced', async () => {
    const fake = fakeApi({ 'GET /api/player': () => ({ body: guest }) });
    const seed = '3c'.repeat(32);
    const url = `/provably-fair?verify=seeds&game=plinko&variant=12-rows-low&server_seed=${seed}&client_seed=c&nonce=1`;
    renderApp(<FairnessPage />, { url, fetch: fake.fetch });
    expect(((await screen.findByLabelText('Any seeds')) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Game round')).toBeNull();
    const live = screen.getByTestId('seed-verification');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(await within(live).findByText('Ball path')).toBeTruthy();
    expect(within(live).getByTestId('seed-hash').textContent).toBe(hashServerSeed(seed));
    expect(fake.callsTo('GET /api/house/seeds')).toHaveLength(0);
  });

  it('asks a guest to sign in, coming back here', async () => {
    const fake = fakeApi({ 'GET /api/player': () => ({ body: guest }) });
    renderApp(<FairnessPage />, { url: '/provably-fair?round=5', fetch: fake.fetch });
    const link = await within(await screen.findByTestId('fairness-guest')).findByRole('link', {
      name: 'Sign in',
    });
    const href = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(href.searchParams.get('modal')).toBe('login');
    expect(href.searchParams.get('redirect')).toBe('/provably-fair?round=5');
    expect(fake.callsTo('GET /api/house/seeds')).toHaveLength(0);
  });
});
