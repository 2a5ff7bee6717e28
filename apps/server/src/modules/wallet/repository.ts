import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  currencies,
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

function selectAccount(db: Db, userId: number, currency: string) {
  return db
    .select({
      id: accounts.id,
      userId: accounts.userId,
      currency: accounts.currency,
      amountCents: accounts.amountCents,
      availableToCashoutCents: accounts.availableToCashoutCents,
      activeCurrency: users.currency,
      currencyEnabled: currencies.enabled,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .leftJoin(currencies, eq(currencies.code, accounts.currency))
    .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency)));
}

/** The player's account of a currency, locked for the transaction (SELECT … FOR UPDATE). */
export async function lockAccount(tx: Db, userId: number, currency: string) {
  const [row] = await selectAccount(tx, userId, currency).for('update', { of: accounts });
  return row;
}
export type LockedAccount = NonNullable<Awaited<ReturnType<typeof lockAccount>>>;

/** The account without a lock (the protocol's `balance`). */
export async function readAccount(db: Db, userId: number, currency: string) {
  const [row] = await selectAccount(db, userId, currency);
  return row;
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

/** The first rollback naming `actionId` as its bet (a tombstone when it came before the bet). */
export async function findRollbackOf(db: Db, providerKey: string, actionId: string) {
  const [row] = await db
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.providerKey, providerKey),
        eq(walletTransactions.refActionId, actionId),
        eq(walletTransactions.kind, 'rollback'),
      ),
    )
    .orderBy(walletTransactions.id)
    .limit(1);
  return row;
}

export async function insertTransaction(db: Db, values: TransactionInsert): Promise<TransactionRow> {
  const [row] = await db.insert(walletTransactions).values(values).returning();
  return row!;
}

export async function setTransactionStatus(db: Db, id: number, status: string) {
  await db.update(walletTransactions).set({ status }).where(eq(walletTransactions.id, id));
}

export async function insertLedger(db: Db, rows: LedgerInsert[]) {
  if (rows.length > 0) await db.insert(walletLedger).values(rows);
}

export async function setBalance(db: Db, accountId: number, amountCents: number, realCents: number) {
  await db
    .update(accounts)
    .set({ amountCents, availableToCashoutCents: realCents })
    .where(eq(accounts.id, accountId));
}

export async function findRound(db: Db, providerKey: string, roundId: string) {
  const [row] = await db
    .select()
    .from(walletRounds)
    .where(and(eq(walletRounds.providerKey, providerKey), eq(walletRounds.roundId, roundId)))
    .limit(1);
  return row;
}

export async function insertRound(db: Db, values: typeof walletRounds.$inferInsert) {
  await db.insert(walletRounds).values(values);
}

/** Adds to (or, for a rollback, takes from) what the round's bets took, and closes it when asked. */
export async function updateRound(
  db: Db,
  providerKey: string,
  roundId: string,
  change: { realCents?: number; bonusCents?: number; bets?: number; closedAt?: Date },
) {
  await db
    .update(walletRounds)
    .set({
      betRealCents: sql`${walletRounds.betRealCents} + ${change.realCents ?? 0}`,
      betBonusCents: sql`${walletRounds.betBonusCents} + ${change.bonusCents ?? 0}`,
      bets: sql`${walletRounds.bets} + ${change.bets ?? 0}`,
      ...(change.closedAt ? { closedAt: change.closedAt } : {}),
    })
    .where(and(eq(walletRounds.providerKey, providerKey), eq(walletRounds.roundId, roundId)));
}

export async function findProvider(db: Db, key: string) {
  const [row] = await db.select().from(walletProviders).where(eq(walletProviders.key, key)).limit(1);
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
  },
): Promise<number> {
  const t = movement.transaction;
  const parts: SQL[] = [
    sql`t as (insert into wallet_transactions (idempotency_key, kind, status, provider_key, action_id, round_id, game,
        ref_action_id, user_id, account_id, currency, amount_cents, real_cents, bonus_cents, close_round, memo, response, created_at)
      values (${t.idempotencyKey}, ${t.kind}, ${t.status ?? 'ok'}, ${t.providerKey ?? null}, ${t.actionId ?? null},
        ${t.roundId ?? null}, ${t.game ?? null}, ${t.refActionId ?? null}, ${t.userId}, ${t.accountId}, ${t.currency},
        ${t.amountCents}, ${t.realCents ?? 0}, ${t.bonusCents ?? 0}, ${t.closeRound ?? false}, ${t.memo ?? null},
        ${JSON.stringify(t.response)}::jsonb, ${t.createdAt ?? new Date()})
      returning id)`,
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
  const result = await db.execute(sql`with ${sql.join(parts, sql`, `)} select id from t`);
  const [row] = (result as unknown as { rows: Array<{ id: number | string | bigint }> }).rows;
  return Number(row!.id);
}

/**
 * What a bet needs to see after the lock, in one round trip: the transaction of its own action id
 * (a repeat), a rollback naming it (a tombstone), and the round.
 */
export async function findBetContext(
  db: Db,
  providerKey: string,
  idempotencyKey: string,
  actionId: string,
  roundId: string,
) {
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(
      or(
        eq(walletTransactions.idempotencyKey, idempotencyKey),
        and(
          eq(walletTransactions.providerKey, providerKey),
          eq(walletTransactions.refActionId, actionId),
          eq(walletTransactions.kind, 'rollback'),
        ),
      ),
    )
    .orderBy(walletTransactions.id);
  return {
    existing: rows.find((r) => r.idempotencyKey === idempotencyKey),
    tombstone: rows.find((r) => r.kind === 'rollback' && r.refActionId === actionId),
    round: await findRound(db, providerKey, roundId),
  };
}

/** Transactions by idempotency key, in one round trip (a rollback and its bet). */
export async function findTransactions(db: Db, keys: string[]) {
  return db.select().from(walletTransactions).where(inArray(walletTransactions.idempotencyKey, keys));
}
