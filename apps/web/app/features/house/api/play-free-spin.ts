import type { HousePlay } from '@orbit/contract';
import type { ApiClient } from '~/shared/api/client.ts';
import { sessionPath } from './client.ts';

/**
 * `POST …/free-spins`: plays one of the player's free spins on this slot at the gift's stake; the
 * answer has the round, the (untouched) balance and the spins left.
 */
export const playFreeSpin = (api: ApiClient, token: string) =>
  api.request<HousePlay>(`${sessionPath(token)}/free-spins`, { method: 'POST', body: {} });
