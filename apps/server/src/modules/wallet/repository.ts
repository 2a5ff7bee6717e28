import { and, asc, eq, gt, gte, inArray, isNull, lt, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import {
  accounts,
  users,
  walletLedger,
  walletProviders,
  walletRounds,
  walletTransactions,
} from '../../db/schema/index.ts';

export type TransactionRow = typeof walletTransactions.$inferSelect;
export type TransactionInsert = typeof walletTransactions.$inferInsert;
export type RoundRow = typeof walletRounds.$inferSelect;
export type LedgerInsert = typeof walletLedger.$inferInsert;

type RawRow = Record<string, unknown>;

/**
 * Rows a module writes in the bet's own statement, so they cost no round trip of their own: CTEs
 * that may read `t` (the bet's transaction: `select id from t`), named with the module's prefix,
 * and the columns read back from them (scalar sub-selects: null when a CTE wrote nothing).
 */
export interface StatementPart {
  ctes: SQL;
  columns: SQL;
}

/** The columns the bet's statement read back, by the names the modules' parts gave them. */
export type WrittenAlongside = Readonly<Record<string, unknown>>;

/**
 * Rows of a raw, prepared statement: the hot path skips the query builder (3× the CPU of the
 * statement under load) and PostgreSQL plans each statement once per connection.
 */
const rawRows = (db: Db, query: SQL) => queryPrepared<RawRow>(db, query);

// Drivers differ: node-postgres gives int8 as a string, PGlite as a number; to_jsonb gives timestamps as text.
const int = (value: unknown): number => Number(value);
const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const time = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

export interface LockedAccount {
  id: number;
  userId: number;
  currency: string;
  amountCents: number;
  availableToCashoutCents: number;
  /** The player's active currency and whether this account's currency is enabled (the Account shape). */
  activeCurrency: string;
  currencyEnabled: boolean | null;
  /** The bonus wagering on the account, if any. */
  wageringBonusId: number | null;
}

const toAccount = (r: RawRow): LockedAccount => ({
  id: int(r.id),
  userId: int(r.user_id),
  wageringBonusId:
    r.wagering_bonus_id === null || r.wagering_bonus_id === undefined ? null : int(r.wagering_bonus_id),
  currency: String(r.currency),
  amountCents: int(r.amount_cents),
  availableToCashoutCents: int(r.available_to_cashout_cents),
  activeCurrency: String(r.active_currency),
  currencyEnabled:
    r.currency_enabled === null || r.currency_enabled === undefined ? null : Boolean(r.currency_enabled),
});

const accountQuery = (userId: number, currency: string) =>
  sql`select a.id, a.user_id, a.currency, a.amount_cents, a.available_to_cashout_cents, a.wagering_bonus_id,
      u.currency as active_currency, c.enabled as currency_enabled
    from accounts a join users u on u.id = a.user_id left join currencies c on c.code = a.currency
    where a.user_id = ${userId} and a.currency = ${currency}`;

/** The player's account of a currency, locked for the transaction (SELECT … FOR UPDATE). */
export async function lockAccount(
  tx: Db,
  userId: number,
  currency: string,
): Promise<LockedAccount | undefined> {
  const [row] = await rawRows(tx, sql`${accountQuery(userId, currency)} for update of a`);
  return row ? toAccount(row) : undefined;
}

/**
 * Holds every account of the player still (a share lock, in id order) for a reader that must see
 * no money movement of theirs in flight: it fails at once (lock_not_available, 55P03) rather than
 * wait while one is, so it never delays a bet for long.
 */
export async function shareAccountsNowait(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select id from accounts where user_id = ${userId} order by id for share nowait`);
}

/** The account without a lock (the protocol's `balance`). */
export async function readAccount(
  db: Db,
  userId: number,
  currency: string,
): Promise<LockedAccount | undefined> {
  const [row] = await rawRows(db, accountQuery(userId, currency));
  return row ? toAccount(row) : undefined;
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
}

/** Opens a zero account if the player has none in the currency (the casino's own credits). */
export async function ensureAccount(db: Db, userId: number, currency: string, at: Date) {
  await db.insert(accounts).values({ userId, currency, createdAt: at }).onConflictDoNothing();
}

export async function findTransaction(db: Db, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.idempotencyKey, idempotencyKey))
    .limit(1);
  return row;
}

export async function setTransactionStatus(db: Db, id: number, status: string) {
  await db.update(walletTransactions).set({ status }).where(eq(walletTransactions.id, id));
}

export async function findProvider(db: Db, key: string) {
  const [row] = await db.select().from(walletProviders).where(eq(walletProviders.key, key)).limit(1);
  return row;
}
export type ProviderRow = typeof walletProviders.$inferSelect;

export const listProviderRows = (db: Db) =>
  db.select().from(walletProviders).orderBy(asc(walletProviders.key));

/** The new provider, or undefined when the key is taken. */
export async function insertProviderIfNew(db: Db, values: typeof walletProviders.$inferInsert) {
  const [row] = await db.insert(walletProviders).values(values).onConflictDoNothing().returning();
  return row;
}

/** One statement: the current secret becomes the previous one (valid until `until`, or not at all). */
export async function rotateProviderSecret(
  db: Db,
  key: string,
  secret: string,
  until: Date | null,
  at: Date,
) {
  const [row] = await db
    .update(walletProviders)
    .set({
      previousSecret: until ? sql`${walletProviders.secret}` : null,
      previousValidUntil: until,
      secret,
      rotatedAt: at,
    })
    .where(eq(walletProviders.key, key))
    .returning();
  return row;
}

export async function setProviderActive(db: Db, key: string, active: boolean) {
  const [row] = await db
    .update(walletProviders)
    .set({ active })
    .where(eq(walletProviders.key, key))
    .returning();
  return row;
}

/** Sum of the account's ledger rows, per pocket (tests and audits: it must equal the balance). */
export async function ledgerSums(db: Db, accountId: number) {
  const rows = await db
    .select({
      pocket: walletLedger.pocket,
      total: sql<string>`coalesce(sum(${walletLedger.amountCents}), 0)`,
    })
    .from(walletLedger)
    .where(eq(walletLedger.accountId, accountId))
    .groupBy(walletLedger.pocket);
  const of = (pocket: string) => Number(rows.find((r) => r.pocket === pocket)?.total ?? 0);
  return { real: of('real'), bonus: of('bonus') };
}

export type RoundWrite =
  | { open: typeof walletRounds.$inferInsert }
  | {
      change: {
        providerKey: string;
        roundId: string;
        realCents?: number;
        bonusCents?: number;
        bets?: number;
        closedAt?: Date;
      };
    };

function roundStatement(write: RoundWrite): SQL {
  if ('open' in write) {
    const r = write.open;
    return sql`insert into wallet_rounds (provider_key, round_id, user_id, currency, game, bet_real_cents, bet_bonus_cents, bets, created_at)
      values (${r.providerKey}, ${r.roundId}, ${r.userId}, ${r.currency}, ${r.game ?? null}, ${r.betRealCents ?? 0},
              ${r.betBonusCents ?? 0}, ${r.bets ?? 0}, ${r.createdAt ?? new Date()})`;
  }
  const c = write.change;
  return sql`update wallet_rounds set bet_real_cents = bet_real_cents + ${c.realCents ?? 0},
      bet_bonus_cents = bet_bonus_cents + ${c.bonusCents ?? 0}, bets = bets + ${c.bets ?? 0},
      closed_at = coalesce(${c.closedAt ?? null}::timestamptz, closed_at)
    where provider_key = ${c.providerKey} and round_id = ${c.roundId}`;
}

/**
 * One money movement in ONE statement (a round trip matters under load): the transaction row, its
 * ledger rows, the account's new balance and the round's change, as data-modifying CTEs of the
 * same snapshot. Returns the transaction's id.
 */
export async function writeMovement(
  db: Db,
  movement: {
    transaction: TransactionInsert;
    ledger: Array<Omit<LedgerInsert, 'transactionId'>>;
    balance?: { accountId: number; amountCents: number; realCents: number };
    round?: RoundWrite;
    /** Other modules' rows written with this movement (comp points with a bet). */
    alongside?: StatementPart;
  },
): Promise<{ id: number; written: WrittenAlongside }> {
  const t = movement.transaction;
  const parts: SQL[] = [
    sql`t as (insert into wallet_transactions (idempotency_key, kind, status, provider_key, action_id, round_id, game,
        ref_action_id, user_id, account_id, currency, amount_cents, real_cents, bonus_cents, close_round, memo, response, created_at)
      values (${t.idempotencyKey}, ${t.kind}, ${t.status ?? 'ok'}, ${t.providerKey ?? null}, ${t.actionId ?? null},
        ${t.roundId ?? null}, ${t.game ?? null}, ${t.refActionId ?? null}, ${t.userId}, ${t.accountId}, ${t.currency},
        ${t.amountCents}, ${t.realCents ?? 0}, ${t.bonusCents ?? 0}, ${t.closeRound ?? false}, ${t.memo ?? null},
        ${JSON.stringify(t.response)}::jsonb, ${t.createdAt ?? new Date()})
      returning id, created_at)`,
  ];
  if (movement.ledger.length > 0) {
    const rows = movement.ledger.map(
      (l) =>
        sql`(${l.accountId ?? null}::int, ${l.systemAccount ?? null}::text, ${l.pocket ?? 'real'}::text, ${l.currency}::text,
          ${l.amountCents}::bigint, ${l.balanceAfterCents ?? null}::bigint, ${l.createdAt ?? new Date()}::timestamptz)`,
    );
    parts.push(sql`l as (insert into wallet_ledger (transaction_id, account_id, system_account, pocket, currency, amount_cents,
        balance_after_cents, created_at)
      select t.id, v.* from t, (values ${sql.join(rows, sql`, `)}) as v(a, s, p, c, amt, bal, at))`);
  }
  if (movement.balance) {
    const b = movement.balance;
    parts.push(sql`b as (update accounts set amount_cents = ${b.amountCents}, available_to_cashout_cents = ${b.realCents}
      where id = ${b.accountId})`);
  }
  if (movement.round) parts.push(sql`r as (${roundStatement(movement.round)})`);
  const alongside = movement.alongside;
  if (alongside) parts.push(alongside.ctes);
  const [row] = await queryPrepared<{ id: number | string | bigint }>(
    db,
    sql`with ${sql.join(parts, sql`, `)} select t.id${alongside ? sql`, ${alongside.columns}` : sql``} from t`,
  );
  return { id: Number(row!.id), written: row! };
}

const toTransaction = (r: RawRow): TransactionRow => ({
  id: int(r.id),
  idempotencyKey: String(r.idempotency_key),
  kind: String(r.kind),
  status: String(r.status),
  providerKey: text(r.provider_key),
  actionId: text(r.action_id),
  roundId: text(r.round_id),
  game: text(r.game),
  refActionId: text(r.ref_action_id),
  userId: int(r.user_id),
  accountId: int(r.account_id),
  currency: String(r.currency),
  amountCents: int(r.amount_cents),
  realCents: int(r.real_cents),
  bonusCents: int(r.bonus_cents),
  closeRound: Boolean(r.close_round),
  memo: text(r.memo),
  response: (typeof r.response === 'string'
    ? JSON.parse(r.response)
    : r.response) as TransactionRow['response'],
  createdAt: time(r.created_at) ?? new Date(0),
});

const toRound = (r: RawRow): RoundRow => ({
  providerKey: String(r.provider_key),
  roundId: String(r.round_id),
  userId: int(r.user_id),
  currency: String(r.currency),
  game: text(r.game),
  betRealCents: int(r.bet_real_cents),
  betBonusCents: int(r.bet_bonus_cents),
  bets: int(r.bets),
  closedAt: time(r.closed_at),
  createdAt: time(r.created_at) ?? new Date(0),
});

export type ContextRow = { what: unknown; data: unknown };

/** An action's context from its rows: the transactions (by key, and a tombstone naming `refActionId`) and the round. */
function contextOf(rows: ContextRow[], refActionId: string | null, withLimits: boolean) {
  const parse = (row: unknown) => (typeof row === 'string' ? JSON.parse(row) : row) as RawRow;
  const transactions = rows
    .filter((r) => r.what === 'transaction')
    .map((r) => toTransaction(parse(r.data)))
    .sort((a, b) => a.id - b.id);
  const round = rows.find((r) => r.what === 'round');
  return {
    byKey: (key: string) => transactions.find((t) => t.idempotencyKey === key),
    tombstone: refActionId
      ? transactions.find((t) => t.kind === 'rollback' && t.refActionId === refActionId)
      : undefined,
    round: round ? toRound(parse(round.data)) : undefined,
    /** The player's active limits as rows, when the action asked for them (`withLimits`). */
    limits: withLimits ? rows.filter((r) => r.what === 'limit').map((r) => parse(r.data)) : undefined,
  };
}

export type ActionContext = ReturnType<typeof contextOf>;

/**
 * What a provider action reads with its lock: its transactions' keys, a tombstone's action id, its
 * round, and (a bet) the player's active limits for the bet guard.
 */
export interface ActionReads {
  providerKey: string;
  keys: string[];
  refActionId: string | null;
  roundId: string;
  withLimits: boolean;
}

export type LockedWithContext = { account: LockedAccount; context: ActionContext };

/** The rows of `wallet_lock_context`, read: undefined when no account was locked. */
export function lockedWithContext(rows: ContextRow[], action: ActionReads): LockedWithContext | undefined {
  const locked = rows.find((r) => r.what === 'account');
  if (!locked) return undefined;
  const data = typeof locked.data === 'string' ? JSON.parse(locked.data) : locked.data;
  return {
    account: toAccount(data as RawRow),
    context: contextOf(rows, action.refActionId, action.withLimits),
  };
}

/**
 * A provider action's first round trip (the database function `wallet_lock_context`): the
 * player's account locked, then what the action needs to see, each read in a snapshot taken
 * after the lock (what the lock's previous holder committed is seen): the transactions of `keys`
 * (its own: a repeat; a rollback's bet), a rollback naming `refActionId` (a tombstone), and the
 * round. Undefined: no such account.
 */
export async function lockAccountWithContext(
  tx: Db,
  userId: number,
  currency: string,
  action: ActionReads,
): Promise<LockedWithContext | undefined> {
  const rows = await queryPrepared<ContextRow>(
    tx,
    sql`select what, data from wallet_lock_context(${userId}::int, ${currency}::text, ${action.providerKey}::text,
      ${sql.param(action.keys)}::text[], ${action.refActionId}::text, ${action.roundId}::text,
      ${action.withLimits}::boolean)`,
  );
  return lockedWithContext(rows, action);
}

/**
 * `lockAccountWithContext`'s statement as text, its values inlined by `literal` (the driver's
 * quoting), for a round trip that sends it with the transaction's BEGIN (begin-with.ts).
 */
export function lockContextText(
  literal: (value: string) => string,
  userId: number,
  currency: string,
  action: ActionReads,
): string {
  const orNull = (value: string | null) => (value === null ? 'null' : literal(value));
  const keys = action.keys.map(literal).join(', ');
  return `select what, data from wallet_lock_context(${Math.trunc(userId)}::int, ${literal(currency)}::text,
    ${literal(action.providerKey)}::text, array[${keys}]::text[], ${orNull(action.refActionId)}::text, ${literal(action.roundId)}::text,
    ${action.withLimits}::boolean)`;
}

/** Whether another open round of the player's currency holds bonus money (its win is still to come). */
export async function hasOpenBonusRound(
  tx: Db,
  userId: number,
  currency: string,
  except: { providerKey: string; roundId: string } | null,
): Promise<boolean> {
  const rows = await tx
    .select({ roundId: walletRounds.roundId })
    .from(walletRounds)
    .where(
      and(
        eq(walletRounds.userId, userId),
        eq(walletRounds.currency, currency),
        isNull(walletRounds.closedAt),
        gt(walletRounds.betBonusCents, 0),
        except
          ? not(
              and(
                eq(walletRounds.providerKey, except.providerKey),
                eq(walletRounds.roundId, except.roundId),
              )!,
            )
          : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Each player's net real-money loss per currency over [from, to): the real money their provider
 * actions took (bets) less what they gave back (wins, rollbacks). Deposits, withdrawals,
 * adjustments and bonus movements are not play. Only players who lost.
 */
export async function sumNetRealLosses(db: Db, from: Date, to: Date) {
  const rows = await db
    .select({
      userId: walletTransactions.userId,
      currency: walletTransactions.currency,
      lossCents: sql<string>`-sum(${walletTransactions.realCents})`,
    })
    .from(walletTransactions)
    .where(
      and(
        inArray(walletTransactions.kind, ['bet', 'win', 'rollback']),
        gte(walletTransactions.createdAt, from),
        lt(walletTransactions.createdAt, to),
      ),
    )
    .groupBy(walletTransactions.userId, walletTransactions.currency)
    .having(sql`sum(${walletTransactions.realCents}) < 0`)
    .orderBy(walletTransactions.userId, walletTransactions.currency);
  return rows.map((row) => ({
    userId: row.userId,
    currency: row.currency,
    lossCents: Number(row.lossCents),
  }));
}

/** Marks the bonus now wagering on the account (null: none). */
export async function setWageringBonus(tx: Db, accountId: number, giftId: number | null) {
  await tx.update(accounts).set({ wageringBonusId: giftId }).where(eq(accounts.id, accountId));
}
