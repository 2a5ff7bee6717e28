import type { PlayerFieldValues } from '@orbit/contract';
import type { UserRow } from '../sessions/repository.ts';
import type { UserPatch } from './repository.ts';

type StringField = Exclude<keyof PlayerFieldValues, BooleanField>;
type BooleanField =
  | 'receive_promos'
  | 'receive_sms_promos'
  | 'receive_promos_via_phone_calls'
  | 'agreed_to_partner_promotions';

const STRING_COLUMNS = {
  nickname: 'nickname',
  first_name: 'firstName',
  last_name: 'lastName',
  gender: 'gender',
  date_of_birth: 'dateOfBirth',
  country: 'country',
  city: 'city',
  address: 'address',
  postal_code: 'postalCode',
  state: 'state',
  mobile_phone: 'mobilePhone',
  personal_id_number: 'personalIdNumber',
} as const satisfies Record<StringField, keyof UserPatch>;

const BOOLEAN_COLUMNS = {
  receive_promos: 'receivePromos',
  receive_sms_promos: 'receiveSmsPromos',
  receive_promos_via_phone_calls: 'receivePromosViaPhoneCalls',
  agreed_to_partner_promotions: 'agreedToPartnerPromotions',
} as const satisfies Record<BooleanField, keyof UserPatch>;

/** The user columns for the player fields a form sent; an empty text clears the field. */
export function playerFieldPatch(values: PlayerFieldValues): UserPatch {
  const patch: UserPatch = {};
  for (const [field, column] of Object.entries(STRING_COLUMNS) as [StringField, keyof typeof patch][]) {
    const value = values[field];
    if (value !== undefined) Object.assign(patch, { [column]: value === '' ? null : value });
  }
  for (const [field, column] of Object.entries(BOOLEAN_COLUMNS) as [BooleanField, keyof typeof patch][]) {
    const value = values[field];
    if (value !== undefined) Object.assign(patch, { [column]: value });
  }
  return patch;
}

/** Adds `more` to `errors`, field by field, without repeating a key. */
export function mergeFieldErrors(errors: Record<string, string[]>, more: Record<string, string[]>) {
  for (const [field, keys] of Object.entries(more)) {
    const list = errors[field] ?? [];
    errors[field] = list;
    for (const key of keys) if (!list.includes(key)) list.push(key);
  }
  return errors;
}

/**
 * The stored player as player_fields sees it, for checks of a change: once-set fields and
 * what is already filled in. The password is never shown, only that one is set.
 */
export function existingPlayerFields(user: UserRow): Record<string, unknown> {
  const record: Record<string, unknown> = {
    email: user.email,
    password: user.encryptedPassword ? '(set)' : null,
    currency: user.currency,
    terms_acceptance: user.termsAcceptedAt ? true : null,
  };
  for (const [field, column] of Object.entries({ ...STRING_COLUMNS, ...BOOLEAN_COLUMNS })) {
    record[field] = user[column];
  }
  return record;
}
