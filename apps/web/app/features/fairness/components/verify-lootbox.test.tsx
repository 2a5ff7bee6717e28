import type { HouseSeeds, Lootbox } from '@orbit/contract';
import { drawLootbox, hashServerSeed } from '@orbit/games';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLootbox } from '~/features/wheel/testing.ts';
import { lootboxVerifyPath } from '~/shared/lootbox-verify-link.ts';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { FairnessPage } from './fairness-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const serverSeed = '5d'.repeat(32);
const seeds: HouseSeeds = {
  current: { server_seed_hash: 'f'.repeat(64), client_seed: 'my-seed', nonce: 12 },
  previous: null,
};

/** A wheel spin opened as the server opens it: the pure draw over the box's weights. */
function openedBox(revealed: boolean, nonce = 4): Lootbox {
  const box = makeLootbox({ id: 31, stage: 'activated' });
  const weights = box.items.map((item) => item.weight);
  const { roll, index } = drawLootbox({ serverSeed, clientSeed: 'my-seed', nonce }, weights);
  return {
    ...box,
    items: box.items.map((item, i) => ({ ...item, prize: i === index })),
    draw: {
      server_seed_hash: hashServerSeed(serverSeed),
      server_seed: revealed ? serverSeed : null,
      client_seed: 'my-seed',
      nonce,
      roll,
    },
  };
}

const prizeOf = (box: Lootbox) => box.items.findIndex((item) => item.prize);

describe('verifying a lootbox or wheel spin', () => {
  it('opens prefilled from a box’s link and computes the item the server drew, every check passing', async () => {
    const box = openedBox(true);
    const fake = fakeApi({
      'GET /api/player': () => ({ body: makePlayer({ currency: 'CAD' }) }),
      'GET /api/house/seeds': () => ({ body: seeds }),
      'GET /api/player/lootboxes': () => ({ body: [box] }),
    });
    renderApp(<FairnessPage />, { url: lootboxVerifyPath(box)!, fetch: fake.fetch });
    expect(((await screen.findByLabelText('Lootbox / wheel')) as HTMLInputElement).checked).toBe(true);
    const result = await screen.findByTestId('lootbox-verification');
    await waitFor(() => expect(within(result).getByTestId('lootbox-check-hash').dataset.ok).toBe('true'));
    expect(within(result).getByTestId('lootbox-check-prize').dataset.ok).toBe('true');
    expect(within(result).getByTestId('lootbox-drawn').dataset.index).toBe(String(prizeOf(box)));
    expect(within(result).getByText(`Roll: ${box.draw!.roll} of 0–10000 (exclusive)`)).toBeTruthy();
  });

  it('an unrevealed box offers the rotation, after which its server seed fills in and the draw checks', async () => {
    const user = userEvent.setup();
    let rotated = false;
    const fake = fakeApi({
      'GET /api/player': () => ({ body: makePlayer({ currency: 'CAD' }) }),
      'GET /api/house/seeds': () => ({ body: seeds }),
      'GET /api/player/lootboxes': () => ({ body: [openedBox(rotated)] }),
      'POST /api/house/seeds/rotate': () => {
        rotated = true;
        return { body: seeds };
      },
    });
    renderApp(<FairnessPage />, { url: lootboxVerifyPath(openedBox(false))!, fetch: fake.fetch });
    const notice = await screen.findByTestId('lootbox-unrevealed');
    expect((screen.getByLabelText('Server seed') as HTMLInputElement).value).toBe('');
    await user.click(within(notice).getByRole('button', { name: 'Rotate seeds' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Server seed') as HTMLInputElement).value).toBe(serverSeed),
    );
    const result = await screen.findByTestId('lootbox-verification');
    await waitFor(() => expect(within(result).getByTestId('lootbox-check-prize').dataset.ok).toBe('true'));
  });

  it('fills the form from a chosen opened box, and re-computes what the player types', async () => {
    const user = userEvent.setup();
    const box = openedBox(true, 9);
    const fake = fakeApi({
      'GET /api/player': () => ({ body: makePlayer({ currency: 'CAD' }) }),
      'GET /api/house/seeds': () => ({ body: seeds }),
      'GET /api/player/lootboxes': () => ({ body: [box, makeLootbox({ id: 2 })] }),
    });
    renderApp(<FairnessPage />, { url: '/provably-fair', fetch: fake.fetch });
    await user.click(await screen.findByLabelText('Lootbox / wheel'));
    expect(screen.getByTestId('location').textContent).toBe('/provably-fair?verify=lootbox');
    const select = await screen.findByLabelText('Fill in from one of your opened boxes');
    // Only opened boxes can be verified.
    expect(within(select).getAllByRole('option')).toHaveLength(2);
    await user.selectOptions(select, '31');
    expect((screen.getByLabelText('Nonce') as HTMLInputElement).value).toBe('9');
    await waitFor(() => expect(screen.getByTestId('lootbox-drawn').dataset.index).toBe(String(prizeOf(box))));
    const weights = screen.getByLabelText('Weights of the items, in order');
    await user.clear(weights);
    await user.type(weights, '1, -1');
    expect(await screen.findByText('Enter whole numbers of 0 or more, at least one above 0.')).toBeTruthy();
    await user.clear(weights);
    await user.type(weights, '0, 0, 5');
    await waitFor(() => expect(screen.getByTestId('lootbox-drawn').dataset.index).toBe('2'));
  });
});
