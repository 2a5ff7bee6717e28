/**
 * Every message key a form rule or the server's 422 body can carry. The web client
 * translates each one (`validation.json` of every locale); a test there checks the list.
 */
export const VALIDATION_KEYS = [
  // Generic shape errors (also produced by the server for schema failures).
  'validation.required',
  'validation.invalid',
  'validation.invalid_type',
  'validation.invalid_format',
  'validation.invalid_value',
  'validation.unknown_field',
  // A value listed twice (a limit's currency, an operator's threshold).
  'validation.duplicate',
  // A unique value another record already holds (a hostname, a provider's key).
  'validation.taken',
  'validation.too_short',
  'validation.too_long',
  // NUL or an unpaired surrogate in any string (every route of the server refuses them).
  'validation.invalid_characters',
  // Player fields.
  'validation.nickname_characters',
  'validation.email',
  'validation.password_characters',
  'validation.personal_id_length',
  'validation.phone',
  'validation.english_letters',
  'validation.date_incomplete',
  'validation.day_range',
  'validation.month_range',
  'validation.date_invalid',
  'validation.age_18',
  'validation.age_21',
  'validation.postal_code',
  'validation.postal_code_characters',
  'validation.must_accept',
  'validation.confirmation_mismatch',
  // Numbers and money.
  'validation.integer',
  'validation.min_value',
  'validation.max_value',
  'validation.step',
  'validation.not_enough_money',
  // Cards.
  'validation.card_number',
  'validation.card_blocked',
  'validation.card_expiry_format',
  'validation.card_expired',
  // Player-API refusals.
  'validation.not_allowed',
  'validation.once_set',
  'validation.currency_unavailable',
  'validation.group_not_writable',
  // Sign-in, registration, confirmation and captcha refusals (auth module).
  'validation.email_taken',
  'validation.invalid_password',
  'validation.invalid_token',
  'validation.already_confirmed',
  'validation.captcha_required',
  'validation.captcha_invalid',
  // Responsible-gambling limits (limits module).
  'validation.limit_cannot_shorten',
  'validation.limit_confirm_too_early',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** A rule answers the key of what is wrong, or null when the value passes. */
export type RuleResult = ValidationKey | null;
