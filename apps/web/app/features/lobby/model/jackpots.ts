import type { Jackpot, JackpotLevel } from '@orbit/contract';

/** Only active jackpots are shown. */
export const activeJackpots = (jackpots: readonly Jackpot[]): Jackpot[] =>
  jackpots.filter((jackpot) => jackpot.state === 'active');

/** The active jackpot whose page is `/{identifier}` (the mystic jackpots page), if any. */
export const activeJackpotAt = (jackpots: readonly Jackpot[], identifier: string): Jackpot | undefined =>
  activeJackpots(jackpots).find((jackpot) => jackpot.identifier === identifier);

/** Levels in the operator's order (`index`), the top prize first when the operator numbered it so. */
export const orderedLevels = (jackpot: Jackpot): JackpotLevel[] =>
  [...jackpot.levels].sort((a, b) => a.index - b.index);

/** The managed-promotion-pages flag of the mystic jackpots page and its navigation entry. */
export const MYSTIC_JACKPOTS_FLAG = 'mystic-jackpots';
/** The game category of the mystic jackpots page. */
export const MYSTIC_JACKPOTS_CATEGORY = 'mystic-jackpots';
