import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';
import { useProject } from '~/shared/site/get-project.ts';
import { bettingUrl } from '../model/betting.ts';

/** `GET /api/fe/config/betting-config`: hostnames of the sportsbook (empty = no betting link). */
export const getBettingConfig = (api: ApiClient) =>
  requestOr<string[]>(api, '/api/fe/config/betting-config', []);

export const bettingConfigQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['fe-config', 'betting-config'],
    queryFn: () => getBettingConfig(api),
    staleTime: 5 * 60_000,
  });

/** The betting site's URL when this host shows the betting link, else null. */
export function useBettingUrl(): string | null {
  const hosts = useQuery(bettingConfigQueryOptions(useApi())).data ?? [];
  return bettingUrl(useProject()?.site.betting_link ?? null, hosts);
}
