import { isBlank, type Player, stateFromPostalCode } from '@orbit/contract';

/**
 * A player with a postal code but no state gets the state the code belongs to
 * (Australian ranges, Canadian first letter). Null when nothing is to be derived.
 */
export function derivedState(player: Player | null): string | null {
  if (!player || !isBlank(player.state) || !player.postal_code || isBlank(player.postal_code)) return null;
  return stateFromPostalCode(player.postal_code, player.country);
}
