/** Test fixtures of the games feature (not imported by the app). */
import type { Game, GameCollection, GamesFilterResponse } from '@orbit/contract';
import type { FetchLike } from '~/shared/api/client.ts';

export function makeGame(identifier: string, over: Partial<Game> = {}): Game {
  const [producer = 'orbit', name = identifier] = identifier.split('/');
  const id = [...identifier].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  return {
    identifier,
    title: name
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' '),
    seo_title: name,
    uniq_seo_title: true,
    provider: producer,
    categories: ['all', 'pokies'],
    devices: ['desktop', 'mobile'],
    currencies: { EUR: { id }, CAD: { id: id + 1 }, BTC: { id: id + 2 }, FUN: { id: id + 3 } },
    lines: 20,
    ways: null,
    volatility_rating: 'medium',
    hit_rate: '25',
    payout: '96.5',
    unfinished_games_for: [],
    has_demo_mode: true,
    slug: name,
    preview: `/games/art/${producer}/${name}.svg`,
    ...over,
  };
}

/** `count` games `studio/game-1` … */
export const makeGames = (count: number, prefix = 'game', over: Partial<Game> = {}) =>
  Array.from({ length: count }, (_, i) => makeGame(`studio/${prefix}-${i + 1}`, over));

/** One games_filter answer: page `page` of `total` games, `size` a page. */
export function gamesPage(all: readonly Game[], page: number, size: number): GamesFilterResponse {
  const totalPages = Math.ceil(all.length / size);
  return {
    data: all.slice((page - 1) * size, page * size),
    pagination: {
      current_page: page,
      next_page: page < totalPages ? page + 1 : null,
      prev_page: page > 1 ? page - 1 : null,
      total_pages: totalPages,
      total_count: all.length,
    },
  };
}

export const collection = (id: string, games_count = 10): GameCollection => ({ id, title: id, games_count });

export interface SeenRequest {
  method: string;
  path: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

export type Reply = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/**
 * A fake API that also records request headers (favourites negotiate their format with
 * `accept-client`). `'POST /api/games_filter'` → handler; unknown routes answer 404.
 */
export function fakeGamesApi(routes: Record<string, (request: SeenRequest) => Reply>) {
  const calls: SeenRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const path = url.split('?')[0] ?? url;
    const headers = { ...(init?.headers as Record<string, string> | undefined) };
    const request = { method, url, path, body, headers };
    calls.push(request);
    const handler = routes[`${method} ${path}`];
    const reply = await (handler ? handler(request) : { status: 404, body: { error: 'not_found' } });
    const status = reply.status ?? 200;
    if (status === 204 || reply.body === undefined)
      return new Response(null, { status: status === 200 ? 204 : status });
    return new Response(JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, fetch, callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route) };
}

/** The page asked for in a games_filter body. */
export const pageOf = (body: unknown) => (body as { page?: number }).page ?? 1;
