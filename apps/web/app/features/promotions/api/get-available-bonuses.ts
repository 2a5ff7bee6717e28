import type { AvailableBonuses } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { AVAILABLE_BONUSES_KEY } from './keys.ts';

/**
 * `GET /api/bonuses/available_bonuses`: false for a multi-account player (or one who turned
 * bonuses off). Swallowed by the reference: a failure counts as available, the offers decide.
 */
export const getAvailableBonuses = async (api: ApiClient): Promise<boolean> => {
  try {
    return (await api.request<AvailableBonuses>('/api/bonuses/available_bonuses')).available_bonuses;
  } catch {
    return true;
  }
};

export const availableBonusesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: AVAILABLE_BONUSES_KEY, queryFn: () => getAvailableBonuses(api) });

export function useAvailableBonuses(enabled = true) {
  return useQuery({ ...availableBonusesQueryOptions(useApi()), enabled });
}
