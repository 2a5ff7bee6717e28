import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';

/** `GET /api/fe/config/manage-promotion-pages`: slug → enabled (none enabled if it failed). */
export const getPromotionPages = (api: ApiClient) =>
  requestOr<Record<string, boolean>>(api, '/api/fe/config/manage-promotion-pages', {});

export const promotionPagesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['fe-config', 'manage-promotion-pages'],
    queryFn: () => getPromotionPages(api),
    staleTime: 5 * 60_000,
  });

export function usePromotionPages(): Record<string, boolean> {
  return useQuery(promotionPagesQueryOptions(useApi())).data ?? {};
}

/** The player group (testers) that sees every managed promotion page. */
export const TESTER_GROUP = 21;

/** A managed promotion page shows when its config says so, or always for testers. */
export function isPromotionPageEnabled(
  pages: Record<string, boolean>,
  slug: string,
  groups: readonly number[],
): boolean {
  return groups.includes(TESTER_GROUP) || pages[slug] === true;
}
