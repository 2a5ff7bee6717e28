import type { Device, Game } from '@orbit/contract';
import type { ApiClient } from '~/shared/api/client.ts';

/** `POST /api/games_filter/select`: games by identifier, answered as a map; returned in the asked order. */
export async function selectGames(
  api: ApiClient,
  identifiers: readonly string[],
  device: Device,
  signal?: AbortSignal,
): Promise<Game[]> {
  if (identifiers.length === 0) return [];
  const byId = await api.request<Record<string, Game>>('/api/games_filter/select', {
    method: 'POST',
    body: { game_ids: identifiers, device },
    signal,
  });
  return identifiers.flatMap((id) => (byId?.[id] ? [byId[id]] : []));
}
