import { z } from 'zod';

// ---------------------------------------------------------------- /api/user_limits

/** Limit types (the spec's spelling). */
export const LIMIT_TYPES = ['loss', 'wager', 'deposit', 'session', 'coolingoff', 'selfexclusion'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];
/** Types with an amount per currency. */
export const MONEY_LIMIT_TYPES = ['loss', 'wager', 'deposit'] as const;
/** Types that block play outright while they last, and cannot be removed before their end. */
export const EXCLUSION_LIMIT_TYPES = ['coolingoff', 'selfexclusion'] as const;

/** Money and session limits count over a calendar day, week (from Monday) or month, in UTC. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
/** Cooling-off lasts 24 hours, 7 days or 30 days from when it is set. */
export const COOLING_OFF_PERIODS = ['day', 'week', 'month'] as const;
/** Self-exclusion lasts 6 months, 1 year, 5 years (calendar) or for good. */
export const SELF_EXCLUSION_PERIODS = ['6months', '1year', '5years', 'permanent'] as const;

/** A session limit is between 1 minute and 24 hours. */
export const MAX_SESSION_MINUTES = 24 * 60;
/** A money limit's amount stays within a safe integer of minor units. */
export const MAX_LIMIT_AMOUNT_CENTS = 1_000_000_000_000;

export const periodsOf = (type: LimitType): readonly string[] =>
  type === 'coolingoff'
    ? COOLING_OFF_PERIODS
    : type === 'selfexclusion'
      ? SELF_EXCLUSION_PERIODS
      : LIMIT_PERIODS;

export const isMoneyLimit = (type: string): boolean =>
  (MONEY_LIMIT_TYPES as readonly string[]).includes(type);
export const isExclusionLimit = (type: string): boolean =>
  (EXCLUSION_LIMIT_TYPES as readonly string[]).includes(type);

const LimitAccountBody = z.object({
  currency: z.string().regex(/^[A-Z0-9]{2,10}$/, 'validation.invalid_format'),
  amount_cents: z.number().int().min(0).max(MAX_LIMIT_AMOUNT_CENTS),
});

/**
 * The newer client's spellings (its project config says `cooling_off`, its fixtures `daily`), read
 * as the spec's; answers keep the spec's spelling.
 */
const LIMIT_ALIASES = new Map<string, string>([
  ['cooling_off', 'coolingoff'],
  ['self_exclusion', 'selfexclusion'],
  ['daily', 'day'],
  ['weekly', 'week'],
  ['monthly', 'month'],
]);
const unaliased = (value: unknown) =>
  typeof value === 'string' ? (LIMIT_ALIASES.get(value) ?? value) : value;

/**
 * Create or update (one call, one limit per type and period): money limits send `accounts`,
 * a session limit `minutes`, cooling-off and self-exclusion only their `period`. Other keys the
 * client's limit model carries (id, status, current values …) are ignored.
 */
export const UserLimitBody = z
  .object({
    type: z.preprocess(unaliased, z.enum(LIMIT_TYPES)),
    period: z.preprocess(unaliased, z.string().max(20)),
    accounts: z.array(LimitAccountBody).max(30).optional(),
    minutes: z.number().int().min(1).max(MAX_SESSION_MINUTES).optional(),
  })
  .superRefine((body, ctx) => {
    if (!periodsOf(body.type).includes(body.period)) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: 'validation.invalid_value' });
    }
    if (isMoneyLimit(body.type)) {
      if (!body.accounts || body.accounts.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['accounts'], message: 'validation.required' });
      } else {
        const seen = new Set<string>();
        body.accounts.forEach((account, index) => {
          if (seen.has(account.currency)) {
            ctx.addIssue({
              code: 'custom',
              path: ['accounts', index, 'currency'],
              message: 'validation.duplicate',
            });
          }
          seen.add(account.currency);
        });
      }
    } else if (body.accounts !== undefined && body.accounts.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['accounts'], message: 'validation.not_allowed' });
    }
    if (body.type === 'session' && body.minutes === undefined) {
      ctx.addIssue({ code: 'custom', path: ['minutes'], message: 'validation.required' });
    } else if (body.type !== 'session' && body.minutes !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['minutes'], message: 'validation.not_allowed' });
    }
  });
export type UserLimitBody = z.infer<typeof UserLimitBody>;

export const UserLimitConfirmBody = z.object({ token: z.string().min(1).max(200) });
export type UserLimitConfirmBody = z.infer<typeof UserLimitConfirmBody>;

export const UserLimitAccount = z.object({
  currency: z.string(),
  amount_cents: z.number().int(),
  /** The period's running figure: loss = bets − wins (never below 0), wager = bets, deposit = deposits. */
  current_value_amount_cents: z.number().int(),
  /** The end of the current period window. */
  active_until: z.string(),
});
export type UserLimitAccount = z.infer<typeof UserLimitAccount>;

/** A loosening waiting for its 24 hours and the player's confirmation by the e-mailed link. */
export const UserLimitPending = z.object({
  /** The raised amounts (money limits). */
  accounts: z.array(z.object({ currency: z.string(), amount_cents: z.number().int() })).optional(),
  /** The raised minutes (session limit). */
  minutes: z.number().int().optional(),
  /** The limit goes away. */
  removal: z.boolean(),
  /** From then on the confirmation link works, and the change applies once confirmed. */
  applies_at: z.string(),
});
export type UserLimitPending = z.infer<typeof UserLimitPending>;

/** UserLimit (`id … accounts`), plus Orbit's `minutes`, `current_value_minutes` and `pending`. */
export const UserLimit = z.object({
  id: z.number().int(),
  type: z.enum(LIMIT_TYPES),
  period: z.string(),
  status: z.string(),
  /** Cooling-off / self-exclusion: its end (null: permanent); others: when a pending removal may apply. */
  disable_at: z.string().nullable(),
  /** While a change waits: the last moment its confirmation link works. */
  confirm_until: z.string().nullable(),
  parent_type: z.string().nullable(),
  strategy: z.string().nullable(),
  created_at: z.string().nullable(),
  accounts: z.array(UserLimitAccount).optional(),
  minutes: z.number().int().optional(),
  /** Minutes since this session's sign-in (session limit). */
  current_value_minutes: z.number().int().optional(),
  pending: UserLimitPending.nullable(),
});
export type UserLimit = z.infer<typeof UserLimit>;
export const UserLimits = z.array(UserLimit);

/**
 * A limit is reached when amount − |current value| ≤ 0 for the player's currency;
 * cooling-off and self-exclusion always count as reached (while listed, they are in force).
 */
export function isLimitReached(limit: UserLimit, currency: string): boolean {
  if (isExclusionLimit(limit.type)) return true;
  if (limit.type === 'session') {
    return limit.minutes !== undefined && limit.minutes - Math.abs(limit.current_value_minutes ?? 0) <= 0;
  }
  const account = limit.accounts?.find((a) => a.currency === currency);
  return account !== undefined && account.amount_cents - Math.abs(account.current_value_amount_cents) <= 0;
}

// ---------------------------------------------------------------- reality check (UKGC/MGA)

/** How often the reality check may come, in minutes; 60 unless the player chose otherwise. */
export const REALITY_CHECK_INTERVALS = [15, 30, 60, 120] as const;
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

/** `POST /api/user_limits/reality_check` */
export const RealityCheckBody = z.strictObject({
  interval_minutes: z
    .number()
    .int()
    .refine(
      (value) => (REALITY_CHECK_INTERVALS as readonly number[]).includes(value),
      'validation.invalid_value',
    ),
});
export type RealityCheckBody = z.infer<typeof RealityCheckBody>;

/** `GET /api/user_limits/reality_check`: the interval, and this session's time and money in the player's currency. */
export const RealityCheck = z.object({
  interval_minutes: z.number().int(),
  session_started_at: z.string().nullable(),
  played_minutes: z.number().int(),
  currency: z.string(),
  bets_cents: z.number().int(),
  wins_cents: z.number().int(),
  /** Wins minus bets: what the session has brought the player (negative: lost). */
  net_cents: z.number().int(),
});
export type RealityCheck = z.infer<typeof RealityCheck>;
