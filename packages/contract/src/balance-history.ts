import { z } from 'zod';

/**
 * Why the player's money moved: a game round (bets, wins, rollbacks), a payment (deposits,
 * withdrawals reserved or released), a bonus (credited, converted to real money, forfeited), a prize
 * (tournament, lottery, jackpot), an operator's adjustment, or a kind this list does not know yet.
 */
export const BALANCE_CAUSES = ['round', 'payment', 'bonus', 'prize', 'adjustment', 'other'] as const;
export const BalanceCause = z.enum(BALANCE_CAUSES, 'validation.invalid_value');
export type BalanceCause = z.infer<typeof BalanceCause>;

/** What a movement points at: the round, payment, bonus (gift), competition or jackpot it came from. */
export const BALANCE_REFERENCE_TYPES = [
  'round',
  'payment',
  'bonus',
  'tournament',
  'lottery',
  'jackpot',
  'adjustment',
] as const;
export const BalanceReference = z.object({
  type: z.enum(BALANCE_REFERENCE_TYPES),
  /** The round id, payment id, gift id, tournament or lottery id, jackpot level; null when unknown. */
  id: z.string().nullable(),
});
export type BalanceReference = z.infer<typeof BalanceReference>;

const Day = z.iso.date();
const Moment = z.iso.datetime({ offset: true });
/** A day (`YYYY-MM-DD`, UTC: `from` is its start, `to` includes the whole day) or a moment with its offset. */
const Bound = z
  .string()
  .max(40, 'validation.invalid_format')
  .refine((value) => Day.safeParse(value).success || Moment.safeParse(value).success, {
    message: 'validation.invalid_format',
  });

/** The period's bounds as times: `[from, to)`, a day `to` meaning up to the next day's start. */
export function historyPeriod(query: { from?: string; to?: string }): { from?: Date; to?: Date } {
  const day = (value: string) => Day.safeParse(value).success;
  const from =
    query.from === undefined ? undefined : new Date(day(query.from) ? `${query.from}T00:00:00Z` : query.from);
  let to: Date | undefined;
  if (query.to !== undefined) {
    to = day(query.to) ? new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) : new Date(query.to);
  }
  return { from, to };
}

export const BALANCE_HISTORY_PAGE_SIZE = 20;
export const BALANCE_HISTORY_MAX_PAGE_SIZE = 100;

/** `GET /api/player/balance_history?page=&per_page=&currency=&cause=&from=&to=` */
export const BalanceHistoryQuery = z
  .strictObject({
    page: z.coerce.number('validation.integer').int('validation.integer').min(1).max(100_000).default(1),
    per_page: z.coerce
      .number('validation.integer')
      .int('validation.integer')
      .min(1)
      .max(BALANCE_HISTORY_MAX_PAGE_SIZE)
      .default(BALANCE_HISTORY_PAGE_SIZE),
    currency: z
      .string()
      .regex(/^[A-Za-z]{3,5}$/, 'validation.invalid_value')
      .transform((code) => code.toUpperCase())
      .optional(),
    cause: BalanceCause.optional(),
    from: Bound.optional(),
    to: Bound.optional(),
  })
  .refine(
    (query) => {
      if (query.from === undefined || query.to === undefined) return true;
      const { from, to } = historyPeriod(query);
      return from !== undefined && to !== undefined && to > from;
    },
    { path: ['to'], message: 'validation.invalid_value' },
  );
export type BalanceHistoryQuery = z.infer<typeof BalanceHistoryQuery>;

/** One movement of the player's money: what moved (signed, minor units), why, and the balance after. */
export const BalanceMovement = z.object({
  /** The wallet transaction's id. */
  id: z.string(),
  created_at: z.string(),
  currency: z.string(),
  cause: BalanceCause,
  /** The wallet's own name for it: bet, win, rollback, deposit, withdrawal_reserve, bonus_credit … */
  kind: z.string(),
  /** real_cents + bonus_cents: what the account's total moved by. */
  amount_cents: z.number().int(),
  real_cents: z.number().int(),
  bonus_cents: z.number().int(),
  /** The account's total (real and bonus) right after this movement. */
  balance_after_cents: z.number().int(),
  reference: BalanceReference,
  /** The game of a round's movement, else null. */
  game: z.string().nullable(),
  /** An operator's adjustment: its reason; else null. */
  note: z.string().nullable(),
});
export type BalanceMovement = z.infer<typeof BalanceMovement>;

export const BalanceHistoryPage = z.object({
  data: z.array(BalanceMovement),
  pagination: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total_count: z.number().int(),
  }),
});
export type BalanceHistoryPage = z.infer<typeof BalanceHistoryPage>;
