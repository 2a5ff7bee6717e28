import type {
  OperatorGameRtp,
  OperatorJackpot,
  OperatorProducer,
  OperatorWalletProvider,
} from '@orbit/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeHandler } from '~/shared/ui/testing.tsx';
import { renderAdminScreen } from '../testing.tsx';
import AdminGamesJackpots from './games-jackpots.tsx';
import AdminGamesProducers from './games-producers.tsx';
import AdminGamesProviders from './games-providers.tsx';
import AdminGamesRtp from './games-rtp.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr') as HTMLElement;

const producer = (over: Partial<OperatorProducer> = {}): OperatorProducer => ({
  slug: 'pragmatic',
  title: 'Pragmatic Play',
  enabled: true,
  restricted_countries: [],
  games_count: 12,
  ...over,
});

function producersApi(producers: OperatorProducer[], patch?: FakeHandler) {
  return {
    'GET /api/operator/producers': () => ({ body: producers }),
    'PATCH /api/operator/producers/pragmatic':
      patch ??
      (({ body }) => {
        producers[0] = { ...producers[0]!, ...(body as Partial<OperatorProducer>) };
        return { body: producers[0] };
      }),
  } satisfies Record<string, FakeHandler>;
}

describe('the producers', () => {
  it('disables a producer (all its games) and the row then says so', async () => {
    const user = userEvent.setup();
    const api = renderAdminScreen(<AdminGamesProducers />, producersApi([producer()]), {
      url: '/admin/games/producers',
      role: 'marketing',
    });
    const row = await rowOf('Pragmatic Play');
    expect(within(row).getByText('12')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Disable Pragmatic Play' }));
    expect(api.callsTo('PATCH /api/operator/producers/pragmatic').map((c) => c.body)).toEqual([
      { enabled: false },
    ]);
    expect(await within(row).findByRole('button', { name: 'Enable Pragmatic Play' })).toBeTruthy();
    expect(within(row).getByText('Disabled')).toBeTruthy();
  });

  it('shows the server’s refusal of a country list in the producer’s row', async () => {
    const user = userEvent.setup();
    renderAdminScreen(
      <AdminGamesProducers />,
      producersApi([producer()], () => ({
        status: 422,
        body: { errors: { restricted_countries: ['validation.duplicate'] } },
      })),
      { url: '/admin/games/producers', role: 'marketing' },
    );
    const countries = await screen.findByLabelText(
      'Countries where Pragmatic Play is restricted (ISO codes)',
    );
    await user.type(countries, 'EE, EE');
    const row = countries.closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('This value appears twice.')).toBeTruthy();
  });

  it('a read-only operator sees the producers and changes nothing', async () => {
    renderAdminScreen(<AdminGamesProducers />, producersApi([producer()]), {
      url: '/admin/games/producers',
      role: 'read_only',
    });
    const row = await rowOf('Pragmatic Play');
    expect(within(row).getByText('Enabled')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(
      within(row)
        .getByLabelText('Countries where Pragmatic Play is restricted (ISO codes)')
        .matches(':disabled'),
    ).toBe(true);
  });
});

const provider = (over: Partial<OperatorWalletProvider> = {}): OperatorWalletProvider => ({
  key: 'acme',
  active: true,
  created_at: '2026-11-01T10:00:00Z',
  rotated_at: null,
  previous_valid_until: null,
  ...over,
});

function providersApi(providers: OperatorWalletProvider[]) {
  return {
    'GET /api/operator/wallet_providers': () => ({ body: providers }),
    'POST /api/operator/wallet_providers': ({ body }) => {
      const { key } = body as { key: string };
      if (!/^[a-z0-9][a-z0-9_-]{1,63}$/.test(key))
        return { status: 422, body: { errors: { key: ['validation.invalid_format'] } } };
      providers.push(provider({ key }));
      return { status: 201, body: { provider: provider({ key }), secret: 's3cr3t-once' } };
    },
    'POST /api/operator/wallet_providers/acme/rotate': () => ({
      status: 201,
      body: { provider: provider({ rotated_at: '2026-11-27T10:00:00Z' }), secret: 'rotated-secret' },
    }),
    'PATCH /api/operator/wallet_providers/acme': ({ body }) => ({
      body: { ...provider(), ...(body as object) },
    }),
  } satisfies Record<string, FakeHandler>;
}

describe('the wallet providers', () => {
  it('adds a provider: a bad key is refused at its input, a good one shows its secret once', async () => {
    const user = userEvent.setup();
    const api = renderAdminScreen(<AdminGamesProviders />, providersApi([provider()]), {
      url: '/admin/games/providers',
      role: 'marketing',
    });
    const key = await screen.findByLabelText(/^Provider key/);
    await user.type(key, 'Bad Key');
    await user.click(screen.getByRole('button', { name: 'Add and make its secret' }));
    expect(await screen.findByText('This value is not in the right format.')).toBeTruthy();
    expect(key.getAttribute('aria-invalid')).toBe('true');

    await user.clear(key);
    await user.type(key, 'spinco');
    await user.click(screen.getByRole('button', { name: 'Add and make its secret' }));
    expect((await screen.findByTestId('admin-provider-secret')).textContent).toBe('s3cr3t-once');
    expect(api.callsTo('POST /api/operator/wallet_providers').map((c) => c.body)).toEqual([
      { key: 'Bad Key' },
      { key: 'spinco' },
    ]);
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByTestId('admin-provider-secret')).toBeNull();
  });

  it('rotates a secret after the operator confirms, with the grace for the old one', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = renderAdminScreen(<AdminGamesProviders />, providersApi([provider()]), {
      url: '/admin/games/providers',
      role: 'marketing',
    });
    const row = await rowOf('acme');
    const grace = screen.getByLabelText(/^Grace for the old secret/);
    await user.clear(grace);
    await user.type(grace, '15');
    await user.click(within(row).getByRole('button', { name: 'Rotate secret' }));
    expect((await screen.findByTestId('admin-provider-secret')).textContent).toBe('rotated-secret');
    expect(api.callsTo('POST /api/operator/wallet_providers/acme/rotate')[0]?.body).toEqual({
      grace_minutes: 15,
    });
  });

  it('a read-only operator sees the providers but cannot add, rotate or deactivate', async () => {
    renderAdminScreen(<AdminGamesProviders />, providersApi([provider()]), {
      url: '/admin/games/providers',
      role: 'read_only',
    });
    const row = await rowOf('acme');
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Add a provider' })).toBeNull();
  });
});

const jackpot: OperatorJackpot = {
  id: 1,
  identifier: 'mega',
  name: 'Mega Orbit',
  currency: 'EUR',
  state: 'active',
  games: ['orbit:dice'],
  levels: [
    {
      identifier: 'grand',
      name: 'Grand',
      amount_cents: 123_456,
      available_amount_cents: 100_000,
      total_amount_cents: 223_456,
    },
  ],
};

describe('the jackpots', () => {
  it('shows each jackpot’s levels and what they hold in its currency', async () => {
    renderAdminScreen(
      <AdminGamesJackpots />,
      { 'GET /api/operator/jackpots': () => ({ body: [jackpot] }) },
      { url: '/admin/games/jackpots', role: 'read_only' },
    );
    const table = await screen.findByRole('table', { name: 'Levels of Mega Orbit' });
    const row = within(table).getByRole('rowheader', { name: 'Grand' }).closest('tr') as HTMLElement;
    expect(row.textContent).toMatch(/1,234\.56/);
    expect(row.textContent).toMatch(/2,234\.56/);
    expect(screen.getByText(/Games: orbit:dice/)).toBeTruthy();
  });

  it('says when there are none', async () => {
    renderAdminScreen(
      <AdminGamesJackpots />,
      { 'GET /api/operator/jackpots': () => ({ body: [] }) },
      { url: '/admin/games/jackpots', role: 'marketing' },
    );
    expect(await screen.findByText('No jackpots.')).toBeTruthy();
  });
});

const measured = (over: Partial<OperatorGameRtp>): OperatorGameRtp => ({
  identifier: 'orbit:dice',
  title: 'Orbit Dice',
  producer: 'orbit',
  declared_rtp: 99,
  rounds: 1200,
  measured_rtp: 98.7,
  ci_low: 97.9,
  ci_high: 99.5,
  verdict: 'ok',
  ...over,
});

function rtpApi(games: OperatorGameRtp[]) {
  return {
    'GET /api/operator/games/rtp': () => ({
      body: {
        games,
        from: '2026-10-28T00:00:00Z',
        to: '2026-11-27T00:00:00Z',
        page: 1,
        per_page: 50,
        total_count: games.length,
      },
    }),
  } satisfies Record<string, FakeHandler>;
}

describe('the RTP per game', () => {
  it('shows the measured RTP with its interval and flags a game whose declared RTP lies outside', async () => {
    renderAdminScreen(
      <AdminGamesRtp />,
      rtpApi([
        measured({}),
        measured({
          identifier: 'orbit:mines',
          title: 'Orbit Mines',
          measured_rtp: 91,
          ci_low: 89,
          ci_high: 93,
          verdict: 'outside',
        }),
      ]),
      { url: '/admin/games/rtp', role: 'read_only' },
    );
    const dice = await rowOf('Orbit Dice');
    expect(within(dice).getByText('97.90 % – 99.50 %')).toBeTruthy();
    expect(within(dice).getByText('Within the interval')).toBeTruthy();
    const mines = await rowOf('Orbit Mines');
    expect(mines.getAttribute('data-verdict')).toBe('outside');
    expect(within(mines).getByText('Outside the interval')).toBeTruthy();
  });

  it('asks for the flagged games of a period chosen by day', async () => {
    const user = userEvent.setup();
    const api = renderAdminScreen(<AdminGamesRtp />, rtpApi([]), {
      url: '/admin/games/rtp?from=2026-11-01',
      role: 'marketing',
    });
    expect(await screen.findByText('No rounds in this period.')).toBeTruthy();
    expect(api.callsTo('GET /api/operator/games/rtp')[0]?.url).toContain(
      `from=${encodeURIComponent('2026-11-01T00:00:00.000Z')}`,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Only flagged games' }));
    await vi.waitFor(() =>
      expect(api.callsTo('GET /api/operator/games/rtp').at(-1)?.url).toContain('outside=true'),
    );
  });
});
