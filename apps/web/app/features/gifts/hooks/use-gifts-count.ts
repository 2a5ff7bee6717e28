import { useHydrated } from '~/shared/use-hydrated.ts';
import { useBonuses } from '../api/get-bonuses.ts';
import { useFreespins } from '../api/get-freespins.ts';
import { activeGiftsCount } from '../model/gifts.ts';

/**
 * The header's gifts count: the player's bonuses and free spins that are not finished, from the
 * same queries as the gifts page (the realtime channels keep them current). 0 for a guest, and
 * while the page hydrates (the server rendered the header before any list was read).
 */
export function useActiveGiftsCount(signedIn: boolean): number {
  const bonuses = useBonuses(signedIn);
  const freespins = useFreespins(signedIn);
  const hydrated = useHydrated();
  if (!signedIn || !hydrated) return 0;
  return activeGiftsCount(bonuses.data, freespins.data);
}
