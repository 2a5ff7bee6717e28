import type { UserRow } from '../../db/rows.ts';

/** Wire name → `users` column of every player field a form can send (registration, edition, details). */
export const PLAYER_FIELD_COLUMNS = {
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
  receive_promos: 'receivePromos',
  receive_sms_promos: 'receiveSmsPromos',
  receive_promos_via_phone_calls: 'receivePromosViaPhoneCalls',
  agreed_to_partner_promotions: 'agreedToPartnerPromotions',
} as const satisfies Record<string, keyof UserRow>;

export type PlayerFieldName = keyof typeof PLAYER_FIELD_COLUMNS;
