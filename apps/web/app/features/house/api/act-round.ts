import type { HousePlay } from '@orbit/contract';
import type { ApiClient } from '~/shared/api/client.ts';
import { sessionPath } from './client.ts';

/** `POST …/rounds/{id}/actions {action}`: one step of a multi-step round (blackjack, video poker, mines). */
export const actRound = (api: ApiClient, token: string, roundId: number, action: unknown) =>
  api.request<HousePlay>(`${sessionPath(token)}/rounds/${roundId}/actions`, {
    method: 'POST',
    body: { action },
  });
