import { useCollections } from '../api/collections.ts';
import { geoCategory } from '../model/categories.ts';
import { usePlayerWallet } from './use-player-wallet.ts';

/** The collection id a category slug stands for here: `slug:CC` when it exists, else the slug. */
export function useGeoCategory(slug: string): string {
  const collections = useCollections();
  const { country } = usePlayerWallet();
  return geoCategory(slug, country, collections);
}
