import type { CouponAnswer, PromoCodeAnswer } from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors } from '../../http/errors.ts';
import { isExcluded } from '../limits/bet-check.ts';
import { updateBonusSettings } from '../player/service.ts';
import type { WalletTx } from '../wallet/hooks.ts';
import { withWalletAccount } from '../wallet/service.ts';
import { audienceOf, disabledGroupKeys, refusalOf } from './audience.ts';
import { findTypedCode } from './code-batches.ts';
import {
  claimGeneratedCode,
  findGeneratedCode,
  type GeneratedCodeRow,
  setGeneratedCodeGift,
} from './codes-repository.ts';
import { publishGifts } from './events.ts';
import { issueWithin } from './issue.ts';
import { titleIn } from './presenter.ts';
import {
  countOfferUses,
  findOffer,
  findOfferByCode,
  type GiftRow,
  listActiveOffers,
  type OfferRow,
} from './repository.ts';

/** Why a code gives nothing, as the `bonuses.*` key of its field. */
export type CodeRefusal =
  | 'code_unknown'
  | 'code_expired'
  | 'code_used_up'
  | 'code_not_for_you'
  | 'code_wrong_currency'
  | 'code_already_used'
  | 'unavailable';

class CodeRefused extends Error {
  constructor(readonly key: CodeRefusal) {
    super(key);
  }
}

/** A typed code's offer: the offer's own code, or one of its generated single-use codes. */
interface CodeOffer {
  offer: OfferRow;
  /** The generated code typed, if it was one. */
  generated: GeneratedCodeRow | null;
}

/** The offer of a code of this trigger that the player may take, or the reason they may not. */
async function offerOfCode(
  deps: Deps,
  user: UserRow,
  licence: string,
  code: string,
  trigger: OfferRow['trigger'],
): Promise<CodeOffer> {
  let offer = await findOfferByCode(deps.db, code.trim());
  let generated: GeneratedCodeRow | null = null;
  if (!offer) {
    generated = (await findTypedCode(deps, code.trim())) ?? null;
    offer = generated ? await findOffer(deps.db, generated.offerId) : undefined;
  }
  if (!offer || offer.trigger !== trigger || (await disabledGroupKeys(deps)).has(offer.groupKey)) {
    throw new CodeRefused('code_unknown');
  }
  const refusal = refusalOf(offer, await audienceOf(deps, user, licence), deps.now());
  if (refusal) throw new CodeRefused(refusal);
  return { offer, generated };
}

/**
 * Claims a generated code for the player inside the redemption's transaction (one statement; a
 * parallel claim waits for the row and then finds it used): used before by this player is
 * `code_already_used`, by another `code_used_up`.
 */
async function claimCode(tx: WalletTx['tx'], code: GeneratedCodeRow, user: UserRow, at: Date) {
  if (await claimGeneratedCode(tx, code.id, user.id, at)) return;
  const now = await findGeneratedCode(tx, code.code);
  throw new CodeRefused(now?.usedBy === user.id ? 'code_already_used' : 'code_used_up');
}

/**
 * Gives the code's gift on the player's locked account: its uses counted under the offer's lock,
 * so 20 parallel redemptions give it once (or as often as the offer allows).
 */
async function redeem(
  deps: Deps,
  user: UserRow,
  { offer, generated }: CodeOffer,
  activate: boolean,
): Promise<GiftRow> {
  if (activate && (await isExcluded(deps.db, user.id, deps.now()))) throw new CodeRefused('unavailable');
  return withWalletAccount(deps, user.id, user.currency, async (wallet) => {
    // A generated code is used once, whoever takes it; a refusal below rolls its claim back.
    if (generated) await claimCode(wallet.tx, generated, user, wallet.now);
    const uses = await countOfferUses(wallet.tx, offer.id, user.id);
    const changed: GiftRow[] = [];
    const outcome = await issueWithin(
      wallet,
      {
        userId: user.id,
        currency: user.currency,
        offer,
        sourceKey: generated
          ? `code:${offer.id}:generated:${generated.id}`
          : `code:${offer.id}:${user.id}:${uses.mine + 1}`,
        amountCents: offer.amounts[user.currency] ?? 0,
        activate,
        countUses: true,
      },
      (gift) => changed.push(gift),
    );
    if ('refused' in outcome) throw new CodeRefused(outcome.refused);
    if (generated) await setGeneratedCodeGift(wallet.tx, generated.id, outcome.gift.id);
    wallet.afterCommit(() => publishGifts(deps, changed));
    return outcome.gift;
  });
}

const asFieldErrors = (field: string) => (error: unknown) => {
  if (error instanceof CodeRefused) throw new FieldErrors({ [field]: [`bonuses.${error.key}`] });
  throw error;
};

/** `POST /api/v2/bonuses/promo-code`: the promo offer's gift, issued for the player to activate. */
export async function redeemPromoCode(
  deps: Deps,
  user: UserRow,
  licence: string,
  code: string,
): Promise<PromoCodeAnswer> {
  try {
    const gift = await redeem(deps, user, await offerOfCode(deps, user, licence, code, 'promo'), false);
    return { bonus_id: String(gift.id), name: titleIn(gift.titles, user.language), bonus_type: gift.kind };
  } catch (error) {
    return asFieldErrors('code')(error);
  }
}

/**
 * `POST /api/bonuses/coupon`: the coupon's gift, started at once. A coupon the player has already
 * used answers `already_activated`; any other refusal 422 `failed_to_activate` with its key.
 */
export async function redeemCoupon(
  deps: Deps,
  user: UserRow,
  licence: string,
  code: string,
): Promise<CouponAnswer> {
  try {
    await redeem(deps, user, await offerOfCode(deps, user, licence, code, 'coupon'), true);
    return { status: 'successfully_activated' };
  } catch (error) {
    if (error instanceof CodeRefused && error.key === 'code_already_used')
      return { status: 'already_activated' };
    if (error instanceof CodeRefused) {
      throw new FieldErrors({ coupon_code: [`bonuses.${error.key}`] }, { status: 'failed_to_activate' });
    }
    throw error;
  }
}

/** `PATCH /api/player/set_bonus_code`: a deposit offer's code the player may take, kept for the cashbox. */
export async function setDepositBonusCode(deps: Deps, user: UserRow, licence: string, code: string) {
  try {
    const { offer } = await offerOfCode(deps, user, licence, code, 'deposit');
    return updateBonusSettings(deps.db, user.id, { depositBonusCode: offer.code });
  } catch (error) {
    return asFieldErrors('deposit_bonus_code')(error);
  }
}

/**
 * A bonus code given at registration, checked before anything is written: a registration offer's
 * or a deposit offer's code, open to the visitor's country and mirror. Unknown: a field error.
 */
export async function checkRegistrationCode(deps: Deps, code: string, country: string, licence: string) {
  const offer = await findOfferByCode(deps.db, code.trim());
  const now = deps.now();
  const open =
    offer &&
    (offer.trigger === 'registration' || offer.trigger === 'deposit') &&
    offer.active &&
    (offer.availableFrom === null || offer.availableFrom <= now) &&
    (offer.availableUntil === null || offer.availableUntil > now) &&
    (offer.countries.length === 0 || offer.countries.includes(country)) &&
    (offer.licences.length === 0 || offer.licences.includes(licence));
  if (!open) throw new FieldErrors({ bonus_code: ['bonuses.code_unknown'] });
  return offer;
}

/**
 * After registration: the open registration offers (and the code's, if one was given) are
 * issued for the new player to activate; a deposit offer's code waits for the first deposit.
 */
export async function welcomeNewPlayer(
  deps: Deps,
  user: UserRow,
  licence: string,
  codeOffer: OfferRow | null,
): Promise<UserRow> {
  const player =
    codeOffer?.trigger === 'deposit'
      ? await updateBonusSettings(deps.db, user.id, { depositBonusCode: codeOffer.code })
      : user;
  const audience = await audienceOf(deps, user, licence);
  const now = deps.now();
  const open = (await listActiveOffers(deps.db, ['registration'])).filter(
    (offer) => offer.code === null || offer.id === codeOffer?.id,
  );
  for (const offer of open) {
    if (refusalOf(offer, audience, now)) continue;
    await withWalletAccount(deps, user.id, user.currency, async (wallet) => {
      const changed: GiftRow[] = [];
      await issueWithin(
        wallet,
        {
          userId: user.id,
          currency: user.currency,
          offer,
          sourceKey: `registration:${offer.id}:${user.id}`,
          amountCents: offer.amounts[user.currency] ?? 0,
          activate: false,
          countUses: true,
        },
        (gift) => changed.push(gift),
      );
      wallet.afterCommit(() => publishGifts(deps, changed));
    });
  }
  return player;
}
