import { useQuery } from '@tanstack/react-query';
import { useApi } from '~/shared/api/provider.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { collectionsQueryOptions } from '../api/collections.ts';
import { geoCategory } from '../model/categories.ts';

/**
 * The collection id a category slug stands for here: `slug:CC` when it exists, else the slug.
 * Null until the collections and the visitor's country are known, so no list is asked for twice.
 */
export function useGeoCategory(slug: string): string | null {
  const collections = useQuery(collectionsQueryOptions(useApi()));
  const player = usePlayer();
  if (collections.isPending || player.isPending) return null;
  return geoCategory(slug, player.data?.country, collections.data ?? []);
}
