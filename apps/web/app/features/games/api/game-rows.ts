import type { Device } from '@orbit/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { getPlayer } from '~/shared/player/get-player.ts';
import { geoCategory } from '../model/categories.ts';
import { carriedCollections, collectionsQueryOptions } from './collections.ts';
import { gameRowQueryOptions, tilesForPage } from './games-filter.ts';

/**
 * For a page loader showing `GameRow`s: loads the collections (rows use geo variants) and the
 * first 15 games of each row, so the rows render on the server (in tile form, a guest's in guest form).
 * `prefetch(context, (qc, api) => prefetchGameRows(qc, api, { slugs, device: requestDevice(request) }))`
 */
export async function prefetchGameRows(
  queryClient: QueryClient,
  api: ApiClient,
  { slugs, device }: { slugs: readonly string[]; device: Device },
): Promise<void> {
  const [collections, player] = await Promise.all([
    queryClient.fetchQuery(collectionsQueryOptions(api)),
    getPlayer(api).catch(() => null),
  ]);
  await Promise.all(
    slugs.map((slug) =>
      queryClient.prefetchQuery(
        gameRowQueryOptions(api, { identifier: geoCategory(slug, player?.country, collections), device }),
      ),
    ),
  );
  tilesForPage(queryClient, player);
  carriedCollections(queryClient, api);
}
