import type { HousePlay } from '@orbit/contract';
import type { ApiClient } from '~/shared/api/client.ts';
import { sessionPath } from './client.ts';

/** `POST …/shared-bets {bet}`: a bet in the current shared round (crash, live tables), open until settled. */
export const placeSharedBet = (api: ApiClient, token: string, bet: unknown) =>
  api.request<HousePlay>(`${sessionPath(token)}/shared-bets`, { method: 'POST', body: { bet } });

/** `POST …/shared-bets/{id}/cashout`: crash, take the multiplier now (409 too_late once crashed). */
export const cashOutSharedBet = (api: ApiClient, token: string, betId: number) =>
  api.request<HousePlay>(`${sessionPath(token)}/shared-bets/${betId}/cashout`, { method: 'POST' });
