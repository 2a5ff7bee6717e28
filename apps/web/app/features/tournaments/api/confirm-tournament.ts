import type { TournamentConfirmResult } from '@orbit/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useLocale } from '~/shared/i18n/locale.ts';
import { playerTournamentsQueryOptions } from './get-player-tournaments.ts';
import { TOURNAMENTS_KEY } from './keys.ts';

/** `POST /api/tournaments/{id}/confirm {confirmed: true}`: the player takes part. */
export const confirmTournament = (api: ApiClient, id: number) =>
  api.request<TournamentConfirmResult>(`/api/tournaments/${id}/confirm`, {
    method: 'POST',
    body: { confirmed: true },
  });

/**
 * The confirmation; then the player's tournaments are reloaded (spec 2 §4) and every shown
 * tournament and status read again.
 */
export function useConfirmTournament() {
  const api = useApi();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => confirmTournament(api, id),
    onSuccess: () => queryClient.fetchQuery({ ...playerTournamentsQueryOptions(api, locale), staleTime: 0 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TOURNAMENTS_KEY }),
  });
}
