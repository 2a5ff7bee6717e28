import type { NewProviderPopup as Campaign } from '@orbit/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeHandler, fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { providers } from '../testing.ts';
import { NewProviderPopup } from './new-provider-popup.tsx';

const campaign: Campaign = { enabled: true, producer: 'nova-forge', targetGroups: [2001], shownGroup: 2002 };
const target = makePlayer({ statuses: [{ id: 2001, name: 'New provider: target' }] });

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

function api(player: unknown, extra: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/player': () => ({ body: player }),
    'GET /api/fe/config/new-provider-popup': () => ({ body: campaign }),
    'GET /api/games/providers': () => ({ body: providers }),
    'POST /api/player/groups': () => ({ status: 204 }),
    ...extra,
  });
}

const popup = () => screen.findByRole('dialog', { name: 'Meet Nova Forge' });

describe('NewProviderPopup', () => {
  it("shows to a target group's player; closing it adds them to the shown group", async () => {
    const server = api(target);
    renderApp(<NewProviderPopup />, { fetch: server.fetch });
    await popup();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(server.callsTo('POST /api/player/groups')).toHaveLength(1));
    expect(server.callsTo('POST /api/player/groups')[0]!.body).toEqual({ groups: { add: [2002] } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("opens with the producer's name, not its slug while the producers load", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = api(target);
    renderApp(<NewProviderPopup />, {
      fetch: async (url, init) => {
        const reply = server.fetch(url, init);
        if (url.startsWith('/api/games/providers')) await held;
        return reply;
      },
    });
    await waitFor(() => expect(server.callsTo('GET /api/games/providers')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    release();
    await popup();
  });

  it('shows once per session: not again on the next page, even when it was not closed', async () => {
    const first = renderApp(<NewProviderPopup />, { fetch: api(target).fetch });
    await popup();
    first.unmount();
    renderApp(<NewProviderPopup />, { fetch: api(target).fetch });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("its button opens the producer's page and adds the player to the shown group", async () => {
    const server = api(target);
    renderApp(<NewProviderPopup />, { url: '/de', fetch: server.fetch });
    await popup();
    fireEvent.click(screen.getByRole('button', { name: 'Explore Nova Forge games' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/de/producers/nova-forge'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(server.callsTo('POST /api/player/groups')).toHaveLength(1));
  });

  it('is not shown to players already in the shown group, outside the target group, or to guests', async () => {
    for (const player of [
      makePlayer({
        statuses: [
          { id: 2001, name: 't' },
          { id: 2002, name: 's' },
        ],
      }),
      makePlayer({ statuses: [{ id: 259, name: 'VIP' }] }),
      guest,
    ]) {
      const server = api(player);
      const view = renderApp(<NewProviderPopup />, { fetch: server.fetch });
      await waitFor(() => expect(server.callsTo('GET /api/player')).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('dialog')).toBeNull();
      // Guests do not even ask for the campaign.
      if (player === guest) expect(server.callsTo('GET /api/fe/config/new-provider-popup')).toHaveLength(0);
      view.unmount();
    }
    expect(sessionStorage.length).toBe(0);
  });

  it('nothing is shown when the campaign is switched off', async () => {
    const server = api(target, {
      'GET /api/fe/config/new-provider-popup': () => ({ body: { ...campaign, enabled: false } }),
    });
    renderApp(<NewProviderPopup />, { fetch: server.fetch });
    await waitFor(() => expect(server.callsTo('GET /api/fe/config/new-provider-popup')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
