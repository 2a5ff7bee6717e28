import { CATEGORY_SLUGS, type GameCollection } from '@orbit/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';
import { baseSlug } from '../model/categories.ts';
import { CATALOGUE_STALE_MS } from '../model/constants.ts';

/**
 * What the site reads of a collection: its id (a geo variant `slug:CC`) and its title, which only
 * a category without a name in the catalogue shows (a page's HTML carries no other).
 */
export type Collection = Pick<GameCollection, 'id'> & Partial<Pick<GameCollection, 'title'>>;

/** `GET /api/games/collections`: the categories (ids may be geo variants `slug:CC`); `[]` on error. */
export const getCollections = (api: ApiClient) => requestOr<Collection[]>(api, '/api/games/collections', []);

export const collectionsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['games', 'collections'],
    queryFn: () => getCollections(api),
    staleTime: CATALOGUE_STALE_MS,
  });

export function useCollections(): Collection[] {
  return useQuery(collectionsQueryOptions(useApi())).data ?? [];
}

/**
 * A server-rendered page's collections as its HTML carries them: ids, and the titles of the
 * categories the catalogue does not name; not the game counts no page reads.
 */
export function carriedCollections(queryClient: QueryClient, api: ApiClient) {
  // The categories the catalogue names in every locale (games.categories, catalogue.test.ts).
  const named: readonly string[] = CATEGORY_SLUGS;
  queryClient.setQueryData(collectionsQueryOptions(api).queryKey, (all) =>
    all?.map(({ id, title }) => (named.includes(baseSlug(id)) ? { id } : { id, title })),
  );
}
