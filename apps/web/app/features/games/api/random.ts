import type { Device, Game } from '@orbit/contract';
import { useMutation } from '@tanstack/react-query';
import { type ApiClient, ApiError } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** The client asks again up to 10 times when the random game is not for this device. */
export const RANDOM_GAME_ATTEMPTS = 10;

/** `GET /api/games/random?identifier=<category>&device=`: one game of the category, or null (404: none). */
export async function getRandomGame(api: ApiClient, category: string, device: Device): Promise<Game | null> {
  for (let attempt = 0; attempt < RANDOM_GAME_ATTEMPTS; attempt++) {
    const game = await api
      .request<Game | null>('/api/games/random', { query: { identifier: category, device } })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      });
    if (!game?.identifier) return null;
    if (game.devices.includes(device)) return game;
  }
  return null;
}

/** Picks a random game of `category` on demand (the random-game card). */
export function useRandomGame(category: string, device: Device) {
  const api = useApi();
  return useMutation({ mutationFn: () => getRandomGame(api, category, device) });
}
