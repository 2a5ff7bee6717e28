import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guest, renderApp } from '~/shared/ui/testing.tsx';
import { categoryFilter } from '../api/games-filter.ts';
import { fakeGamesApi, gamesPage, makeGame, makeGames, pageOf } from '../testing.ts';
import { GamesList } from './games-list.tsx';

/** A stand-in IntersectionObserver the test drives: `reachEnd()` says the list's end is near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  /** How many tiles the list showed each time an observer was armed. */
  static armedAt: number[] = [];
  observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    FakeObserver.armedAt.push(document.querySelectorAll('[data-testid="games-list"] article').length);
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function reachEnd() {
  for (const observer of FakeObserver.all.filter((o) => o.observed.length > 0)) {
    const entries = observer.observed.map((target) => ({ isIntersecting: true, target }));
    act(() => observer.callback(entries as unknown as IntersectionObserverEntry[], observer as never));
  }
}

beforeEach(() => {
  FakeObserver.all = [];
  FakeObserver.armedAt = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const catalogue = makeGames(95);
const params = { device: 'desktop' as const, filter: categoryFilter('pokies') };
const empty = <p>Nothing here</p>;

describe('GamesList', () => {
  it('shows 5 skeleton cards while the first page loads', () => {
    const api = fakeGamesApi({
      'GET /api/player': () => ({ body: guest }),
      'POST /api/games_filter': () => new Promise(() => {}),
    });
    renderApp(<GamesList params={params} empty={empty} />, { fetch: api.fetch });
    const loading = screen.getByRole('status', { name: 'Loading games…' });
    expect(loading.querySelectorAll('.animate-pulse')).toHaveLength(5);
  });

  it('loads 40 a page as the end comes within 500 px, never page 1 again nor past the last', async () => {
    const api = fakeGamesApi({
      'GET /api/player': () => ({ body: guest }),
      'POST /api/games_filter': ({ body }) => ({ body: gamesPage(catalogue, pageOf(body), 40) }),
    });
    renderApp(
      <GamesList params={params} random={{ category: 'pokies', placement: 'position' }} empty={empty} />,
      {
        fetch: api.fetch,
      },
    );
    const list = await screen.findByTestId('games-list');
    expect(within(list).getAllByRole('article')).toHaveLength(40);
    // Under the page's h1, the tiles' titles are h2 (no skipped heading level).
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(40);
    // The random-game card is the 10th tile.
    const cells = [...list.children];
    expect(within(cells[9] as HTMLElement).getByRole('button', { name: /Random game/ })).toBeTruthy();
    expect(FakeObserver.all.at(-1)?.options.rootMargin).toBe('0px 0px 500px 0px');

    reachEnd();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(80));
    reachEnd();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(95));
    reachEnd();
    reachEnd();
    const pages = api.callsTo('POST /api/games_filter').map((c) => c.body);
    expect(pages.map(pageOf)).toEqual([1, 2, 3]);
    expect(pages[0]).toEqual({
      device: 'desktop',
      filter: { categories: { identifiers: ['pokies'], strategy: 'OR' } },
      page: 1,
      page_size: 40,
    });
    expect(screen.queryByRole('button', { name: 'Show more games' })).toBeNull();
  });

  it("watches the end again only once a new page's tiles are shown, not while they render", async () => {
    let release: (() => void) | undefined;
    const api = fakeGamesApi({
      'GET /api/player': () => ({ body: guest }),
      'POST /api/games_filter': async ({ body }) => {
        if (pageOf(body) === 2) await new Promise<void>((resolve) => (release = resolve));
        return { body: gamesPage(catalogue, pageOf(body), 40) };
      },
    });
    renderApp(<GamesList params={params} empty={empty} />, { fetch: api.fetch });
    const list = await screen.findByTestId('games-list');
    await waitFor(() => expect(FakeObserver.armedAt).toEqual([40]));
    reachEnd();
    await waitFor(() => expect(release).toBeDefined());
    await act(async () => release?.());
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(80));
    // Tiles render deferred: an end still in view before they are would ask for page after page.
    expect(FakeObserver.armedAt).toEqual([40, 80]);
  });

  it('has a "Show more" button for those who do not scroll', async () => {
    const user = userEvent.setup();
    const api = fakeGamesApi({
      'GET /api/player': () => ({ body: guest }),
      'POST /api/games_filter': ({ body }) => ({ body: gamesPage(catalogue, pageOf(body), 40) }),
    });
    renderApp(<GamesList params={params} empty={empty} />, { fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Show more games' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(80));
  });

  it('starts at the page of the URL', async () => {
    const api = fakeGamesApi({
      'GET /api/player': () => ({ body: guest }),
      'POST /api/games_filter': ({ body }) => ({ body: gamesPage(catalogue, pageOf(body), 40) }),
    });
    renderApp(<GamesList params={{ ...params, startPage: 3 }} empty={empty} />, { fetch: api.fetch });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15));
    reachEnd();
    expect(api.callsTo('POST /api/games_filter').map((c) => pageOf(c.body))).toEqual([3]);
  });

  it('opens the live list with the cashback card and puts the random card last in "end" lists', async () => {
    const api = fakeGamesApi({
      'GET /api/player': () => ({ body: guest }),
      'POST /api/games_filter': ({ body }) => ({ body: gamesPage(makeGames(12), pageOf(body), 40) }),
    });
    renderApp(
      <GamesList params={params} random={{ category: 'top', placement: 'end' }} cashback empty={empty} />,
      { fetch: api.fetch },
    );
    const list = await screen.findByTestId('games-list');
    const cells = [...list.children];
    expect(
      within(cells[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/promotions/cashback');
    expect(within(cells.at(-1) as HTMLElement).getByRole('button', { name: /Random game/ })).toBeTruthy();
  });

  it('shows the empty state for a list without games', async () => {
    const api = fakeGamesApi({
      'GET /api/player': () => ({ body: guest }),
      'POST /api/games_filter': () => ({ body: gamesPage([], 1, 40) }),
    });
    renderApp(<GamesList params={params} random={{ category: 'x', placement: 'position' }} empty={empty} />, {
      fetch: api.fetch,
    });
    expect(await screen.findByText('Nothing here')).toBeTruthy();
  });

  it('says when the list failed and loads it again on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = fakeGamesApi({
      'GET /api/player': () => ({ body: guest }),
      'POST /api/games_filter': ({ body }) =>
        fail
          ? { status: 500, body: { error: 'internal_error' } }
          : { body: gamesPage(catalogue, pageOf(body), 40) },
    });
    renderApp(<GamesList params={params} empty={empty} />, { fetch: api.fetch });
    expect(await screen.findByRole('alert')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
  });

  it('plays a random game of the category from the random card', async () => {
    const user = userEvent.setup();
    const lucky = makeGame('nova/lucky-seven', { devices: ['desktop'] });
    const api = fakeGamesApi({
      'GET /api/player': () => ({ body: guest }),
      'POST /api/games_filter': ({ body }) => ({ body: gamesPage(catalogue, pageOf(body), 40) }),
      'GET /api/games/random': () => ({ body: lucky }),
    });
    renderApp(
      <GamesList params={params} random={{ category: 'pokies', placement: 'position' }} empty={empty} />,
      {
        url: '/pokies/all',
        fetch: api.fetch,
      },
    );
    await user.click(await screen.findByRole('button', { name: /Random game/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/play/nova/lucky-seven?mode=demo'),
    );
    expect(api.callsTo('GET /api/games/random')[0]?.url).toBe(
      '/api/games/random?identifier=pokies&device=desktop',
    );
  });
});
