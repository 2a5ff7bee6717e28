import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { currencies, jackpotLevels, jackpots, jackpotWins } from '../../db/schema/index.ts';

export type JackpotRow = typeof jackpots.$inferSelect;
export type JackpotLevelRow = typeof jackpotLevels.$inferSelect;

export const listJackpots = (db: Db) =>
  db.select().from(jackpots).orderBy(asc(jackpots.position), asc(jackpots.id));

/** Levels of the jackpots, top level (index 0) first. */
export const listLevels = (db: Db, jackpotIds: number[]) =>
  jackpotIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(jackpotLevels)
        .where(inArray(jackpotLevels.jackpotId, jackpotIds))
        .orderBy(asc(jackpotLevels.jackpotId), asc(jackpotLevels.index));

export const JACKPOT_WINS_LIMIT = 50;

export const listLatestWins = (db: Db) =>
  db
    .select({
      userName: jackpotWins.userName,
      createdAt: jackpotWins.createdAt,
      approvedAt: jackpotWins.approvedAt,
      amountCents: jackpotWins.amountCents,
      originalAmountCents: jackpotWins.originalAmountCents,
      jackpotName: jackpots.name,
      jackpotExternalId: jackpots.externalId,
      jackpotCurrency: jackpots.currency,
      levelName: jackpotLevels.name,
      levelIdentifier: jackpotLevels.identifier,
    })
    .from(jackpotWins)
    .innerJoin(jackpots, eq(jackpots.id, jackpotWins.jackpotId))
    .innerJoin(jackpotLevels, eq(jackpotLevels.id, jackpotWins.levelId))
    .orderBy(desc(jackpotWins.createdAt), desc(jackpotWins.id))
    .limit(JACKPOT_WINS_LIMIT);

export const listSubunits = (db: Db) =>
  db.select({ code: currencies.code, subunitsToUnit: currencies.subunitsToUnit }).from(currencies);
