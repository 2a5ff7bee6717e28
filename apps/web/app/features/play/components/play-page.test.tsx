import type { Player } from '@orbit/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGame } from '~/features/games/testing.ts';
import { type FakeHandler, fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { PlayPage, type PlayPageData } from './play-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lotus = makeGame('iron-lotus/lotus-fortune', { title: 'Lotus Fortune' });
const page = (over: Partial<PlayPageData> = {}): PlayPageData => ({
  identifier: lotus.identifier,
  mode: 'demo',
  game: lotus,
  providerTitle: 'Iron Lotus Studio',
  ...over,
});
const launched = { url: '/house/play/tok-1', token: 'tok-1' };
const fieldsInfo = {
  fields: [
    { field: 'first_name', type: 'string', length: { minimum: 1, maximum: 50 } },
    { field: 'last_name', type: 'string', length: { minimum: 1, maximum: 50 } },
  ],
  contexts: { 'iron-lotus': ['first_name', 'last_name'] },
};

function api(player: unknown, launch: FakeHandler = () => ({ body: launched })) {
  return fakeApi({
    'GET /api/player': () => ({ body: player }),
    'GET /api/info/player_fields': () => ({ body: fieldsInfo }),
    'GET /api/info/countries': () => ({ body: [] }),
    'POST /api/games/launch': launch,
  });
}

describe('the game page', () => {
  it('shows the title, the provider, the way back and the mode switch, and launches the demo in a frame', async () => {
    const fake = api(guest);
    renderApp(<PlayPage data={page()} />, {
      url: '/play/iron-lotus/lotus-fortune?mode=demo',
      fetch: fake.fetch,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Lotus Fortune' })).toBeTruthy();
    expect(screen.getByText('Iron Lotus Studio')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Close the game and go back to the lobby' }).getAttribute('href'),
    ).toBe('/');
    const modes = screen.getByRole('navigation', { name: 'Play mode' });
    expect(within(modes).getByRole('link', { name: 'Demo' }).getAttribute('aria-current')).toBe('page');
    const frame = await screen.findByTitle('Lotus Fortune (game)');
    expect(frame.getAttribute('src')).toBe('/house/play/tok-1?locale=en');
    expect(frame.getAttribute('allow')).toBe('fullscreen');
    expect(fake.callsTo('POST /api/games/launch')[0]?.body).toEqual({
      game: 'iron-lotus/lotus-fortune',
      mode: 'demo',
    });
  });

  it('a guest asking for real money is offered registration (coming back here) and the demo, and nothing launches', async () => {
    const fake = api(guest);
    renderApp(<PlayPage data={page({ mode: 'real' })} />, {
      url: '/de/play/iron-lotus/lotus-fortune?mode=real',
      fetch: fake.fetch,
    });
    const notice = await screen.findByTestId('play-registration');
    const signUp = new URL(
      within(notice).getByRole('link', { name: 'Sign up' }).getAttribute('href') ?? '',
      'http://x',
    );
    expect(signUp.searchParams.get('modal')).toBe('registration');
    expect(signUp.searchParams.get('redirect')).toBe('/de/play/iron-lotus/lotus-fortune?mode=real');
    expect(within(notice).getByRole('link', { name: 'Play the demo' }).getAttribute('href')).toBe(
      '/de/play/iron-lotus/lotus-fortune?mode=demo',
    );
    expect(fake.callsTo('POST /api/games/launch')).toHaveLength(0);
  });

  it('says a fiat currency the game does not take, and offers the demo', async () => {
    const fake = api(makePlayer({ currency: 'AUD', first_name: 'A', last_name: 'B' }));
    renderApp(<PlayPage data={page({ mode: 'real' })} />, {
      url: '/play/iron-lotus/lotus-fortune?mode=real',
      fetch: fake.fetch,
    });
    expect(await screen.findByRole('heading', { name: 'Not available in AUD' })).toBeTruthy();
    expect(fake.callsTo('POST /api/games/launch')).toHaveLength(0);
  });

  it('asks for the provider fields in a blocking popup, saves them in the provider context, then launches', async () => {
    const user = userEvent.setup();
    let player: Player = makePlayer({ currency: 'EUR' });
    const fake = fakeApi({
      'GET /api/player': () => ({ body: player }),
      'GET /api/info/player_fields': () => ({ body: fieldsInfo }),
      'GET /api/info/countries': () => ({ body: [] }),
      'PATCH /api/player': ({ body }) => {
        const patch = (body as { player: Partial<Player> }).player;
        player = { ...player, ...patch };
        return { body: player };
      },
      'POST /api/games/launch': () => ({ body: launched }),
    });
    renderApp(<PlayPage data={page({ mode: 'real' })} />, {
      url: '/play/iron-lotus/lotus-fortune?mode=real',
      fetch: fake.fetch,
    });
    const popup = await screen.findByRole('dialog', { name: 'A few details before you play' });
    expect(within(popup).queryByRole('button', { name: /close/i })).toBeNull();
    expect(fake.callsTo('POST /api/games/launch')).toHaveLength(0);
    await user.click(within(popup).getByRole('button', { name: 'Save and play' }));
    expect(fake.callsTo('PATCH /api/player')).toHaveLength(0); // empty fields are refused in the browser
    await user.type(within(popup).getByLabelText('First name'), 'Ada');
    await user.type(within(popup).getByLabelText('Last name'), 'Lovelace');
    await user.click(within(popup).getByRole('button', { name: 'Save and play' }));
    await waitFor(() =>
      expect(fake.callsTo('PATCH /api/player')[0]?.body).toEqual({
        context: 'iron-lotus',
        player: { first_name: 'Ada', last_name: 'Lovelace' },
      }),
    );
    expect(await screen.findByTitle('Lotus Fortune (game)')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.callsTo('POST /api/games/launch')[0]?.body).toEqual({
      game: 'iron-lotus/lotus-fortune',
      mode: 'real',
    });
  });

  it('the demo skips the provider fields', async () => {
    const fake = api(makePlayer({ currency: 'EUR' }));
    renderApp(<PlayPage data={page({ mode: 'demo' })} />, {
      url: '/play/iron-lotus/lotus-fortune?mode=demo',
      fetch: fake.fetch,
    });
    expect(await screen.findByTitle('Lotus Fortune (game)')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the launch refusal's friendly message", async () => {
    const refused = api(guest, () => ({ status: 403, body: { error: 'country_restricted' } }));
    renderApp(<PlayPage data={page()} />, {
      url: '/play/iron-lotus/lotus-fortune?mode=demo',
      fetch: refused.fetch,
    });
    expect(
      await screen.findByRole('heading', { name: 'This game is not available in your country' }),
    ).toBeTruthy();
    cleanup();
    const broken = api(guest, () => ({ status: 500, body: { error: 'internal' } }));
    renderApp(<PlayPage data={page()} />, {
      url: '/play/iron-lotus/lotus-fortune?mode=demo',
      fetch: broken.fetch,
    });
    expect(await screen.findByRole('heading', { name: 'The game could not be started' })).toBeTruthy();
  });

  it("blocks a game whose producer is restricted in the visitor's country", async () => {
    const fake = api(guest);
    renderApp(<PlayPage data={page({ game: null })} />, {
      url: '/play/iron-lotus/lotus-fortune?mode=demo',
      fetch: fake.fetch,
    });
    expect(screen.getByTestId('play-restricted').textContent).toMatch(/not available in your country/);
    expect(fake.callsTo('POST /api/games/launch')).toHaveLength(0);
  });
});

describe('the favourite toggle on the game page', () => {
  it("shows a signed-in player's toggle for the game, not a guest's", async () => {
    const fake = fakeApi({
      'GET /api/player': () => ({ body: makePlayer({ currency: 'EUR' }) }),
      'GET /api/player/favorite_games': () => ({ body: [] }),
      'POST /api/games/launch': () => ({ body: launched }),
    });
    renderApp(<PlayPage data={page()} />, {
      url: '/play/iron-lotus/lotus-fortune?mode=demo',
      fetch: fake.fetch,
    });
    const heart = await screen.findByRole('button', { name: 'Favourite: Lotus Fortune' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    cleanup();
    renderApp(<PlayPage data={page()} />, {
      url: '/play/iron-lotus/lotus-fortune?mode=demo',
      fetch: api(guest).fetch,
    });
    await screen.findByTitle('Lotus Fortune (game)');
    expect(screen.queryByRole('button', { name: 'Favourite: Lotus Fortune' })).toBeNull();
  });
});
