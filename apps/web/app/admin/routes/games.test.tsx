import type { OperatorCategory, OperatorGame, OperatorRole } from '@orbit/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeHandler } from '~/shared/ui/testing.tsx';
import { renderAdminScreen } from '../testing.tsx';
import AdminGamesCatalogue from './games-catalogue.tsx';
import AdminGamesCategories from './games-categories.tsx';

function renderScreen(
  screenElement: ReactNode,
  routes: Record<string, FakeHandler>,
  { url = '/admin/games', role = 'marketing' as OperatorRole } = {},
) {
  return renderAdminScreen(screenElement, routes, {
    url,
    role,
    who: { id: 4, email: 'mia@casino.test', name: 'Mia Marketing' },
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const game = (over: Partial<OperatorGame>): OperatorGame => ({
  id: 5,
  identifier: 'orbit:dice',
  title: 'Orbit Dice',
  producer: 'orbit',
  enabled: true,
  restricted_countries: [],
  rtp: 99,
  categories: ['top'],
  ...over,
});

/** The catalogue's API: games kept here, changed by PATCH like the server does. */
function catalogueApi(games: OperatorGame[]) {
  return {
    'GET /api/operator/games': () => ({
      body: { games, page: 1, per_page: 50, total_count: games.length },
    }),
    'GET /api/operator/producers': () => ({ body: [] }),
    'PATCH /api/operator/games/5': ({ body }: { body: unknown }) => {
      const index = games.findIndex((g) => g.id === 5);
      games[index] = { ...games[index]!, ...(body as Partial<OperatorGame>) };
      return { body: games[index] };
    },
  } satisfies Record<string, FakeHandler>;
}

describe('the games catalogue', () => {
  it('a marketing operator disables a game: the change is sent and the row then says Disabled', async () => {
    const user = userEvent.setup();
    const api = renderScreen(
      <AdminGamesCatalogue />,
      catalogueApi([game({}), game({ id: 6, identifier: 'orbit:mines', title: 'Orbit Mines' })]),
    );
    const row = (await screen.findByText('Orbit Dice')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Enabled')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Disable Orbit Dice' }));
    expect(api.callsTo('PATCH /api/operator/games/5').map((c) => c.body)).toEqual([{ enabled: false }]);
    expect(await within(row).findByRole('button', { name: 'Enable Orbit Dice' })).toBeTruthy();
    expect(within(row).getByText('Disabled')).toBeTruthy();
  });

  it('restricts a game by country: codes typed in any case are saved as ISO codes', async () => {
    const user = userEvent.setup();
    const api = renderScreen(<AdminGamesCatalogue />, catalogueApi([game({})]));
    const countries = await screen.findByLabelText('Countries where Orbit Dice is restricted (ISO codes)');
    await user.type(countries, 'ee, nz');
    const row = countries.closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(api.callsTo('PATCH /api/operator/games/5').map((c) => c.body)).toEqual([
      { restricted_countries: ['EE', 'NZ'] },
    ]);
    expect(await screen.findByDisplayValue('EE, NZ')).toBeTruthy();
  });

  it('sorts on the server: a column header asks for its order, again for the other way', async () => {
    const user = userEvent.setup();
    const api = renderScreen(<AdminGamesCatalogue />, catalogueApi([game({})]));
    await screen.findByText('Orbit Dice');
    const lastQuery = () =>
      new URLSearchParams(api.callsTo('GET /api/operator/games').at(-1)?.url.split('?')[1]);
    expect(lastQuery().get('sort')).toBe('title');
    const title = screen.getByRole('columnheader', { name: /Game/ });
    expect(title.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(title).getByRole('button'));
    await vi.waitFor(() => expect(lastQuery().get('sort')).toBe('-title'));
    expect(screen.getByRole('columnheader', { name: /Game/ }).getAttribute('aria-sort')).toBe('descending');
    // RTP is biggest first.
    await user.click(within(screen.getByRole('columnheader', { name: /RTP/ })).getByRole('button'));
    await vi.waitFor(() => expect(lastQuery().get('sort')).toBe('-rtp'));
  });

  it('a read-only operator sees the states but no control that changes them', async () => {
    renderScreen(<AdminGamesCatalogue />, catalogueApi([game({})]), { role: 'read_only' });
    const row = (await screen.findByText('Orbit Dice')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Enabled')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(
      (within(row).getByLabelText('Countries where Orbit Dice is restricted (ISO codes)') as HTMLInputElement)
        .disabled,
    ).toBe(true);
  });
});

const category = (id: string, title: string, position: number): OperatorCategory => ({
  id,
  title,
  country: null,
  position,
  games_count: 3,
});

function categoriesApi() {
  return {
    'GET /api/operator/categories': () => ({
      body: [category('top', 'Top', 1), category('new', 'New', 2), category('live', 'Live', 3)],
    }),
    'PUT /api/operator/categories/order': () => ({ status: 204 }),
  } satisfies Record<string, FakeHandler>;
}

const rowTitles = () =>
  screen
    .getAllByTestId('sortable-row')
    .slice(0, 3)
    .map((row) => row.getAttribute('data-id'));

describe('the categories order', () => {
  it('moves a category with the keyboard (its move button) and saves the new order', async () => {
    const user = userEvent.setup();
    const api = renderScreen(<AdminGamesCategories />, categoriesApi(), { url: '/admin/games/categories' });
    const down = await screen.findByRole('button', { name: 'Move Top down' });
    const save = screen.getByRole('button', { name: 'Save this order' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    down.focus();
    await user.keyboard('{Enter}');
    expect(rowTitles()).toEqual(['new', 'top', 'live']);
    await user.click(save);
    expect(api.callsTo('PUT /api/operator/categories/order').map((c) => c.body)).toEqual([
      { category_ids: ['new', 'top', 'live'] },
    ]);
    expect(await screen.findByText('Order saved.')).toBeTruthy();
  });

  it('drags a category with the keyboard: space picks it up, an arrow moves it, space drops it', async () => {
    // jsdom lays nothing out: each row is given the box it would have, one under the other.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const rows = [...document.querySelectorAll('[data-testid="sortable-row"]')];
      const row = this.closest('[data-testid="sortable-row"]');
      const top = row ? rows.indexOf(row) * 40 : 0;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        right: 300,
        bottom: top + 40,
        width: 300,
        height: 40,
        toJSON: () => ({}),
      };
    });
    renderScreen(<AdminGamesCategories />, categoriesApi(), { url: '/admin/games/categories' });
    const handle = await screen.findByRole('button', { name: 'Drag Top' });
    handle.focus();
    // dnd-kit's keyboard sensor starts on the handle's keydown, then listens on the document from
    // the next task on.
    const press = async (code: string, key: string) =>
      act(async () => {
        fireEvent.keyDown(handle, { code, key });
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    await press('Space', ' ');
    // Picked up: the handle is pressed, the screen reader told where the row is.
    expect(handle.getAttribute('aria-pressed')).toBe('true');
    const told = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent;
    expect(told()).toMatch(/^(Picked up Top|Top is over) .*position 1\.$/);
    await press('ArrowDown', 'ArrowDown');
    await press('Space', ' ');
    expect(rowTitles()).toEqual(['new', 'top', 'live']);
    expect(told()).toBe('Top dropped at position 2.');
    expect((screen.getByRole('button', { name: 'Save this order' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('a read-only operator cannot move or save', async () => {
    renderScreen(<AdminGamesCategories />, categoriesApi(), {
      url: '/admin/games/categories',
      role: 'read_only',
    });
    const down = (await screen.findByRole('button', { name: 'Move Top down' })) as HTMLButtonElement;
    expect(down.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save this order' })).toBeNull();
  });
});
