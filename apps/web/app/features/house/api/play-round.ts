import type { HousePlay } from '@orbit/contract';
import type { ApiClient } from '~/shared/api/client.ts';
import { sessionPath } from './client.ts';

/** `POST …/rounds {bet}`: starts a round of a solo game; the answer has the round and the balance after it. */
export const playRound = (api: ApiClient, token: string, bet: unknown) =>
  api.request<HousePlay>(`${sessionPath(token)}/rounds`, { method: 'POST', body: { bet } });
