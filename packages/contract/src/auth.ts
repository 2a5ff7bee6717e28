import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { Player } from './player.ts';
import {
  EMAIL_MAX_LENGTH,
  email as emailRule,
  PASSWORD_LENGTH,
  password as passwordRule,
} from './rules/text.ts';

/*
 * Auth calls. Every failure message is a translation key:
 * `validation.*` for form rules, `auth.*` for sign-in outcomes.
 */

const aString = () =>
  z.string({
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid_type'),
  });
/** A string the form needs (`validation.required` when missing), at most `max` long. */
export const requiredString = (max: number) => aString().max(max, 'validation.too_long');

/**
 * Message keys the auth calls send besides the generic ones of `rules/keys.ts`
 * (`validation.*` live in validation.json, `auth.*` in auth.json of every locale).
 */
export const AUTH_MESSAGE_KEYS = [
  'validation.invalid_token',
  'validation.invalid_password',
  'validation.already_confirmed',
  'validation.captcha_required',
  'validation.captcha_invalid',
  'auth.invalid_credentials',
  'auth.invalid_otp',
  'auth.locked',
  'auth.account_blocked',
  'auth.otp_session_expired',
  'auth.two_factor_not_enabled',
  'auth.two_factor_already_enabled',
] as const;
export type AuthMessageKey = (typeof AUTH_MESSAGE_KEYS)[number];

// ---------------------------------------------------------------- e-mail and password rules

/** Turns a form rule of `rules/` into a zod check, so server and browser apply the very same rule. */
const byRule = (rule: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const key = rule(value);
  if (key) ctx.addIssue({ code: 'custom', message: key });
};

/** A well-formed address (`rules/text.ts` email), trimmed and lower-cased: addresses are unique case-insensitively. */
export const Email = requiredString(EMAIL_MAX_LENGTH * 2)
  .trim()
  .toLowerCase()
  .superRefine(byRule(emailRule));

/** A new password (`rules/text.ts` password: length and characters), shared by registration, reset and change. */
export const Password = requiredString(PASSWORD_LENGTH.maximum * 4).superRefine(byRule(passwordRule));

/** A password typed to prove who you are: every string is accepted (old passwords may predate today's rules). */
const ExistingPassword = requiredString(PASSWORD_LENGTH.maximum * 4).min(1, 'validation.required');

/** `password_confirmation`, when sent, must repeat `password`. */
function confirmationMatches(
  value: { password?: string; password_confirmation?: string },
  ctx: z.RefinementCtx,
) {
  if (value.password_confirmation !== undefined && value.password_confirmation !== value.password) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: 'validation.confirmation_mismatch',
    });
  }
}

/** Captcha token: the base64 ALTCHA payload; null/absent when the widget is off. */
const CaptchaToken = z.string().max(4000).nullish();
/** Device fingerprint string ("" when unavailable). */
const DeviceFingerprint = z.string().max(1000).nullish();

// ---------------------------------------------------------------- POST /check-email

export const EMAIL_CHECK_CODES = [
  'IBIZA::VALID::ACCEPTED_EMAIL',
  'IBIZA::VALID::WHITELISTED',
  'IBIZA::INVALID::BLACKLISTED',
  'IBIZA::INVALID::INVALID_DOMAIN',
  'IBIZA::INVALID::REJECTED_EMAIL',
  'IBIZA::RISKY::RISKY',
  'IBIZA::RISKY::NON_PERSONAL',
  'IBIZA::RISKY::INBOX_FULL',
  'IBIZA::RISKY::TEMPORARY',
  'IBIZA::RISKY::TIMEOUT',
] as const;
export const EmailCheckCode = z.enum(EMAIL_CHECK_CODES);
export type EmailCheckCode = z.infer<typeof EmailCheckCode>;

export const CheckEmailRequest = z.strictObject({ email: requiredString(EMAIL_MAX_LENGTH * 2) });
export type CheckEmailRequest = z.infer<typeof CheckEmailRequest>;
/** The verdict travels in `errors.message` even for a good address. Never says whether the address is registered. */
export const CheckEmailResponse = z.object({ errors: z.object({ message: EmailCheckCode }) });
export type CheckEmailResponse = z.infer<typeof CheckEmailResponse>;

/** `IBIZA::VALID::*` means the address may be used. */
export const isEmailAccepted = (code: EmailCheckCode) => code.startsWith('IBIZA::VALID::');

// ---------------------------------------------------------------- player fields sent by forms

/** The player fields a registration / update_details form may carry (which are required comes from player_fields). */
export const PlayerFieldValues = z
  .object({
    nickname: z.string().trim().max(255, 'validation.too_long'),
    first_name: z.string().trim().max(255, 'validation.too_long'),
    last_name: z.string().trim().max(255, 'validation.too_long'),
    gender: z.string().trim().max(32, 'validation.too_long'),
    /** `YYYY-MM-DD`. */
    date_of_birth: z.string().trim().max(10, 'validation.invalid_format'),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'validation.invalid_value'),
    city: z.string().trim().max(255, 'validation.too_long'),
    address: z.string().trim().max(255, 'validation.too_long'),
    postal_code: z.string().trim().max(32, 'validation.too_long'),
    state: z.string().trim().max(255, 'validation.too_long'),
    mobile_phone: z.string().trim().max(32, 'validation.too_long'),
    personal_id_number: z.string().trim().max(64, 'validation.too_long'),
    receive_promos: z.boolean(),
    receive_sms_promos: z.boolean(),
    receive_promos_via_phone_calls: z.boolean(),
    agreed_to_partner_promotions: z.boolean(),
  })
  .partial();
export type PlayerFieldValues = z.infer<typeof PlayerFieldValues>;

// ---------------------------------------------------------------- POST /api/users/sign_in

/**
 * One call, two steps. Step 1 `{user: {email, password, dfpc, captcha, custom_login_reg?}}`;
 * step 2 `{user: {otp_attempt}}` (uses the pending session the cookie of step 1 carries).
 */
export const SignInRequest = z.strictObject({
  user: z
    .strictObject({
      email: Email.optional(),
      password: ExistingPassword.optional(),
      dfpc: DeviceFingerprint,
      captcha: CaptchaToken,
      custom_login_reg: z.string().max(16).optional(),
      otp_attempt: z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'auth.invalid_otp')
        .optional(),
    })
    .superRefine((user, ctx) => {
      if (user.otp_attempt !== undefined) return;
      if (user.email === undefined)
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.required' });
      if (user.password === undefined)
        ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.required' });
    }),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

/** Step 1 of a player with 2FA: 200 with this body and an `otp_pending` session cookie; send step 2 next. */
export const TwoFactorRequired = z.object({ two_factor_required: z.literal(true) });
export type TwoFactorRequired = z.infer<typeof TwoFactorRequired>;

export const SignInResponse = z.union([Player, TwoFactorRequired]);
export type SignInResponse = z.infer<typeof SignInResponse>;

// ---------------------------------------------------------------- POST /api/users (registration)

export const RegistrationRequest = z.strictObject({
  user: PlayerFieldValues.extend({
    email: Email,
    password: Password,
    password_confirmation: z
      .string()
      .max(PASSWORD_LENGTH.maximum * 4)
      .optional(),
    /** Wallet currency; default: the country's currency. */
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3,5}$/, 'validation.invalid_value')
      .optional(),
    /** The player's language; default `en`. */
    locale: z.enum(LOCALES, 'validation.invalid_value').optional(),
    terms_acceptance: z.boolean().optional(),
    dfpc: DeviceFingerprint,
    captcha: CaptchaToken,
    custom_login_reg: z.string().max(16).optional(),
    /**
     * A bonus code: a registration offer's code gives that gift at once, a deposit offer's code
     * becomes the player's `deposit_bonus_code`. An unknown one is a field error; nothing is written.
     */
    bonus_code: z.string().trim().max(64, 'validation.too_long').optional(),
  })
    .strict()
    .superRefine(confirmationMatches),
});
export type RegistrationRequest = z.infer<typeof RegistrationRequest>;

// ---------------------------------------------------------------- password reset and change

/** POST /api/users/password: always 204, registered or not. */
export const PasswordResetRequest = z.strictObject({
  user: z.strictObject({ email: Email, captcha: CaptchaToken }),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** PUT /api/users/password: the token of the e-mailed link and the new password; 204. */
export const PasswordUpdateRequest = z.strictObject({
  user: z
    .strictObject({
      reset_password_token: requiredString(200).min(1, 'validation.required'),
      password: Password,
      password_confirmation: requiredString(PASSWORD_LENGTH.maximum * 4),
    })
    .superRefine(confirmationMatches),
});
export type PasswordUpdateRequest = z.infer<typeof PasswordUpdateRequest>;

/** PUT /api/users (signed in): 204; the player's other sessions end. */
export const ChangePasswordRequest = z.strictObject({
  user: z
    .strictObject({
      current_password: ExistingPassword,
      password: Password,
      password_confirmation: requiredString(PASSWORD_LENGTH.maximum * 4),
    })
    .superRefine(confirmationMatches),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

// ---------------------------------------------------------------- e-mail confirmation

/** GET /api/users/confirmation?confirmation_token= → the Player. */
export const ConfirmationQuery = z.object({ confirmation_token: z.string().max(200).optional() });

/** POST /api/users/confirmation: resend; 204 (422 `validation.already_confirmed` only for your own confirmed address). */
export const ConfirmationResendRequest = z.strictObject({
  user: z.strictObject({ email: Email, captcha: CaptchaToken }),
});
export type ConfirmationResendRequest = z.infer<typeof ConfirmationResendRequest>;

// ---------------------------------------------------------------- POST /api/auth_providers/update_details

/** Fills fields a player is missing; `context` (default `registration`) picks the player_fields rules. 201 → Player. */
export const UpdateDetailsRequest = z.strictObject({
  context: z.string().max(64).optional(),
  user: PlayerFieldValues.extend({ terms_acceptance: z.boolean().optional() }).strict(),
});
export type UpdateDetailsRequest = z.infer<typeof UpdateDetailsRequest>;

// ---------------------------------------------------------------- /api/v2/player/two_factor

/** GET: the secret being set up and its QR code (`data:image/png;base64,…`); 204 once 2FA is on. */
export const TwoFactorSetup = z.object({ otp_secret: z.string(), data: z.string() });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

const AuthenticationCode = requiredString(16)
  .trim()
  .regex(/^\d{6}$/, 'auth.invalid_otp');

/** POST: turns 2FA on (204). */
export const TwoFactorEnableRequest = z.strictObject({
  two_factor: z.strictObject({ otp_secret: requiredString(128), authentication_code: AuthenticationCode }),
});
export type TwoFactorEnableRequest = z.infer<typeof TwoFactorEnableRequest>;

/** DELETE (JSON body): turns 2FA off (204). */
export const TwoFactorDisableRequest = z.strictObject({
  two_factor: z.strictObject({ authentication_code: AuthenticationCode }),
});
export type TwoFactorDisableRequest = z.infer<typeof TwoFactorDisableRequest>;

// ---------------------------------------------------------------- /api/player/sessions

export const PlayerSession = z.object({
  id: z.number().int(),
  ip: z.string().nullable(),
  country: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  /** This browser's session. */
  current: z.boolean(),
});
export type PlayerSession = z.infer<typeof PlayerSession>;
export const PlayerSessions = z.array(PlayerSession);

// ---------------------------------------------------------------- GET /api/captcha/challenge

/** An ALTCHA (v1 proof-of-work) challenge, what the `altcha` widget's `challengeurl` expects. */
export const CaptchaChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;
