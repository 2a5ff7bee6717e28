import type { Game, GameCollection, OperatorGame } from '@orbit/contract';
import { desc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../db/schema/index.ts';
import { seedGameCatalogue } from '../../db/seed/games/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { addTestProvider, uid, walletCall, walletPlayer } from '../wallet/test-support.ts';
import { rtpInterval } from './operator-service.ts';
import { TEST_CATALOGUE, TEST_GAMES } from './test-catalogue.ts';

/** The back office's games: catalogue switches and restrictions, order, producers, secrets, jackpots, RTP. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedGameCatalogue(t.deps.db, TEST_CATALOGUE, t.clock.now);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const asOperator = async (
  method: Method,
  url: string,
  payload?: unknown,
  role: 'marketing' | 'support' | 'payments' = 'marketing',
) =>
  t.request({
    method,
    url,
    cookie: await operatorCookie(t, role),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const filter = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/games_filter',
    payload: { page_size: 100, ...payload },
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Game[] }).data.map((g) => g.identifier);
};

const gameId = async (identifier: string): Promise<number> => {
  const res = await asOperator('GET', `/api/operator/games?q=${encodeURIComponent(identifier)}`);
  const game = (res.json().games as OperatorGame[]).find((g) => g.identifier === identifier);
  if (!game) throw new Error(`no ${identifier}`);
  return game.id;
};

describe('the catalogue', () => {
  it('lists every game with search, producer and state filters, paged', async () => {
    const all = await asOperator('GET', '/api/operator/games?per_page=10', undefined, 'support');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total_count: TEST_GAMES.length, page: 1, per_page: 10 });
    expect(all.json().games).toHaveLength(10);
    const gamma = await asOperator('GET', '/api/operator/games?producer=gamma');
    expect(
      gamma
        .json()
        .games.map((g: OperatorGame) => g.identifier)
        .sort(),
    ).toEqual(['gamma/blackjack-classic', 'gamma/crash-rocket', 'gamma/quiet-slot']);
    const fortune = await asOperator('GET', '/api/operator/games?q=fortune');
    const reels = fortune.json().games.find((g: OperatorGame) => g.identifier === 'alpha/fortune-reels');
    expect(reels).toMatchObject({ enabled: true, restricted_countries: [], rtp: 96.2 });
    expect(reels.categories).toEqual(expect.arrayContaining(['pokies', 'top', 'new']));
    expect((await asOperator('GET', '/api/operator/games?enabled=false')).json().total_count).toBe(0);
    for (const url of [
      '/api/operator/games?per_page=201',
      '/api/operator/games?enabled=maybe',
      '/api/operator/games?x=1',
    ]) {
      expect((await asOperator('GET', url)).statusCode, url).toBe(400);
    }
  });

  it('sorts the catalogue on the server by a column, either way, across pages; a bad sort is a 400', async () => {
    const page = async (query: string) => {
      const res = await asOperator('GET', `/api/operator/games?per_page=200&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().games as OperatorGame[];
    };
    const byTitle = await page('sort=title');
    expect(byTitle.map((g) => g.id)).toEqual((await page('')).map((g) => g.id));
    // The database's collation orders the titles; descending is the same list backwards.
    expect((await page('sort=-title')).map((g) => g.id)).toEqual(byTitle.map((g) => g.id).reverse());

    const byRtp = (await page('sort=-rtp')).map((g) => g.rtp);
    expect(byRtp).toEqual([...byRtp].sort((a, b) => b - a));
    expect(byRtp[0]).toBeGreaterThan(byRtp.at(-1)!);
    const producers = (await page('sort=producer')).map((g) => g.producer);
    expect(producers).toEqual([...producers].sort());
    expect((await page('sort=-producer')).map((g) => g.producer)).toEqual([...producers].reverse());

    // Paging follows the order: the second page of two goes on where the first stopped.
    const [first, second] = await Promise.all([
      asOperator('GET', '/api/operator/games?per_page=5&sort=-rtp'),
      asOperator('GET', '/api/operator/games?per_page=5&page=2&sort=-rtp'),
    ]);
    const ids = (await page('sort=-rtp')).map((g) => g.id);
    expect([...first.json().games, ...second.json().games].map((g: OperatorGame) => g.id)).toEqual(
      ids.slice(0, 10),
    );

    for (const sort of ['popularity', '-', 'title,rtp', '--rtp']) {
      const res = await asOperator('GET', `/api/operator/games?sort=${encodeURIComponent(sort)}`);
      expect(res.statusCode, sort).toBe(400);
    }
  });

  it('disables a game: neither listed nor launched, and enabled again', async () => {
    const id = await gameId('alpha/fortune-reels');
    expect(await filter({ filter: { categories: { identifiers: ['top'] } } })).toContain(
      'alpha/fortune-reels',
    );
    const res = await asOperator('PATCH', `/api/operator/games/${id}`, { enabled: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, enabled: false });
    expect(await filter({ filter: { categories: { identifiers: ['top'] } } })).not.toContain(
      'alpha/fortune-reels',
    );
    const launch = await t.request({
      method: 'POST',
      url: '/api/games/launch',
      payload: { game: 'alpha/fortune-reels', mode: 'demo' },
    });
    expect(launch.statusCode).toBe(404);
    expect((await asOperator('GET', '/api/operator/games?enabled=false')).json().total_count).toBe(1);
    const [entry] = await t.deps.db
      .select()
      .from(operatorAudit)
      .where(like(operatorAudit.action, 'PATCH /api/operator/games/%'))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    expect(entry?.before).toMatchObject({ enabled: true });
    expect(entry?.after).toMatchObject({ enabled: false });
    await asOperator('PATCH', `/api/operator/games/${id}`, { enabled: true });
    expect(await filter({ filter: { categories: { identifiers: ['top'] } } })).toContain(
      'alpha/fortune-reels',
    );
  });

  it('restricts a game in countries of its own', async () => {
    const id = await gameId('gamma/crash-rocket');
    const res = await asOperator('PATCH', `/api/operator/games/${id}`, {
      restricted_countries: ['NZ', 'EE'],
    });
    expect(res.json().restricted_countries).toEqual(['EE', 'NZ']);
    expect(await filter({}, { 'x-country-code': 'EE' })).not.toContain('gamma/crash-rocket');
    expect(await filter({}, { 'x-country-code': 'DE' })).toContain('gamma/crash-rocket');
    await asOperator('PATCH', `/api/operator/games/${id}`, { restricted_countries: [] });
    expect(await filter({}, { 'x-country-code': 'EE' })).toContain('gamma/crash-rocket');
  });

  it('refuses bad changes with field errors, unknown games with 404, and support altogether', async () => {
    const id = await gameId('gamma/crash-rocket');
    const empty = await asOperator('PATCH', `/api/operator/games/${id}`, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ base: ['games.errors.nothing_to_change'] });
    const bad = await asOperator('PATCH', `/api/operator/games/${id}`, {
      enabled: 'yes',
      restricted_countries: ['ee'],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['enabled', 'restricted_countries.0']);
    const twice = await asOperator('PATCH', `/api/operator/games/${id}`, {
      restricted_countries: ['EE', 'EE'],
    });
    expect(twice.json().errors).toEqual({ restricted_countries: ['validation.duplicate'] });
    expect((await asOperator('PATCH', '/api/operator/games/2000000000', { enabled: true })).statusCode).toBe(
      404,
    );
    expect(
      (await asOperator('PATCH', `/api/operator/games/${id}`, { enabled: true }, 'support')).statusCode,
    ).toBe(403);
  });
});

describe('categories and their order', () => {
  it('orders the lobby’s categories', async () => {
    const list = await asOperator('GET', '/api/operator/categories');
    expect(list.statusCode).toBe(200);
    const ids = (list.json() as { id: string; games_count: number }[]).map((c) => c.id);
    expect(list.json().find((c: { id: string }) => c.id === 'top').games_count).toBe(3);
    const reordered = [ids[1]!, ids[0]!, ...ids.slice(2)];
    const res = await asOperator('PUT', '/api/operator/categories/order', { category_ids: reordered });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((c: { id: string }) => c.id)).toEqual(reordered);
    const collections = (
      await t.request({ method: 'GET', url: '/api/games/collections' })
    ).json() as GameCollection[];
    const seen = collections.map((c) => c.id).filter((id) => reordered.includes(id));
    expect(seen).toEqual(reordered.filter((id) => seen.includes(id)));

    const missing = await asOperator('PUT', '/api/operator/categories/order', { category_ids: ids.slice(1) });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ category_ids: ['games.errors.order_mismatch'] });
  });

  it('orders a category’s games, only as the same games', async () => {
    const res = await asOperator('GET', '/api/operator/categories/top/games');
    expect(res.statusCode).toBe(200);
    const games = res.json().games as { id: number; identifier: string }[];
    expect(games).toHaveLength(3);
    const reversed = [...games].reverse();
    const put = await asOperator('PUT', '/api/operator/categories/top/games', {
      game_ids: reversed.map((g) => g.id),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().games.map((g: { id: number }) => g.id)).toEqual(reversed.map((g) => g.id));
    // The lobby's order of the category (no search, no sort) follows.
    expect(await filter({ filter: { categories: { identifiers: ['top'] } } })).toEqual(
      reversed.map((g) => g.identifier),
    );

    for (const game_ids of [reversed.slice(1).map((g) => g.id), [...reversed.map((g) => g.id), 999_999]]) {
      const wrong = await asOperator('PUT', '/api/operator/categories/top/games', { game_ids });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ game_ids: ['games.errors.order_mismatch'] });
    }
    const twice = await asOperator('PUT', '/api/operator/categories/top/games', {
      game_ids: [games[0]!.id, games[0]!.id, games[1]!.id],
    });
    expect(twice.json().errors).toEqual({ game_ids: ['validation.duplicate'] });
    expect((await asOperator('GET', '/api/operator/categories/nothing/games')).statusCode).toBe(404);
    expect(
      (await asOperator('PUT', '/api/operator/categories/nothing/games', { game_ids: [] })).statusCode,
    ).toBe(404);
  });
});

describe('producers', () => {
  it('lists producers and disables one with all its games', async () => {
    const list = await asOperator('GET', '/api/operator/producers');
    expect(list.json().find((p: { slug: string }) => p.slug === 'beta')).toMatchObject({
      enabled: true,
      restricted_countries: ['DE'],
      games_count: 2,
    });
    const res = await asOperator('PATCH', '/api/operator/producers/beta', { enabled: false });
    expect(res.statusCode, res.body).toBe(200);
    const providers = (await t.request({ method: 'GET', url: '/api/games/providers' })).json();
    expect(providers.map((p: { id: string }) => p.id)).not.toContain('beta');
    expect(
      (await filter({ without_territorial_restrictions: true })).some((id) => id.startsWith('beta/')),
    ).toBe(false);
    await asOperator('PATCH', '/api/operator/producers/beta', { enabled: true });
    expect(
      (await filter({ without_territorial_restrictions: true })).some((id) => id.startsWith('beta/')),
    ).toBe(true);
    expect((await asOperator('PATCH', '/api/operator/producers/nobody', { enabled: false })).statusCode).toBe(
      404,
    );
    expect((await asOperator('PATCH', '/api/operator/producers/beta', {})).statusCode).toBe(422);
  });
});

describe('jackpots', () => {
  it('lists every jackpot with what its levels hold now', async () => {
    const res = await asOperator('GET', '/api/operator/jackpots', undefined, 'support');
    expect(res.statusCode).toBe(200);
    const mega = res.json().find((j: { identifier: string }) => j.identifier === 'orbit-mega');
    expect(mega).toMatchObject({ currency: 'EUR', state: 'active' });
    expect(mega.levels[0]).toMatchObject({
      identifier: 'mega',
      amount_cents: 1_000_000,
      total_amount_cents: 2_000_000,
    });
  });
});

describe('wallet providers and their secrets', () => {
  const balance = (player: { player: string; currency: string }, key: string, secret: string) =>
    walletCall(t, 'balance', { player: player.player, currency: player.currency }, { provider: key, secret });

  it('creates a provider whose secret is shown once and masked in the audit log', async () => {
    const res = await asOperator('POST', '/api/operator/wallet_providers', { key: 'acme-games' });
    expect(res.statusCode, res.body).toBe(201);
    const { provider, secret } = res.json();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(provider).toMatchObject({ key: 'acme-games', active: true, rotated_at: null });
    const list = await asOperator('GET', '/api/operator/wallet_providers');
    expect(list.body).not.toContain(secret);
    expect(list.json().map((p: { key: string }) => p.key)).toContain('acme-games');
    const [entry] = await t.deps.db
      .select()
      .from(operatorAudit)
      .where(like(operatorAudit.action, 'POST /api/operator/wallet_providers'))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    expect(JSON.stringify(entry)).not.toContain(secret);
    expect(entry?.after).toMatchObject({ secret: '***' });

    const player = await walletPlayer(t, 5_000);
    expect((await balance(player, 'acme-games', secret)).statusCode).toBe(200);
    expect(
      (await asOperator('POST', '/api/operator/wallet_providers', { key: 'acme-games' })).json().errors,
    ).toEqual({
      key: ['validation.taken'],
    });
    expect(
      (await asOperator('POST', '/api/operator/wallet_providers', { key: 'orbit-house' })).statusCode,
    ).toBe(422);
    expect(
      (await asOperator('POST', '/api/operator/wallet_providers', { key: 'Bad Key!' })).json().errors.key,
    ).toEqual(['validation.invalid_format']);
  });

  it('rotates a secret: the old one signs for its grace time, then not', async () => {
    const made = (await asOperator('POST', '/api/operator/wallet_providers', { key: 'rotating' })).json();
    const player = await walletPlayer(t, 5_000);
    const res = await asOperator('POST', '/api/operator/wallet_providers/rotating/rotate', {
      grace_minutes: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rotated = res.json();
    expect(rotated.secret).not.toBe(made.secret);
    expect(rotated.provider.previous_valid_until).not.toBeNull();
    expect((await balance(player, 'rotating', rotated.secret)).statusCode).toBe(200);
    expect((await balance(player, 'rotating', made.secret)).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await balance(player, 'rotating', made.secret)).json().error).toBe('invalid_signature');
    expect((await balance(player, 'rotating', rotated.secret)).statusCode).toBe(200);

    // Without grace the old secret stops at once.
    const immediate = (
      await asOperator('POST', '/api/operator/wallet_providers/rotating/rotate', { grace_minutes: 0 })
    ).json();
    expect(immediate.provider.previous_valid_until).toBeNull();
    expect((await balance(player, 'rotating', rotated.secret)).json().error).toBe('invalid_signature');
    expect((await balance(player, 'rotating', immediate.secret)).statusCode).toBe(200);

    const tooLong = await asOperator('POST', '/api/operator/wallet_providers/rotating/rotate', {
      grace_minutes: 99_999,
    });
    expect(tooLong.json().errors.grace_minutes).toEqual(['validation.max_value']);
    expect((await asOperator('POST', '/api/operator/wallet_providers/nobody/rotate', {})).statusCode).toBe(
      404,
    );
  });

  it('deactivates a provider: its requests are refused until it is reactivated', async () => {
    const made = (await asOperator('POST', '/api/operator/wallet_providers', { key: 'pausing' })).json();
    const player = await walletPlayer(t, 5_000);
    const off = await asOperator('PATCH', '/api/operator/wallet_providers/pausing', { active: false });
    expect(off.json()).toMatchObject({ key: 'pausing', active: false });
    expect((await balance(player, 'pausing', made.secret)).json().error).toBe('unknown_provider');
    await asOperator('PATCH', '/api/operator/wallet_providers/pausing', { active: true });
    expect((await balance(player, 'pausing', made.secret)).statusCode).toBe(200);
    expect((await asOperator('PATCH', '/api/operator/wallet_providers/pausing', {})).statusCode).toBe(422);
    expect(
      (await asOperator('PATCH', '/api/operator/wallet_providers/pausing', { active: false }, 'support'))
        .statusCode,
    ).toBe(403);
  });
});

describe('RTP measured against declared', () => {
  it('computes the normal-approximation interval over rounds', () => {
    // Returns 0, 2, 0, 2: mean 1, s² = 4/3, half-width 1.96 · √(4/3 / 4).
    const interval = rtpInterval(4, 4, 8)!;
    expect(interval.mean).toBeCloseTo(100);
    expect(interval.high - interval.mean).toBeCloseTo(1.959964 * Math.sqrt(1 / 3) * 100, 6);
    expect(rtpInterval(0, 0, 0)).toBeNull();
  });

  it('flags a game whose declared RTP lies outside the interval of its rounds', async () => {
    await addTestProvider(t);
    const player = await walletPlayer(t, 10_000_000, 'EUR');
    const play = async (game: string, stake: number, win: number) => {
      const round = uid('round');
      const bet = await walletCall(t, 'bet', {
        action_id: uid('bet'),
        round_id: round,
        player: player.player,
        currency: 'EUR',
        game,
        amount_cents: stake,
      });
      expect(bet.statusCode, bet.body).toBe(200);
      const paid = await walletCall(t, 'win', {
        action_id: uid('win'),
        round_id: round,
        player: player.player,
        currency: 'EUR',
        game,
        amount_cents: win,
        close_round: true,
      });
      expect(paid.statusCode, paid.body).toBe(200);
    };
    const from = new Date(t.clock.now.getTime() - 60_000).toISOString();
    // Declared 96.2: half the rounds pay 1.92× the stake (mean 96 %, wide interval) …
    for (let i = 0; i < 30; i++) await play('alpha/fortune-reels', 100, i % 2 === 0 ? 0 : 192);
    // … every round pays half the stake back (50 %, no spread): outside.
    for (let i = 0; i < 30; i++) await play('alpha/lucky-fruits', 200, 100);
    // Too few rounds to judge.
    for (let i = 0; i < 3; i++) await play('gamma/crash-rocket', 100, 0);
    const to = new Date(t.clock.now.getTime() + 60_000).toISOString();

    const res = await asOperator(
      'GET',
      `/api/operator/games/rtp?from=${from}&to=${to}`,
      undefined,
      'support',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total_count).toBe(3);
    const byGame = new Map(body.games.map((g: { identifier: string }) => [g.identifier, g]));
    expect(byGame.get('alpha/lucky-fruits')).toMatchObject({
      declared_rtp: 95.5,
      rounds: 30,
      measured_rtp: 50,
      ci_low: 50,
      ci_high: 50,
      verdict: 'outside',
    });
    const reels = byGame.get('alpha/fortune-reels') as {
      measured_rtp: number;
      ci_low: number;
      ci_high: number;
      verdict: string;
    };
    expect(reels.measured_rtp).toBe(96);
    expect(reels.ci_low).toBeLessThan(96.2);
    expect(reels.ci_high).toBeGreaterThan(96.2);
    expect(reels.verdict).toBe('ok');
    expect(byGame.get('gamma/crash-rocket')).toMatchObject({ rounds: 3, verdict: 'too_few' });
    // Flagged games first, and only them on request.
    expect(body.games[0].identifier).toBe('alpha/lucky-fruits');
    const outside = await asOperator('GET', `/api/operator/games/rtp?from=${from}&to=${to}&outside=true`);
    expect(outside.json().games.map((g: { identifier: string }) => g.identifier)).toEqual([
      'alpha/lucky-fruits',
    ]);

    // A period without these rounds.
    const earlier = await asOperator('GET', `/api/operator/games/rtp?to=${from}`);
    expect(earlier.json().total_count).toBe(0);
  });

  it('refuses a bad period with 400', async () => {
    for (const query of [
      'from=yesterday',
      'from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z',
      'from=2020-01-01T00:00:00Z&to=2026-01-01T00:00:00Z',
    ]) {
      expect((await asOperator('GET', `/api/operator/games/rtp?${query}`)).statusCode, query).toBe(400);
    }
  });
});
