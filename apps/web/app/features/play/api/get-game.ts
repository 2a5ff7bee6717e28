import type { Game, GameProvider, GamesFilterResponse } from '@orbit/contract';
import { type ApiClient, ApiError } from '~/shared/api/client.ts';

/** The game the page shows, or why there is none. */
export type GameAvailability =
  | { status: 'available'; game: Game }
  /** Its producer is not licensed in the visitor's country (the catalogue hides its games). */
  | { status: 'restricted' }
  | { status: 'unknown' };

/**
 * What the catalogue says about `producer/name` for this visitor. `POST /api/games_filter/select`
 * (no device: a game opened by its address plays on any screen) answers only visible games; an
 * empty answer is told apart from an unknown game by the producer: hidden from this country's
 * producer list while it has games at all means restricted.
 */
export async function getGameAvailability(api: ApiClient, identifier: string): Promise<GameAvailability> {
  try {
    return await lookUpGame(api, identifier);
  } catch (error) {
    // An address the catalogue refuses to look up (too long, odd characters) names no game.
    if (error instanceof ApiError && (error.status === 400 || error.status === 422))
      return { status: 'unknown' };
    throw error;
  }
}

async function lookUpGame(api: ApiClient, identifier: string): Promise<GameAvailability> {
  const selected = await api.request<Record<string, Game> | null>('/api/games_filter/select', {
    method: 'POST',
    body: { game_ids: [identifier] },
  });
  const game = selected?.[identifier];
  if (game) return { status: 'available', game };
  const producer = identifier.split('/')[0] ?? '';
  const [visible, everywhere] = await Promise.all([
    api.request<GameProvider[]>('/api/games/providers'),
    api.request<GamesFilterResponse>('/api/games_filter', {
      method: 'POST',
      body: { filter: { providers: [producer] }, page_size: 1, without_territorial_restrictions: true },
    }),
  ]);
  const hiddenHere = !visible.some((p) => p.id === producer);
  return hiddenHere && everywhere.pagination.total_count > 0
    ? { status: 'restricted' }
    : { status: 'unknown' };
}
