import type { AvailableOffer } from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { CurrencyAmounts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { frontendConfigValue } from '../config/service.ts';
import { clearDepositBonusCode } from '../player/service.ts';
import type { WalletTx } from '../wallet/hooks.ts';
import { type Audience, audienceOf, disabledGroupKeys, refusalOf } from './audience.ts';
import { publishGifts } from './events.ts';
import { issueWithin } from './issue.ts';
import { titleIn } from './presenter.ts';
import {
  countOfferUses,
  declinedOfferIds,
  declineOffer,
  findOffer,
  type GiftRow,
  listActiveOffers,
  type OfferRow,
} from './repository.ts';

const amountsOf = (amounts: CurrencyAmounts, currency: string | null) =>
  Object.entries(amounts)
    .filter(([code]) => currency === null || code === currency)
    .map(([code, cents]) => ({ currency: code, amount_cents: cents }));

/** An offer as the cashbox and registration show it, in the offers' wire shape. */
export async function presentOffer(
  deps: Deps,
  offer: OfferRow,
  locale: string,
  currency: string | null,
): Promise<AvailableOffer> {
  const looks = (await frontendConfigValue(deps, 'modify-gifts-config'))?.find((entry) =>
    entry.group_keys.includes(offer.groupKey),
  );
  const title = titleIn(offer.titles, locale);
  const freespins = offer.reward === 'freespins';
  return {
    id: String(offer.id),
    title,
    group_key: offer.groupKey,
    match_percent: offer.matchPercent,
    image: looks?.logo ?? null,
    url: looks?.url ?? null,
    bonuses: [
      {
        title,
        type: freespins ? 'freespins' : 'bonus',
        conditions:
          offer.trigger === 'deposit'
            ? [{ field: 'amount', type: 'min', value: amountsOf(offer.minDeposit, currency) }]
            : [],
        attributes: freespins
          ? [
              { field: 'freespins_count', value: offer.freespinsCount ?? 0 },
              { field: 'bet_level', value: amountsOf(offer.freespinsStakes, currency) },
              { field: 'game', value: offer.freespinsGame ?? '' },
            ]
          : [
              ...(offer.matchPercent !== null ? [{ field: 'match_percent', value: offer.matchPercent }] : []),
              { field: 'bonus_amount', value: amountsOf(offer.amounts, currency) },
            ],
        result_bonus: [
          { field: 'wager', value: offer.wagerMultiplier },
          { field: 'max_win', value: amountsOf(offer.maxWin, currency) },
          { field: 'max_bet', value: amountsOf(offer.maxBet, currency) },
        ],
      },
    ],
  };
}

/**
 * The deposit offers a player may take now: with a bonus code set, the offers of that code; else
 * the open offers they have not turned down nor used up. Offers of the `additional-gifts` config
 * show only to their group's members (and never with a code set).
 */
async function depositOffersFor(deps: Deps, audience: Audience): Promise<OfferRow[]> {
  const now = deps.now();
  const [offers, declined, hidden, additional] = await Promise.all([
    listActiveOffers(deps.db, ['deposit']),
    declinedOfferIds(deps.db, audience.user.id),
    disabledGroupKeys(deps),
    frontendConfigValue(deps, 'additional-gifts'),
  ]);
  const code = audience.user.depositBonusCode;
  const additionalKeys = new Map(
    Object.entries(additional ?? {}).flatMap(([group, gift]) =>
      gift.group_key ? [[gift.group_key, Number(group)]] : [],
    ),
  );
  const open: OfferRow[] = [];
  for (const offer of offers) {
    if (hidden.has(offer.groupKey) || declined.has(offer.id)) continue;
    if (code ? offer.code !== code : offer.code !== null) continue;
    const additionalGroup = additionalKeys.get(offer.groupKey);
    if (additionalGroup !== undefined && (code || !audience.groups.includes(additionalGroup))) continue;
    if (refusalOf(offer, audience, now)) continue;
    const uses = await countOfferUses(deps.db, offer.id, audience.user.id);
    if (uses.mine >= offer.perPlayer || (offer.maxUses !== null && uses.all >= offer.maxUses)) continue;
    open.push(offer);
  }
  return open;
}

export async function listDepositOffers(
  deps: Deps,
  user: UserRow,
  licence: string,
): Promise<AvailableOffer[]> {
  const offers = await depositOffersFor(deps, await audienceOf(deps, user, licence));
  return Promise.all(offers.map((offer) => presentOffer(deps, offer, user.language, user.currency)));
}

/** Registration offers for a visitor of `country` (all the offer's currencies: the player has none yet). */
export async function listRegistrationOffers(deps: Deps, country: string, licence: string, locale: string) {
  const now = deps.now();
  const hidden = await disabledGroupKeys(deps);
  const offers = (await listActiveOffers(deps.db, ['registration'])).filter(
    (offer) =>
      offer.code === null &&
      !hidden.has(offer.groupKey) &&
      offer.groupIds.length === 0 &&
      (offer.countries.length === 0 || offer.countries.includes(country)) &&
      (offer.licences.length === 0 || offer.licences.includes(licence)) &&
      (offer.availableFrom === null || offer.availableFrom <= now) &&
      (offer.availableUntil === null || offer.availableUntil > now),
  );
  return Promise.all(offers.map((offer) => presentOffer(deps, offer, locale, null)));
}

/** The player turns an offer down: it is not offered to them again. */
export async function declineOfferFor(
  deps: Deps,
  user: UserRow,
  id: string,
  trigger: 'deposit' | 'registration',
) {
  const offer = /^\d{1,9}$/.test(id) ? await findOffer(deps.db, Number(id)) : undefined;
  if (!offer || offer.trigger !== trigger) throw new HttpError(404, 'not_found');
  await declineOffer(deps.db, user.id, offer.id, deps.now());
}

/**
 * The offer a deposit takes: the one the player chose in the cashbox, or, when they chose none,
 * the offer of the deposit bonus code they entered (if the deposit fits it; else none). A chosen
 * offer must be one of theirs now, in the deposit's currency, the deposit at least its minimum.
 * Its id is kept on the payment; the gift comes with the money.
 */
export async function depositOfferFor(
  deps: Deps,
  user: UserRow,
  licence: string,
  bonusId: string | undefined,
  deposit: { currency: string; amountCents: number },
): Promise<number | null> {
  if (bonusId) return chooseDepositOffer(deps, user, licence, bonusId, deposit);
  if (!user.depositBonusCode) return null;
  const offers = await depositOffersFor(deps, await audienceOf(deps, user, licence));
  const coded = offers.find((offer) => offer.code === user.depositBonusCode);
  const fits =
    coded &&
    deposit.currency === user.currency &&
    deposit.amountCents >= (coded.minDeposit[deposit.currency] ?? 0);
  return fits ? coded.id : null;
}

/** The deposit offer a player chose: one of theirs now, fitting the deposit; else a field error. */
async function chooseDepositOffer(
  deps: Deps,
  user: UserRow,
  licence: string,
  bonusId: string,
  deposit: { currency: string; amountCents: number },
): Promise<number> {
  const offers = await depositOffersFor(deps, await audienceOf(deps, user, licence));
  const offer = offers.find((o) => String(o.id) === bonusId);
  const minimum = offer?.minDeposit[deposit.currency] ?? 0;
  if (!offer || deposit.currency !== user.currency || deposit.amountCents < minimum) {
    throw new FieldErrors({ bonus_id: ['bonuses.offer_not_available'] });
  }
  return offer.id;
}

/** The bonus of a deposit: its match percent of the amount, capped by the offer's amount, or the fixed amount. */
export function depositBonusCents(offer: OfferRow, currency: string, depositCents: number): number {
  const cap = offer.amounts[currency];
  if (offer.matchPercent === null) return cap ?? 0;
  const matched = Math.floor((depositCents * offer.matchPercent) / 100);
  return cap === undefined ? matched : Math.min(matched, cap);
}

/**
 * A deposit with a chosen offer succeeded: in the deposit's own transaction (the account locked),
 * the gift is given once (`deposit:<payment>`) and starts at once, the player having chosen it.
 * A bonus code the player had set is spent with it.
 */
export async function issueDepositBonus(
  deps: Deps,
  wallet: WalletTx,
  payment: { id: number; userId: number; currency: string; amountCents: number; bonusOfferId: number | null },
) {
  if (payment.bonusOfferId === null) return;
  const offer = await findOffer(wallet.tx, payment.bonusOfferId);
  if (!offer || offer.reward === 'real') return;
  // The code is spent with its bonus.
  if (offer.code !== null) await clearDepositBonusCode(wallet.tx, payment.userId, offer.code);
  const changed: GiftRow[] = [];
  await issueWithin(
    wallet,
    {
      userId: payment.userId,
      currency: payment.currency,
      offer,
      sourceKey: `deposit:${payment.id}`,
      amountCents: depositBonusCents(offer, payment.currency, payment.amountCents),
      activate: true,
      countUses: false,
    },
    (gift) => changed.push(gift),
  );
  wallet.afterCommit(() => publishGifts(deps, changed));
}
