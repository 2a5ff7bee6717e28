import type { Jackpot, JackpotWin, OperatorJackpot } from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import { presentJackpot, presentWin } from './presenter.ts';
import {
  type JackpotLevelRow,
  listJackpots,
  listLatestWins,
  listLevels,
  listSubunits,
} from './repository.ts';

async function jackpotsWithLevels(db: Db) {
  const rows = await listJackpots(db);
  const levels = await listLevels(
    db,
    rows.map((r) => r.id),
  );
  const levelsOf = new Map<number, JackpotLevelRow[]>();
  for (const level of levels)
    levelsOf.set(level.jackpotId, [...(levelsOf.get(level.jackpotId) ?? []), level]);
  return rows.map((row) => ({ row, levels: levelsOf.get(row.id) ?? [] }));
}

export async function jackpotList(db: Db): Promise<Jackpot[]> {
  return (await jackpotsWithLevels(db)).map(({ row, levels }) => presentJackpot(row, levels));
}

/**
 * `{CODE: {provider: amount}}`: per currency and producer, what its active jackpots hold now
 * (every level), in major units of the jackpot's currency.
 */
export async function jackpotTotalsByProvider(db: Db): Promise<Record<string, Record<string, number>>> {
  const subunits = new Map((await listSubunits(db)).map((c) => [c.code, c.subunitsToUnit]));
  const totals: Record<string, Record<string, number>> = {};
  for (const { row, levels } of await jackpotsWithLevels(db)) {
    if (row.state !== 'active') continue;
    const cents = levels.reduce((sum, level) => sum + level.amountCents, 0);
    const producers = new Set(row.games.map((identifier) => identifier.split('/')[0] ?? '').filter(Boolean));
    const byProvider = totals[row.currency] ?? {};
    totals[row.currency] = byProvider;
    for (const producer of producers) byProvider[producer] = (byProvider[producer] ?? 0) + cents;
  }
  for (const [currency, byProvider] of Object.entries(totals)) {
    const unit = subunits.get(currency) ?? 100;
    for (const producer of Object.keys(byProvider)) byProvider[producer] = (byProvider[producer] ?? 0) / unit;
  }
  return totals;
}

export async function latestJackpotWins(db: Db): Promise<JackpotWin[]> {
  return (await listLatestWins(db)).map(presentWin);
}

/** The back office's jackpots: every one, any state, with what each level holds now (minor units). */
export async function operatorJackpots(db: Db): Promise<OperatorJackpot[]> {
  return (await jackpotsWithLevels(db)).map(({ row, levels }) => ({
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    currency: row.currency,
    state: row.state,
    games: row.games,
    levels: levels.map((level) => ({
      identifier: level.identifier,
      name: level.name,
      amount_cents: level.amountCents,
      available_amount_cents: level.availableAmountCents,
      total_amount_cents: level.totalAmountCents,
    })),
  }));
}
