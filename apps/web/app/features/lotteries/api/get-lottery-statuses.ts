import type { LotteryStatus } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';
import { LOTTERY_STATUSES_KEY } from './keys.ts';

/** `GET /api/lotteries/statuses`: the player's tickets per lottery (swallowed: none when it fails). */
export const getLotteryStatuses = (api: ApiClient) =>
  requestOr<LotteryStatus[]>(api, '/api/lotteries/statuses', []);

export const lotteryStatusesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: LOTTERY_STATUSES_KEY, queryFn: () => getLotteryStatuses(api) });

/** The player's lottery statuses; `enabled` false for a guest. `lottery_statuses` keeps them current. */
export function useLotteryStatuses(enabled = true) {
  return useQuery({ ...lotteryStatusesQueryOptions(useApi()), enabled });
}
