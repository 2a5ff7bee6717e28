import type { SupportChat, SurveyAnswerInput, SurveyConfig, SurveyState } from '@orbit/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';
import { newSendKey } from '../model/support.ts';

/** Under `player`: signing in or out reads it again with the rest of the player. */
export const CHAT_KEY = ['player', 'support-chat'] as const;

export const chatQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: CHAT_KEY, queryFn: () => api.request<SupportChat>('/api/support/chat') });

/**
 * The signed-in player's conversation (`enabled` false for guests), read anew each time the chat
 * opens: answers that came while it was closed only moved the bubble's count.
 */
export const useChat = (enabled: boolean) =>
  useQuery({ ...chatQueryOptions(useApi()), enabled, staleTime: 0, refetchOnMount: 'always' });

/** Sends the player's message once (the key travels with retries), then reads the chat again. */
export function useSendMessage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.request('/api/support/chat/messages', { method: 'POST', body: { body, key: newSendKey() } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHAT_KEY }),
  });
}

/** Marks the conversation read (the chat is open). */
export function useMarkChatRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request('/api/support/chat/read', { method: 'POST', body: {} }),
    onSuccess: () =>
      queryClient.setQueryData<SupportChat>(CHAT_KEY, (chat) => (chat ? { ...chat, unread_count: 0 } : chat)),
  });
}

const SURVEY_OFF: SurveyConfig = { survey_id: '', survey_collector_id: '', is_enable_widget: false };

/** `survey-config`: which survey the widget asks (off when it fails or is unset). */
export function useSurveyConfig(): SurveyConfig {
  const api = useApi();
  return (
    useQuery({
      queryKey: ['fe-config', 'survey-config'],
      queryFn: () => requestOr<SurveyConfig>(api, '/api/fe/config/survey-config', SURVEY_OFF),
      staleTime: 5 * 60_000,
    }).data ?? SURVEY_OFF
  );
}

const surveyKey = (surveyId: string) => ['player', 'survey', surveyId] as const;

/** Whether the player has answered the survey (`enabled` false until the widget may show). */
export function useSurveyState(surveyId: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: surveyKey(surveyId),
    queryFn: () => api.request<SurveyState>(`/api/support/survey/${encodeURIComponent(surveyId)}`),
    enabled: enabled && surveyId !== '',
  });
}

/** The player's answer; the survey counts as answered after it. */
export function useAnswerSurvey() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: SurveyAnswerInput) =>
      api.request('/api/support/survey', { method: 'POST', body: answer }),
    onSuccess: (_, answer) =>
      queryClient.setQueryData<SurveyState>(surveyKey(answer.survey_id), {
        survey_id: answer.survey_id,
        answered: true,
      }),
  });
}
