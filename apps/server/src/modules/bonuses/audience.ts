import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { frontendConfigValue } from '../config/service.ts';
import { playerGroupIds } from '../player/service.ts';
import type { OfferRow } from './repository.ts';

/** Players in this group hold several accounts: they get no bonuses. */
export const MULTI_ACCOUNT_GROUP = 100;

/** Why an offer is not for a player (a `bonuses.*` key), or null when it is. */
export type OfferRefusal = 'code_expired' | 'code_not_for_you' | 'code_wrong_currency' | 'unavailable';

export interface Audience {
  user: UserRow;
  groups: number[];
  /** The licence of the mirror the player came through (CW, EE, other). */
  licence: string;
}

export async function audienceOf(deps: Deps, user: UserRow, licence: string): Promise<Audience> {
  return { user, groups: await playerGroupIds(deps, user.id), licence };
}

/** Bonuses are off for a multi-account player and for one who turned them off. */
export const bonusesAvailable = (audience: Audience) =>
  audience.user.canIssueBonuses && !audience.groups.includes(MULTI_ACCOUNT_GROUP);

/** The currency an offer pays the player in: each reward names its amounts per currency. */
function offersCurrency(offer: OfferRow, currency: string) {
  if (offer.reward === 'freespins') return currency in offer.freespinsStakes;
  if (offer.trigger === 'cashback') return true;
  return currency in offer.amounts;
}

/** The offer's own rules for this player now: running, their audience, their currency. */
export function refusalOf(offer: OfferRow, audience: Audience, now: Date): OfferRefusal | null {
  if (!bonusesAvailable(audience)) return 'unavailable';
  const running =
    offer.active &&
    (offer.availableFrom === null || offer.availableFrom <= now) &&
    (offer.availableUntil === null || offer.availableUntil > now);
  if (!running) return 'code_expired';
  const { user } = audience;
  const inGroups = offer.groupIds.length === 0 || offer.groupIds.some((id) => audience.groups.includes(id));
  const inCountry =
    offer.countries.length === 0 || (user.country !== null && offer.countries.includes(user.country));
  const inLicence = offer.licences.length === 0 || offer.licences.includes(audience.licence);
  if (!inGroups || !inCountry || !inLicence) return 'code_not_for_you';
  if (!offersCurrency(offer, user.currency)) return 'code_wrong_currency';
  return null;
}

/** Group keys the operator has hidden (`disabled-bonuses`): neither offered nor listed. */
export async function disabledGroupKeys(deps: Deps): Promise<Set<string>> {
  const config = await frontendConfigValue(deps, 'disabled-bonuses');
  return new Set(config?.group_keys ?? []);
}
