import type { Jackpot, JackpotLevel } from '@orbit/contract';

/** What the pages show of a jackpot level. */
export type ShownLevel = Pick<JackpotLevel, 'id' | 'identifier' | 'name' | 'index' | 'amount_cents'>;

/**
 * What the lobby and the jackpot page show of a jackpot: its name, currency and levels' amounts.
 * The jackpots query keeps this form alone (its games, allowed currencies and the levels' pools
 * and periods stay off the server-rendered page).
 */
export type ShownJackpot = Pick<
  Jackpot,
  'id' | 'name' | 'identifier' | 'external_id' | 'currency' | 'state'
> & {
  levels: ShownLevel[];
};

export const shownJackpot = ({
  id,
  name,
  identifier,
  external_id,
  currency,
  state,
  levels,
}: ShownJackpot) => ({
  id,
  name,
  identifier,
  external_id,
  currency,
  state,
  levels: levels.map(
    (level): ShownLevel => ({
      id: level.id,
      identifier: level.identifier,
      name: level.name,
      index: level.index,
      amount_cents: level.amount_cents,
    }),
  ),
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
