import {
  type BalanceHistoryPage,
  type BalanceHistoryQuery,
  type CurrencyStats,
  historyPeriod,
  type PlayerStats,
} from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { balanceMovements, causeOf, playTotals, referenceOf } from '../wallet/statement.ts';
import { listAccounts } from './repository.ts';

/** Minor units as the reference's major-unit number (`12345`, 100 per unit → `123.45`). */
const major = (cents: number, subunits: number) => cents / subunits;

const zeroStats = (): CurrencyStats => ({
  deposits_count: 0,
  deposits_cents: 0,
  cashouts_count: 0,
  cashouts_cents: 0,
  bets_cents: 0,
  wins_cents: 0,
  net_cents: 0,
  rounds: 0,
});

/**
 * `GET /api/player/stats`: per currency (every account, and any currency the player's money
 * moved in), from the wallet's transactions: deposits that succeeded, withdrawals paid out, stakes
 * of bets that stood, wins, net (wins − bets) and rounds.
 */
export async function playerStats(deps: Deps, user: UserRow): Promise<PlayerStats> {
  const [accounts, totals] = await Promise.all([
    listAccounts(deps.db, user.id),
    playTotals(deps.db, user.id),
  ]);
  const stats: PlayerStats = {
    deposits_count: 0,
    deposits_sum: {},
    cashouts_sum: {},
    bets_sum: {},
    wins_sum: {},
    net_sum: {},
    currencies: {},
    messages: { notice: '' },
  };
  for (const account of accounts) {
    for (const sums of [
      stats.deposits_sum,
      stats.cashouts_sum,
      stats.bets_sum,
      stats.wins_sum,
      stats.net_sum,
    ]) {
      sums[account.currency] = 0;
    }
    stats.currencies[account.currency] = zeroStats();
  }
  for (const t of totals) {
    const net = t.winsCents - t.betsCents;
    stats.deposits_count += t.depositsCount;
    stats.deposits_sum[t.currency] = major(t.depositsCents, t.subunits);
    stats.cashouts_sum[t.currency] = major(t.cashoutsCents, t.subunits);
    stats.bets_sum[t.currency] = major(t.betsCents, t.subunits);
    stats.wins_sum[t.currency] = major(t.winsCents, t.subunits);
    stats.net_sum[t.currency] = major(net, t.subunits);
    stats.currencies[t.currency] = {
      deposits_count: t.depositsCount,
      deposits_cents: t.depositsCents,
      cashouts_count: t.cashoutsCount,
      cashouts_cents: t.cashoutsCents,
      bets_cents: t.betsCents,
      wins_cents: t.winsCents,
      net_cents: net,
      rounds: t.rounds,
    };
  }
  return stats;
}

/** `GET /api/player/balance_history`: one page of the player's own movements, newest first. */
export async function balanceHistory(
  deps: Deps,
  user: UserRow,
  query: BalanceHistoryQuery,
): Promise<BalanceHistoryPage> {
  const { from, to } = historyPeriod(query);
  const { rows, total } = await balanceMovements(
    deps.db,
    user.id,
    { currency: query.currency, cause: query.cause, from, to },
    { limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  return {
    data: rows.map((row) => ({
      id: String(row.id),
      created_at: row.createdAt.toISOString(),
      currency: row.currency,
      cause: causeOf(row.kind),
      kind: row.kind,
      amount_cents: row.realCents + row.bonusCents,
      real_cents: row.realCents,
      bonus_cents: row.bonusCents,
      balance_after_cents: row.balanceAfterCents,
      reference: referenceOf(row),
      game: causeOf(row.kind) === 'round' ? row.game : null,
      // An operator's adjustment tells the player why; other movements' memos are the casino's own.
      note: causeOf(row.kind) === 'adjustment' ? row.memo : null,
    })),
    pagination: { page: query.page, per_page: query.per_page, total_count: total },
  };
}
