import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { SideBookmarks } from './side-bookmarks.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const config = { prizes: { silver: [{}], gold: [{}] } };

function setUp(
  groups: number[],
  extra: Record<string, () => { status?: number; body?: unknown }> = {},
  url = '/',
) {
  const api = fakeApi({
    'GET /api/player': () => ({
      body: makePlayer({ statuses: groups.map((id) => ({ id, name: String(id) })) }),
    }),
    'GET /api/fe/config/vip-adventures': () => ({ body: config }),
    'GET /api/fe/config/manage-promotion-pages': () => ({ body: { 'rocket-mart': true } }),
    ...extra,
  });
  renderApp(<SideBookmarks />, { url, fetch: api.fetch });
  return api;
}

const tabs = async () => {
  await screen.findByTestId('side-bookmarks');
  return screen.getAllByRole('link').map((link) => link.getAttribute('href'));
};

describe('side bookmarks', () => {
  it('a gold player: the adventure and the shop (the lootbox call missing counts none)', async () => {
    setUp([259]);
    expect(await tabs()).toEqual(['/rocketplay-adventure', '/rocket-mart']);
  });

  it('lootboxes to open come first; two tabs at most', async () => {
    setUp([259], {
      'GET /api/player/lootboxes': () => ({ body: [{ stage: 'issued' }, { stage: 'activated' }] }),
    });
    await screen.findByTestId('bookmark-lootbox');
    expect(await tabs()).toEqual(['/rocketplay-wheel', '/rocketplay-adventure']);
    expect(screen.getByTestId('bookmark-lootbox').textContent).toContain('1 lootbox');
  });

  it('testers get the adventure; other players only the shop; none on the page it leads to', async () => {
    setUp([21], {}, '/de/rocketplay-adventure');
    expect(await tabs()).toEqual(['/de/rocket-mart']);
    cleanup();
    setUp([]);
    expect(await tabs()).toEqual(['/rocket-mart']);
  });

  it('a running quest the player can see: its bookmark leads to the quest page', async () => {
    const day = 24 * 60 * 60 * 1000;
    const quest = (slug: string, identifier: string, from: number, to: number) => ({
      slug,
      frontend_identifier: identifier,
      start_at: new Date(Date.now() + from * day).toISOString(),
      end_at: new Date(Date.now() + to * day).toISOString(),
    });
    setUp([], {
      'GET /api/tournaments': () => ({
        body: [
          quest('slots-sprint', 'slots-sprint', -1, 1),
          quest('ffc', 's--ffc-quest', -1, 1),
          quest('upcoming-quest', 'xs--upcoming-quest', 1, 5),
          quest('rocket-quest', 'm--rocket-quest', -3, 27),
        ],
      }),
    });
    await screen.findByTestId('bookmark-quest');
    expect(await tabs()).toEqual(['/quests/rocket-quest', '/rocket-mart']);
  });
});
