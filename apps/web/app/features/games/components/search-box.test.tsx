import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { fakeGamesApi, gamesPage, makeGame, type SeenRequest } from '../testing.ts';
import { SearchBox } from './search-box.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const recommended = [makeGame('nova/star-burst'), makeGame('nova/moon-gems')];
const books = [
  makeGame('atlas/book-of-orbit'),
  makeGame('atlas/book-of-nile', { categories: ['live'], currencies: { EUR: { id: 9 } } }),
];

const titleOf = (request: SeenRequest) => (request.body as { filter?: { title?: string } }).filter?.title;
const isSearch = (request: SeenRequest) =>
  request.path === '/api/games_filter' && titleOf(request) !== undefined;

function searchApi(player: unknown = guest, fail = false) {
  return fakeGamesApi({
    'GET /api/player': () => ({ body: player }),
    'POST /api/games_filter': ({ body }) => {
      const filter = (body as { filter: { title?: string } }).filter;
      if (filter.title === undefined) return { body: gamesPage(recommended, 1, 15) };
      if (fail) return { status: 500, body: { error: 'internal_error' } };
      return {
        body: gamesPage(
          books.filter((g) => g.title.toLowerCase().includes(filter.title ?? '')),
          1,
          40,
        ),
      };
    },
  });
}

describe('SearchBox', () => {
  it('shows recommended games on focus with an empty query', async () => {
    const user = userEvent.setup();
    const api = searchApi();
    renderApp(<SearchBox />, { fetch: api.fetch });
    const input = screen.getByRole('combobox', { name: 'Search games' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = await screen.findByRole('listbox', { name: 'Games found' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    expect(screen.getByText('Recommended games')).toBeTruthy();
    const asked = api.callsTo('POST /api/games_filter')[0]?.body;
    expect(asked).toMatchObject({ filter: { categories: { identifiers: ['recommended'], strategy: 'OR' } } });
  });

  it('asks nothing for 2 characters, and once, debounced, for 3 (title only, no page fields)', async () => {
    const user = userEvent.setup();
    const api = searchApi();
    renderApp(<SearchBox />, { fetch: api.fetch });
    const input = screen.getByRole('combobox', { name: 'Search games' });
    await user.type(input, 'bo');
    expect(await screen.findByText('Type at least 3 characters')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(api.calls.filter(isSearch)).toHaveLength(0);

    await user.type(input, 'ok');
    const listbox = screen.getByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    const searches = api.calls.filter(isSearch);
    expect(searches.map(titleOf)).toEqual(['book']);
    expect(searches[0]?.body).toEqual({ device: 'desktop', filter: { title: 'book' } });
    expect(screen.getByText('Games found: 2')).toBeTruthy();
  });

  it('links results to the game: the demo for a guest, registration when there is none', async () => {
    const user = userEvent.setup();
    const api = searchApi();
    renderApp(<SearchBox />, { url: '/pokies/all', fetch: api.fetch });
    await user.type(screen.getByRole('combobox'), 'book');
    const first = await screen.findByRole('option', { name: 'Book Of Orbit' });
    expect(first.getAttribute('href')).toBe('/play/atlas/book-of-orbit?mode=demo');
    const live = screen.getByRole('option', { name: 'Book Of Nile' });
    expect(live.getAttribute('href')).toMatch(/^\/pokies\/all\?modal=registration/);
  });

  it('links a player’s results to real play', async () => {
    const user = userEvent.setup();
    const api = searchApi(makePlayer({ currency: 'EUR' }));
    renderApp(<SearchBox />, { fetch: api.fetch });
    await user.type(screen.getByRole('combobox'), 'orbit');
    const option = await screen.findByRole('option', { name: 'Book Of Orbit' });
    expect(option.getAttribute('href')).toBe('/play/atlas/book-of-orbit?mode=real');
  });

  it('is driven by the keyboard: arrows choose, Enter opens, Escape closes', async () => {
    const user = userEvent.setup();
    const api = searchApi();
    renderApp(<SearchBox />, { fetch: api.fetch });
    const input = screen.getByRole('combobox');
    await user.type(input, 'book');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: 'Book Of Orbit' });
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Book Of Nile' }).getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveProperty('value', 'book');

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/play/atlas/book-of-orbit?mode=demo'),
    );
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('clears the query with a second Escape', async () => {
    const user = userEvent.setup();
    renderApp(<SearchBox />, { fetch: searchApi().fetch });
    const input = screen.getByRole('combobox');
    await user.type(input, 'bo');
    await user.keyboard('{Escape}{Escape}');
    expect(input).toHaveProperty('value', '');
  });

  it('logs a failed search as LOAD_FOUND_GAMES_ERROR and shows nothing', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = searchApi(guest, true);
    renderApp(<SearchBox />, { fetch: api.fetch });
    await user.type(screen.getByRole('combobox'), 'book');
    expect(await screen.findByText('No games match your search')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(warn.mock.calls.some(([label]) => label === 'LOAD_FOUND_GAMES_ERROR')).toBe(true);
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    const api = searchApi();
    renderApp(
      <>
        <SearchBox />
        <button type="button">elsewhere</button>
      </>,
      { fetch: api.fetch },
    );
    const input = screen.getByRole('combobox');
    await user.click(input);
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
