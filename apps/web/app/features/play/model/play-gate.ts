import type { Game } from '@orbit/contract';
import { currencySupported, hasDemoMode } from '~/features/games/index.ts';

export type PlayMode = 'real' | 'demo';

/** `?mode=` of the game page: real unless it says demo. */
export const parsePlayMode = (value: string | null | undefined): PlayMode =>
  value === 'demo' ? 'demo' : 'real';

export interface PlayVisitor {
  signedIn: boolean;
  /** The player's currency; null for a guest. */
  currency: string | null;
  fiat: boolean;
}

/**
 * What the game page does before the frame loads, in the order the rules apply:
 * - `registration`: a guest asked for real money — the registration modal, and the demo offered;
 * - `limits`: a reached limit — off to the profile's limits page (real money only: the demo
 *   moves no money, so no limit stops it);
 * - `currency`: real play in a fiat currency the game does not take (crypto always plays);
 * - `provider_fields`: the producer needs profile fields the player has not filled in — the
 *   blocking popup (the demo skips it);
 * - `demo_unavailable`: the game has no demo (live tables);
 * - `launch`: ask the server for the frame.
 */
export type PlayGate =
  | { kind: 'registration' }
  | { kind: 'limits' }
  | { kind: 'currency'; currency: string }
  | { kind: 'provider_fields'; fields: string[] }
  | { kind: 'demo_unavailable' }
  | { kind: 'launch'; mode: PlayMode };

export interface PlayGateInput {
  game: Pick<Game, 'currencies' | 'categories'>;
  mode: PlayMode;
  visitor: PlayVisitor;
  /** Provider fields (of the producer's context) still empty on the player. */
  missingFields: readonly string[];
  limitsReached: boolean;
}

export function playGate({ game, mode, visitor, missingFields, limitsReached }: PlayGateInput): PlayGate {
  if (mode === 'demo') return hasDemoMode(game) ? { kind: 'launch', mode } : { kind: 'demo_unavailable' };
  if (!visitor.signedIn) return { kind: 'registration' };
  if (limitsReached) return { kind: 'limits' };
  if (!currencySupported(game, visitor.currency, visitor.fiat))
    return { kind: 'currency', currency: visitor.currency ?? '' };
  if (missingFields.length > 0) return { kind: 'provider_fields', fields: [...missingFields] };
  return { kind: 'launch', mode };
}
