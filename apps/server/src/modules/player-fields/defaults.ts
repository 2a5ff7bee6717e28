import type { PlayerFieldsInfo } from '@orbit/contract';

/**
 * The shipped player fields (seeded, and used while the operator has no valid row): which
 * fields each context asks for (`GET /api/info/player_fields`). `country` and `currency` get
 * their allowed values, and `date_of_birth` its per-country minimum age, from the countries
 * and currencies tables when served — so they are not repeated here.
 */
export const PLAYER_FIELDS: PlayerFieldsInfo = {
  fields: [
    { field: 'email', type: 'email', length: { maximum: 254 } },
    { field: 'password', type: 'password', length: { minimum: 8, maximum: 128 } },
    { field: 'currency', type: 'select' },
    { field: 'nickname', type: 'string', length: { minimum: 3, maximum: 15 } },
    { field: 'first_name', type: 'string', length: { minimum: 1, maximum: 50 } },
    { field: 'last_name', type: 'string', length: { minimum: 1, maximum: 50 } },
    { field: 'gender', type: 'select', inclusion: { in: ['m', 'f'] } },
    { field: 'date_of_birth', type: 'date', once_set: true, age: { min: { default: 18 } } },
    { field: 'country', type: 'select', once_set: true },
    { field: 'city', type: 'string', length: { maximum: 50 } },
    { field: 'address', type: 'string', length: { maximum: 100 } },
    { field: 'postal_code', type: 'string', length: { maximum: 10 } },
    { field: 'state', type: 'string', length: { maximum: 50 } },
    { field: 'mobile_phone', type: 'phone', length: { maximum: 20 } },
    { field: 'personal_id_number', type: 'string', once_set: true },
    { field: 'receive_promos', type: 'boolean' },
    { field: 'receive_sms_promos', type: 'boolean' },
    { field: 'terms_acceptance', type: 'boolean' },
  ],
  contexts: {
    registration: ['email', 'password', 'currency', 'country', 'receive_promos', 'terms_acceptance'],
    deposit: ['first_name', 'last_name', 'date_of_birth', 'address', 'city', 'postal_code', 'mobile_phone'],
    cashout: ['first_name', 'last_name', 'date_of_birth', 'address', 'city', 'postal_code', 'mobile_phone'],
    edition: [
      'nickname',
      'first_name',
      'last_name',
      'gender',
      'date_of_birth',
      'country',
      'city',
      'address',
      'postal_code',
      'state',
      'mobile_phone',
      'personal_id_number',
    ],
    evolution: ['first_name', 'last_name', 'date_of_birth'],
    // A demo studio whose games exist: its real play asks for these first (the play page's popup).
    'iron-lotus': ['first_name', 'last_name', 'date_of_birth'],
    netent: ['first_name', 'last_name'],
    playngo: ['date_of_birth'],
    pushgaming: ['nickname'],
  },
};
