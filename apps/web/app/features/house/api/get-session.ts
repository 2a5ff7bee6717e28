import type { HouseSession } from '@orbit/contract';
import type { ApiClient } from '~/shared/api/client.ts';
import { sessionPath } from './client.ts';

/** `GET /api/house/sessions/{token}`: the game, mode, currency, balance, seeds and any round to resume. */
export const getHouseSession = (api: ApiClient, token: string) =>
  api.request<HouseSession>(sessionPath(token));
