import { and, count, eq, gte, lt, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstDeposits, playerAffiliates, playerUtm } from '../../db/schema/index.ts';
import type { UtmValues } from './tags.ts';

export async function insertPlayerAffiliate(db: Db, userId: number, stag: string, at: Date) {
  await db.insert(playerAffiliates).values({ userId, stag, registeredAt: at }).onConflictDoNothing();
}

export async function findPlayerStag(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ stag: playerAffiliates.stag })
    .from(playerAffiliates)
    .where(eq(playerAffiliates.userId, userId));
  return row?.stag ?? null;
}

/** The player's UTM keys unless some are recorded already; whether this call recorded them. */
export async function insertPlayerUtm(db: Db, userId: number, values: UtmValues, at: Date): Promise<boolean> {
  const rows = await db
    .insert(playerUtm)
    .values({
      userId,
      utmSource: values.utm_source ?? null,
      utmMedium: values.utm_medium ?? null,
      utmCampaign: values.utm_campaign ?? null,
      utmContent: values.utm_content ?? null,
      utmTerm: values.utm_term ?? null,
      subId: values.sub_id ?? null,
      recordedAt: at,
    })
    .onConflictDoNothing()
    .returning({ userId: playerUtm.userId });
  return rows.length > 0;
}

/** The deposit, if the player has no first deposit yet (the row's key keeps the first one). */
export async function insertFirstDeposit(
  db: Db,
  deposit: { userId: number; paymentId: number; currency: string; amountCents: number; at: Date },
) {
  await db
    .insert(firstDeposits)
    .values({
      userId: deposit.userId,
      paymentId: deposit.paymentId,
      currency: deposit.currency,
      amountCents: deposit.amountCents,
      depositedAt: deposit.at,
    })
    .onConflictDoNothing();
}

/** Registrations per tag in [from, to): read from the (registered_at, stag) index alone. */
export async function countRegistrations(db: Db, from: Date, to: Date) {
  return db
    .select({ stag: playerAffiliates.stag, registrations: count() })
    .from(playerAffiliates)
    .where(and(gte(playerAffiliates.registeredAt, from), lt(playerAffiliates.registeredAt, to)))
    .groupBy(playerAffiliates.stag);
}

/** First deposits in [from, to) per tag of their player and currency: count and sum. */
export async function sumFirstDeposits(db: Db, from: Date, to: Date) {
  const rows = await db
    .select({
      stag: playerAffiliates.stag,
      currency: firstDeposits.currency,
      count: count(),
      amountCents: sum(firstDeposits.amountCents),
    })
    .from(firstDeposits)
    .innerJoin(playerAffiliates, eq(playerAffiliates.userId, firstDeposits.userId))
    .where(and(gte(firstDeposits.depositedAt, from), lt(firstDeposits.depositedAt, to)))
    .groupBy(playerAffiliates.stag, firstDeposits.currency)
    .orderBy(playerAffiliates.stag, firstDeposits.currency);
  // `sum` of a bigint is a numeric, which the drivers hand over as text.
  return rows.map((row) => ({ ...row, amountCents: Number(row.amountCents ?? 0) }));
}
