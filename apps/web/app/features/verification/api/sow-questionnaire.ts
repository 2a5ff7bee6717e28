import type { SowQuestionnaire, SowQuestionnaireInput } from '@orbit/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { VERIFICATION_QUERY_KEY } from './verification.ts';

const SOW_KEY = ['player', 'sow_questionnaire'] as const;

export const sowQuestionnaireQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: SOW_KEY,
    queryFn: () => api.request<SowQuestionnaire>('/api/player/sow_questionnaire'),
  });

export const useSowQuestionnaire = () => useQuery(sowQuestionnaireQueryOptions(useApi()));

/** `POST /api/player/sow_questionnaire`: the answers; the player's deadline is gone after. */
export function useAnswerQuestionnaire() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SowQuestionnaireInput) =>
      api.request<SowQuestionnaire>('/api/player/sow_questionnaire', { method: 'POST', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(SOW_KEY, answer);
      void queryClient.invalidateQueries({ queryKey: VERIFICATION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['player'], exact: true });
    },
  });
}
