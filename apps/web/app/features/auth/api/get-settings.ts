import type { PlayerSettings } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** GET /api/player/settings (guests too): realtime settings and whether the captcha is on. */
export const getSettings = (api: ApiClient) => api.request<PlayerSettings>('/api/player/settings');

export const settingsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['player', 'settings'], queryFn: () => getSettings(api), staleTime: 5 * 60_000 });

export function useSettings() {
  return useQuery(settingsQueryOptions(useApi()));
}
