import type { Adventure } from '@orbit/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { ADVENTURE_QUERY_KEY } from './get-adventure.ts';

/** `POST /api/player/adventure/days/{day}/claim`: the day's prize (once); answers the whole adventure. */
export const claimAdventureDay = (api: ApiClient, day: number) =>
  api.request<Adventure>(`/api/player/adventure/days/${day}/claim`, { method: 'POST' });

export function useClaimAdventureDay() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: number) => claimAdventureDay(api, day),
    onSuccess: (adventure) => queryClient.setQueryData(ADVENTURE_QUERY_KEY, adventure),
  });
}
