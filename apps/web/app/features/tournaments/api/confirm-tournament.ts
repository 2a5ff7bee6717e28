import type { TournamentConfirmResult } from '@orbit/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { TOURNAMENTS_KEY } from './keys.ts';

/** `POST /api/tournaments/{id}/confirm {confirmed: true}`: the player takes part. */
export const confirmTournament = (api: ApiClient, id: number) =>
  api.request<TournamentConfirmResult>(`/api/tournaments/${id}/confirm`, {
    method: 'POST',
    body: { confirmed: true },
  });

/** The confirmation; then the player's tournaments and statuses are read again (spec 2 §4). */
export function useConfirmTournament() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => confirmTournament(api, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TOURNAMENTS_KEY }),
  });
}
