import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adventureDays, bonusOffers, compPointEntries, payments } from '../../db/schema/index.ts';

export type AdventureDayRow = typeof adventureDays.$inferSelect;

/** Money per UTC date (`YYYY-MM-DD`). */
export type DaySums = Map<string, number>;

const utcDate = (column: typeof payments.finishedAt | typeof compPointEntries.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

const toSums = (rows: Array<{ day: string; cents: string | number | null }>): DaySums =>
  new Map(rows.map((row) => [row.day, Number(row.cents ?? 0)]));

export interface Span {
  userId: number;
  currency: string;
  from: Date;
  /** Exclusive. */
  until: Date;
}

/** The player's succeeded deposits in a currency per day they arrived (finished), in `[from, until)`. */
export async function depositsPerDay(db: Db, span: Span): Promise<DaySums> {
  const day = utcDate(payments.finishedAt);
  const rows = await db
    .select({ day, cents: sql<string>`sum(${payments.amountCents})` })
    .from(payments)
    .where(
      and(
        eq(payments.userId, span.userId),
        eq(payments.action, 'deposit'),
        eq(payments.state, 'succeeded'),
        eq(payments.currency, span.currency),
        gte(payments.finishedAt, span.from),
        lt(payments.finishedAt, span.until),
      ),
    )
    .groupBy(day);
  return toSums(rows);
}

/**
 * The player's real-money stakes in a currency per day, in `[from, until)`: every real-money bet
 * has its comp-point entry (a rolled-back bet's is gone), so nothing more is written per bet.
 */
export async function realBetsPerDay(db: Db, span: Span): Promise<DaySums> {
  const day = utcDate(compPointEntries.createdAt);
  const rows = await db
    .select({ day, cents: sql<string>`sum(${compPointEntries.realStakeCents})` })
    .from(compPointEntries)
    .where(
      and(
        eq(compPointEntries.userId, span.userId),
        eq(compPointEntries.currency, span.currency),
        gte(compPointEntries.createdAt, span.from),
        lt(compPointEntries.createdAt, span.until),
      ),
    )
    .groupBy(day);
  return toSums(rows);
}

/** The days of one adventure whose prize the player took. */
export async function listClaimedDays(
  db: Db,
  userId: number,
  adventureKey: string,
): Promise<AdventureDayRow[]> {
  return db
    .select()
    .from(adventureDays)
    .where(and(eq(adventureDays.userId, userId), eq(adventureDays.adventureKey, adventureKey)));
}

export async function findClaimedDay(
  db: Db,
  userId: number,
  adventureKey: string,
  day: string,
): Promise<AdventureDayRow | undefined> {
  const [row] = await db
    .select()
    .from(adventureDays)
    .where(
      and(
        eq(adventureDays.userId, userId),
        eq(adventureDays.adventureKey, adventureKey),
        eq(adventureDays.day, day),
      ),
    );
  return row;
}

/** Records a day's prize as taken; false when a row for the day exists already. */
export async function insertClaimedDay(db: Db, row: typeof adventureDays.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(adventureDays)
    .values(row)
    .onConflictDoNothing()
    .returning({ day: adventureDays.day });
  return inserted.length > 0;
}

/** Offer ids by group key (the adventure's prizes are given through named offers). */
export async function findOfferIds(db: Db, groupKeys: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: bonusOffers.id, groupKey: bonusOffers.groupKey, active: bonusOffers.active })
    .from(bonusOffers)
    .where(inArray(bonusOffers.groupKey, groupKeys));
  return new Map(rows.filter((row) => row.active).map((row) => [row.groupKey, row.id]));
}
