import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { accounts, users } from './users.ts';

/**
 * Game providers allowed to call the seamless-wallet protocol (`/wallet/v1/*`), each signing its
 * requests with its secret. Orbit's own `orbit-house` is not listed: its secret derives from the server secret.
 */
export const walletProviders = pgTable('wallet_providers', {
  key: text('key').primaryKey(),
  secret: text('secret').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: tz('created_at').notNull().defaultNow(),
  /** When the secret was last replaced (null: never rotated). */
  rotatedAt: tz('rotated_at'),
  /**
   * The secret before the last rotation, still accepted until `previous_valid_until` so the
   * provider can switch without refused requests; null once no longer valid.
   */
  previousSecret: text('previous_secret'),
  previousValidUntil: tz('previous_valid_until'),
});

/**
 * One money operation (a provider's bet / win / rollback, an adjustment, a jackpot win), kept
 * once per idempotency key with the answer it got, so a repeat returns that answer and moves nothing.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `p:<provider>:<action_id>` for the protocol, `i:<key>` for the casino's own credits. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** bet | win | rollback | adjustment | jackpot_win */
    kind: text('kind').notNull(),
    /** ok; a bet: rolled_back, or cancelled when its rollback came first; a rollback: tombstone or noop. */
    status: text('status').notNull().default('ok'),
    providerKey: text('provider_key'),
    actionId: text('action_id'),
    roundId: text('round_id'),
    game: text('game'),
    /** A rollback's target (the bet's action id). */
    refActionId: text('ref_action_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** What the request asked for (a bet's stake, a win's amount; a rollback's: 0). */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** What moved on the player's real and bonus pockets (signed; a bet's are negative). */
    realCents: bigint('real_cents', { mode: 'number' }).notNull().default(0),
    bonusCents: bigint('bonus_cents', { mode: 'number' }).notNull().default(0),
    closeRound: boolean('close_round').notNull().default(false),
    memo: text('memo'),
    /** The answer first given (status and body), returned again for a repeat. */
    response: jsonb('response').$type<{ status: number; body: Record<string, unknown> }>().notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_transactions_idempotency_idx').on(t.idempotencyKey),
    index('wallet_transactions_ref_idx')
      .on(t.providerKey, t.refActionId)
      .where(sql`${t.refActionId} is not null`),
    index('wallet_transactions_round_idx').on(t.providerKey, t.roundId),
    index('wallet_transactions_user_idx').on(t.userId, t.id),
    // Periods of play (cashback's net losses) read the transactions of a time range.
    index('wallet_transactions_created_idx').on(t.createdAt),
  ],
);

/**
 * Double-entry ledger: every transaction that moves money writes rows summing to zero — the player's
 * account side (per pocket, real or bonus) and the other side (a system account such as
 * `provider:orbit-house` or `operator`). Sum of an account's rows = its balance, always.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => walletTransactions.id, { onDelete: 'cascade' }),
    /** The player's account, or null for the system side. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    systemAccount: text('system_account'),
    /** real | bonus (the player's side); `real` on the system side. */
    pocket: text('pocket').notNull().default('real'),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The account's balance (both pockets) after this row; null on the system side. */
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wallet_ledger_account_idx').on(t.accountId, t.id),
    index('wallet_ledger_transaction_idx').on(t.transactionId),
    check('wallet_ledger_one_side', sql`(${t.accountId} is null) <> (${t.systemAccount} is null)`),
    check('wallet_ledger_pocket', sql`${t.pocket} in ('real', 'bonus')`),
  ],
);

/** A provider's round: open until a win closes it; a bet on a closed round is refused. */
export const walletRounds = pgTable(
  'wallet_rounds',
  {
    providerKey: text('provider_key').notNull(),
    roundId: text('round_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    game: text('game'),
    /** What the round's bets took, per pocket (positive), to split its wins the same way. */
    betRealCents: bigint('bet_real_cents', { mode: 'number' }).notNull().default(0),
    betBonusCents: bigint('bet_bonus_cents', { mode: 'number' }).notNull().default(0),
    bets: integer('bets').notNull().default(0),
    closedAt: tz('closed_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.providerKey, t.roundId] }),
    // The back office's measured RTP reads the rounds closed in a period.
    index('wallet_rounds_closed_idx').on(t.closedAt),
  ],
);
