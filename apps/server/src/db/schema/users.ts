import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

/** A player. Money lives in `accounts`; groups and the loyalty level in `user_groups` / `level_id`. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    encryptedPassword: text('encrypted_password').notNull(),
    nickname: text('nickname'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: text('gender'),
    /** ISO date `YYYY-MM-DD`. */
    dateOfBirth: text('date_of_birth'),
    country: text('country'),
    city: text('city'),
    address: text('address'),
    postalCode: text('postal_code'),
    state: text('state'),
    mobilePhone: text('mobile_phone'),
    personalIdNumber: text('personal_id_number'),
    receivePromos: boolean('receive_promos').notNull().default(false),
    receiveSmsPromos: boolean('receive_sms_promos').notNull().default(false),
    receivePromosViaPhoneCalls: boolean('receive_promos_via_phone_calls').notNull().default(false),
    agreedToPartnerPromotions: boolean('agreed_to_partner_promotions').notNull().default(false),
    /** The active wallet currency. */
    currency: text('currency').notNull(),
    language: text('language').notNull().default('en'),
    /** Licence of the mirror the player registered on: CW, EE or other. */
    licenseName: text('license_name').notNull().default('other'),
    levelId: text('level_id').notNull().default('level_1'),
    confirmedAt: tz('confirmed_at'),
    confirmationTokenHash: text('confirmation_token_hash'),
    confirmationSentAt: tz('confirmation_sent_at'),
    resetPasswordTokenHash: text('reset_password_token_hash'),
    resetPasswordSentAt: tz('reset_password_sent_at'),
    termsAcceptedAt: tz('terms_accepted_at'),
    depositBonusCode: text('deposit_bonus_code'),
    canIssueBonuses: boolean('can_issue_bonuses').notNull().default(true),
    verified: boolean('verified').notNull().default(false),
    /** Until when the player is asked to answer the source-of-wealth questionnaire; null: not asked. */
    sowQuestionnaireExpiresAt: tz('sow_questionnaire_expires_at'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** Base32 TOTP secret once 2FA is on; `otpPendingSecret` while it is being set up. */
    otpSecret: text('otp_secret'),
    otpPendingSecret: text('otp_pending_secret'),
    /** TOTP time step of the last accepted code: a code is good once (replay protection). */
    otpLastTimeStep: integer('otp_last_time_step'),
    failedOtpAttempts: integer('failed_otp_attempts').notNull().default(0),
    lockedUntil: tz('locked_until'),
    autoregistered: boolean('autoregistered').notNull().default(false),
    /** Minutes between reality checks (responsible gambling); null: the default of 60. */
    realityCheckMinutes: integer('reality_check_minutes'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    currentSignInAt: tz('current_sign_in_at'),
    lastSignInAt: tz('last_sign_in_at'),
    /** Blocked by an operator: no sign-in, every session ended (null: not blocked). */
    blockedAt: tz('blocked_at'),
    blockedReason: text('blocked_reason'),
    /** The operator who blocked (operators.id). */
    blockedBy: integer('blocked_by'),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_confirmation_token_idx').on(t.confirmationTokenHash),
    uniqueIndex('users_reset_password_token_idx').on(t.resetPasswordTokenHash),
    // The dashboard counts a period's registrations per day.
    index('users_created_idx').on(t.createdAt),
    // The back office's player list sorted by country (`?sort=country`, the id breaks ties).
    index('users_country_idx').on(t.country, t.id),
    // The back office's player search: e-mail and nickname by prefix (any case), phone by the
    // prefix of its digits (stored as typed: `+1 416 555 0142`).
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('users_nickname_prefix_idx').on(sql`lower(${t.nickname}) text_pattern_ops`),
    index('users_phone_digits_prefix_idx').on(
      sql`regexp_replace(${t.mobilePhone}, '[^0-9]', '', 'g') text_pattern_ops`,
    ),
  ],
);

/** Membership of numeric groups (21 tester, 100 multi-account, VIP groups, A/B 543/544 …). */
export const userGroups = pgTable(
  'user_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] }), index('user_groups_group_idx').on(t.groupId)],
);

/**
 * One wallet account per player and currency. Balances change only through the wallet
 * module, each change with its ledger rows; an account opens with zero balance.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    availableToCashoutCents: bigint('available_to_cashout_cents', { mode: 'number' }).notNull().default(0),
    /**
     * The bonus wagering on this account now (kept by the bonus engine with its stage), read with
     * the account's lock: a bet on an account without one asks the engine nothing more.
     */
    wageringBonusId: integer('wagering_bonus_id'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_user_currency_idx').on(t.userId, t.currency)],
);
