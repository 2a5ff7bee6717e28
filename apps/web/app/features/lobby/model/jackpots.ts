import type { Jackpot, JackpotLevel } from '@orbit/contract';
import { pick } from '~/shared/pick.ts';

const LEVEL_FIELDS = ['id', 'identifier', 'name', 'index', 'amount_cents'] as const;
const JACKPOT_FIELDS = ['id', 'name', 'identifier', 'external_id', 'currency', 'state'] as const;

/** What the pages show of a jackpot level. */
export type ShownLevel = Pick<JackpotLevel, (typeof LEVEL_FIELDS)[number]>;

/**
 * What the lobby and the jackpot page show of a jackpot: its name, currency and levels' amounts.
 * The jackpots query keeps this form alone (its games, allowed currencies and the levels' pools
 * and periods stay off the server-rendered page).
 */
export type ShownJackpot = Pick<Jackpot, (typeof JACKPOT_FIELDS)[number]> & { levels: ShownLevel[] };

export const shownJackpot = (jackpot: ShownJackpot): ShownJackpot => ({
  ...pick(jackpot, JACKPOT_FIELDS),
  levels: jackpot.levels.map((level) => pick(level, LEVEL_FIELDS)),
});

/** Only active jackpots are shown. */
export const activeJackpots = (jackpots: readonly ShownJackpot[]): ShownJackpot[] =>
  jackpots.filter((jackpot) => jackpot.state === 'active');

/** The active jackpot whose page is `/{identifier}` (the mystic jackpots page), if any. */
export const activeJackpotAt = (
  jackpots: readonly ShownJackpot[],
  identifier: string,
): ShownJackpot | undefined => activeJackpots(jackpots).find((jackpot) => jackpot.identifier === identifier);

/** Levels in the operator's order (`index`), the top prize first when the operator numbered it so. */
export const orderedLevels = (jackpot: ShownJackpot): ShownLevel[] =>
  [...jackpot.levels].sort((a, b) => a.index - b.index);

/** The managed-promotion-pages flag of the mystic jackpots page and its navigation entry. */
export const MYSTIC_JACKPOTS_FLAG = 'mystic-jackpots';
/** The game category of the mystic jackpots page. */
export const MYSTIC_JACKPOTS_CATEGORY = 'mystic-jackpots';
