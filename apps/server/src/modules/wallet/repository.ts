import { and, eq, sql } from 'drizzle-orm';
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
