import { createHmac } from 'node:crypto';
import {
  cryptoAddressValid,
  type DepositBody,
  ibanAddsLtGroup,
  ibanValid,
  isCryptoCurrency,
  LT_IBAN_GROUP,
  maskCardNumber,
  normalizeIban,
  type PaymentAction,
  paymentCardExpiry,
  paymentCardNumber,
  type WithdrawalBody,
} from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors } from '../../http/errors.ts';
import { serverSecret } from '../../lib/server-secret.ts';
import { addPlayerGroups, playerAccounts } from '../player/service.ts';
import { cardBrandOf, type MethodDef, rangeOf, SANDBOX_PROVIDER, sumLimitsOf } from './catalogue.ts';
import { offeredMethods, playerContext } from './methods.ts';
import {
  findProfile,
  insertPayment,
  type PaymentInsert,
  type PaymentRow,
  saveProfile,
} from './repository.ts';
import { profileMatches } from './saved-profiles.ts';

/**
 * The form of a deposit or withdrawal: the method, the amount and the method's fields
 * checked, and the checked payment written with what it brings along.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CheckedInput {
  method: MethodDef;
  details: Record<string, string>;
  /** A card or IBAN to keep as a saved profile. */
  profile?: {
    kind: 'card' | 'iban';
    title: string;
    brand: string;
    fingerprint: string;
    details: Record<string, string>;
  };
  profileId?: number;
  messages: string[];
  ltIban: boolean;
}

/** Whether the player has an account of `currency`: payments move money only in and out of those. */
export async function holdsAccount(deps: Deps, userId: number, currency: string): Promise<boolean> {
  return (await playerAccounts(deps, userId)).some((account) => account.currency === currency);
}

/** The method, the amount and the method's fields of a deposit or withdrawal, or a 422. */
export async function checkInput(
  deps: Deps,
  user: UserRow,
  action: PaymentAction,
  body: DepositBody | WithdrawalBody,
): Promise<CheckedInput> {
  const context = await playerContext(deps, user);
  const method = offeredMethods(deps, action, body.currency, context).find((m) => m.id === body.method_id);
  if (!method) throw new FieldErrors({ method_id: ['validation.not_allowed'] });
  if (action === 'deposit' && method.type === 'crypto') {
    // Coins are sent to the player's address (GET /api/payments/crypto/address); there is no form.
    throw new FieldErrors({ method_id: ['payments.crypto_use_address'] });
  }
  // Money moves only in and out of the player's own accounts: a deposit in another currency would
  // open one behind their back, and step around limits they set in theirs.
  if (!(await holdsAccount(deps, user.id, body.currency))) {
    throw new FieldErrors({ currency: ['validation.currency_unavailable'] });
  }
  const errors: Record<string, string[]> = {};
  const add = (field: string, key: string) => {
    errors[field] = [...(errors[field] ?? []), key];
  };
  const amount = body.amount_cents;
  const range = rangeOf(action, body.currency);
  const sum = sumLimitsOf(body.currency);
  if (action === 'deposit' && sum && amount > sum.deposit_sum_cents)
    add('amount_cents', 'payments.deposit_sum_limit');
  else if (amount < range.min) add('amount_cents', 'validation.min_value');
  else if (amount > range.max) add('amount_cents', 'validation.max_value');

  const details: Record<string, string> = { title: method.title };
  const checked: CheckedInput = { method, details, messages: [], ltIban: false };
  const secret = await serverSecret(deps.db);
  const fingerprint = (value: string) =>
    createHmac('sha256', secret).update(`profile:${value}`).digest('hex');

  if (body.saved_profile_id !== undefined && (method.fields === 'card' || method.fields === 'iban')) {
    const id = /^\d{1,9}$/.test(body.saved_profile_id) ? Number(body.saved_profile_id) : Number.NaN;
    const profile = Number.isNaN(id) ? undefined : await findProfile(deps.db, user.id, id);
    if (!profile || !profileMatches(profile, method)) add('saved_profile_id', 'validation.invalid_value');
    else {
      checked.profileId = profile.id;
      Object.assign(details, profile.details);
    }
  } else if (method.fields === 'card') {
    const digits = (body.card_number ?? '').replace(/ /g, '');
    if (!body.card_number) add('card_number', 'validation.required');
    else {
      const rule = paymentCardNumber(body.card_number);
      if (rule) add('card_number', rule);
      else if (cardBrandOf(digits) !== method.brand) add('card_number', 'payments.card_brand_mismatch');
    }
    if (!body.card_expiry) add('card_expiry', 'validation.required');
    else {
      const rule = paymentCardExpiry(body.card_expiry, deps.now());
      if (rule) add('card_expiry', rule);
    }
    if (!body.holder) add('holder', 'validation.required');
    const masked = maskCardNumber(digits);
    Object.assign(details, { card: masked, expiry: body.card_expiry ?? '', holder: body.holder ?? '' });
    if (body.save_profile) {
      checked.profile = {
        kind: 'card',
        title: `${masked} (${body.card_expiry ?? ''})`,
        brand: method.brand,
        fingerprint: fingerprint(`card:${digits}`),
        details: { card: masked, expiry: body.card_expiry ?? '', holder: body.holder ?? '' },
      };
    }
  } else if (method.fields === 'iban') {
    if (!body.iban) add('iban', 'validation.required');
    else if (!ibanValid(body.iban)) add('iban', 'payments.iban_invalid');
    if (!body.holder) add('holder', 'validation.required');
    const iban = normalizeIban(body.iban ?? '');
    const masked = `${iban.slice(0, 4)} **** ${iban.slice(-4)}`;
    Object.assign(details, { iban: masked, holder: body.holder ?? '' });
    checked.ltIban = ibanAddsLtGroup(iban);
    if (checked.ltIban) checked.messages.push('payments.iban_lt_group');
    if (body.save_profile) {
      checked.profile = {
        kind: 'iban',
        title: masked,
        brand: 'bank_transfer',
        fingerprint: fingerprint(`iban:${iban}`),
        details: { iban: masked, holder: body.holder ?? '' },
      };
    }
  } else if (method.fields === 'email') {
    if (!body.email) add('email', 'validation.required');
    else if (!EMAIL.test(body.email)) add('email', 'validation.email');
    details.email = body.email ?? '';
  } else if (method.fields === 'crypto' && action === 'cashout') {
    if (!body.address) add('address', 'validation.required');
    else if (!isCryptoCurrency(body.currency) || !cryptoAddressValid(body.currency, body.address)) {
      add('address', 'payments.address_invalid');
    }
    details.address = body.address ?? '';
  }
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  return checked;
}

/**
 * Writes a checked deposit or withdrawal, pending, in the caller's transaction `tx`, with what it
 * brings along: the LT IBAN's group 1101 and the card or IBAN to keep. A refusal later
 * in that transaction keeps none of them.
 */
export async function insertCheckedPayment(
  deps: Deps,
  tx: Db,
  user: UserRow,
  checked: CheckedInput,
  payment: Pick<PaymentInsert, 'id' | 'action' | 'currency' | 'amountCents' | 'reviewAt' | 'bonusOfferId'>,
): Promise<PaymentRow> {
  const now = deps.now();
  if (checked.ltIban) await addPlayerGroups(tx, user.id, [LT_IBAN_GROUP], now);
  const profileId = checked.profile
    ? (await saveProfile(tx, { userId: user.id, ...checked.profile, createdAt: now })).id
    : checked.profileId;
  return insertPayment(tx, {
    ...payment,
    userId: user.id,
    state: 'pending',
    methodId: checked.method.id,
    brand: checked.method.brand,
    provider: SANDBOX_PROVIDER,
    details: checked.details,
    profileId: profileId ?? null,
    createdAt: now,
    updatedAt: now,
  });
}
