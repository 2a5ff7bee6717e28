import { useBonuses } from '../api/get-bonuses.ts';
import { useFreespins } from '../api/get-freespins.ts';
import { activeGiftsCount } from '../model/gifts.ts';

/**
 * The header's gifts count: the player's bonuses and free spins that are not finished, from the
 * same queries as the gifts page (the realtime channels keep them current); 0 for a guest.
 * Call it only once the page has hydrated: a query the header starts during the server render
 * would keep the gifts page's server-rendered lists from hydrating (they would wait for an effect).
 */
export function useActiveGiftsCount(signedIn: boolean): number {
  const bonuses = useBonuses(signedIn);
  const freespins = useFreespins(signedIn);
  return signedIn ? activeGiftsCount(bonuses.data, freespins.data) : 0;
}
