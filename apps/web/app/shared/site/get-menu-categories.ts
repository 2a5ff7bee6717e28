import type { MenuCategoriesGames } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/**
 * `GET /api/fe/config/menu-categories-games`: category slugs per page type. Rethrown on error
 *; the shell only prefetches it for the lobby.
 */
export const getMenuCategories = async (api: ApiClient) =>
  api.request<MenuCategoriesGames>('/api/fe/config/menu-categories-games');

export const menuCategoriesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['fe-config', 'menu-categories-games'],
    queryFn: () => getMenuCategories(api),
    staleTime: 5 * 60_000,
  });

export function useMenuCategories() {
  return useQuery(menuCategoriesQueryOptions(useApi()));
}
