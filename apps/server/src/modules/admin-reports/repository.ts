import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { games, producers } from '../../db/schema/index.ts';

/**
 * The reports' reads: aggregates in SQL (GROUP BY, one scan each) over the wallet's transactions,
 * registrations, first deposits and responsible-gambling rows, read-only. Each range is
 * `[from, to)` on an indexed time column (`wallet_transactions_created_idx`, `users_created_idx`,
 * `first_deposits_at_idx`, `user_limits_created_idx`, `limit_refusals_created_idx`); days are UTC.
 */

/** A period as the reads take it: moments (`to` excluded) and its first and last day. */
export interface Span {
  from: Date;
  to: Date;
  firstDay: string;
  lastDay: string;
}

/** Wallet kinds of game rounds: a bet takes (negative real_cents), a rollback gives a bet back, a win pays. */
const ROUND_KINDS = ['bet', 'win', 'rollback'] as const;
/**
 * Real money promotions pay: a wager-free bonus (free-spin winnings without wager too) credited as
 * real, a wagered bonus converted to real (`bonus` side), tournament and lottery money prizes (`prizes`).
 */
export const BONUS_COST_KINDS = [
  'bonus_credit',
  'bonus_convert',
  'tournament_prize',
  'lottery_prize',
] as const;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const day = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const inSpan = (column: SQL, span: Span) =>
  sql`${column} >= ${span.from.toISOString()}::timestamptz and ${column} < ${span.to.toISOString()}::timestamptz`;

/** Real money staked (net of rollbacks), real money won, players who bet: over transactions `t`. */
const ROUND_SUMS = sql`
  coalesce(-sum(t.real_cents) filter (where t.kind in ('bet', 'rollback')), 0) as bets,
  coalesce(sum(t.real_cents) filter (where t.kind = 'win'), 0) as wins,
  count(distinct t.user_id) filter (where t.kind = 'bet' and t.status <> 'cancelled') as players`;

const int = (value: unknown) => Number(value ?? 0);

export interface WalletDay {
  /** null: the period's totals. */
  day: string | null;
  depositsCount: number;
  depositsCents: number;
  withdrawalsCount: number;
  withdrawalsCents: number;
  betsCents: number;
  winsCents: number;
  bonusCostCents: number;
  jackpotWinsCents: number;
  activePlayers: number;
}

/** The wallet's figures of each day with any, and of the whole period (`day` null), in one scan. */
export async function walletDays(db: Db, span: Span, currency: string): Promise<WalletDay[]> {
  const kinds = [...ROUND_KINDS, ...BONUS_COST_KINDS, 'deposit', 'withdrawal_payout', 'jackpot_win'];
  const rows = await queryPrepared<Record<string, unknown>>(
    db,
    sql`
    select t.day,
      count(*) filter (where t.kind = 'deposit') as deposits_count,
      coalesce(sum(t.real_cents) filter (where t.kind = 'deposit'), 0) as deposits_cents,
      count(*) filter (where t.kind = 'withdrawal_payout') as withdrawals_count,
      coalesce(sum(t.amount_cents) filter (where t.kind = 'withdrawal_payout'), 0) as withdrawals_cents,
      coalesce(sum(t.real_cents) filter (where t.kind in (${list(BONUS_COST_KINDS)})), 0) as bonus_cost,
      coalesce(sum(t.real_cents) filter (where t.kind = 'jackpot_win'), 0) as jackpot_wins,
      ${ROUND_SUMS}
    from (
      select ${day(sql`created_at`)} as day, kind, status, user_id, real_cents, amount_cents
      from wallet_transactions
      where currency = ${currency} and ${inSpan(sql`created_at`, span)} and kind in (${list(kinds)})
    ) t
    group by grouping sets ((t.day), ())`,
  );
  return rows.map((r) => ({
    day: (r.day as string | null) ?? null,
    depositsCount: int(r.deposits_count),
    depositsCents: int(r.deposits_cents),
    withdrawalsCount: int(r.withdrawals_count),
    withdrawalsCents: int(r.withdrawals_cents),
    betsCents: int(r.bets),
    winsCents: int(r.wins),
    bonusCostCents: int(r.bonus_cost),
    jackpotWinsCents: int(r.jackpot_wins),
    activePlayers: int(r.players),
  }));
}

export interface DayCount {
  /** null: the period's totals. */
  day: string | null;
  count: number;
  cents: number;
}

/** Players registered per day and in all (whatever their currency). */
export async function registrationsByDay(db: Db, span: Span): Promise<DayCount[]> {
  const rows = await queryPrepared<Record<string, unknown>>(
    db,
    sql`
    select t.day, count(*) as count
    from (select ${day(sql`created_at`)} as day from users where ${inSpan(sql`created_at`, span)}) t
    group by grouping sets ((t.day), ())`,
  );
  return rows.map((r) => ({ day: (r.day as string | null) ?? null, count: int(r.count), cents: 0 }));
}

/** Players' first-ever deposits made in the currency, per day and in all. */
export async function firstDepositsByDay(db: Db, span: Span, currency: string): Promise<DayCount[]> {
  const rows = await queryPrepared<Record<string, unknown>>(
    db,
    sql`
    select t.day, count(*) as count, coalesce(sum(t.amount_cents), 0) as cents
    from (
      select ${day(sql`deposited_at`)} as day, amount_cents from first_deposits
      where currency = ${currency} and ${inSpan(sql`deposited_at`, span)}
    ) t
    group by grouping sets ((t.day), ())`,
  );
  return rows.map((r) => ({
    day: (r.day as string | null) ?? null,
    count: int(r.count),
    cents: int(r.cents),
  }));
}

export type GgrKey = 'game' | 'producer' | 'day' | 'country';

/** How each report names a row, from the round transactions `t` (joined as needed). */
const GROUPINGS: Record<GgrKey, { key: SQL; joins: SQL; order: SQL }> = {
  game: { key: sql`coalesce(t.game, '')`, joins: sql``, order: sql`(bets - wins) desc, key` },
  producer: {
    // A game out of the catalogue is counted under its identifier's first part.
    key: sql`coalesce(g.producer, split_part(coalesce(t.game, ''), '/', 1))`,
    joins: sql`left join games g on g.identifier = t.game`,
    order: sql`(bets - wins) desc, key`,
  },
  day: { key: day(sql`t.created_at`), joins: sql``, order: sql`key` },
  country: {
    key: sql`coalesce(u.country, '')`,
    joins: sql`join users u on u.id = t.user_id`,
    order: sql`(bets - wins) desc, key`,
  },
};

export interface GgrLine {
  key: string;
  betsCents: number;
  winsCents: number;
  players: number;
}

/**
 * One page of a GGR report (biggest GGR first; days in order, every day of the period) and the
 * period's sums over every row, in one statement (the sums' line has n = 0).
 */
export async function ggrPage(
  db: Db,
  by: GgrKey,
  span: Span,
  currency: string,
  page: { limit: number; offset: number },
): Promise<{ lines: GgrLine[]; totals: GgrLine; totalCount: number }> {
  const grouping = GROUPINGS[by];
  const grouped = sql`
    select ${grouping.key} as key, ${ROUND_SUMS}
    from wallet_transactions t ${grouping.joins}
    where t.currency = ${currency} and ${inSpan(sql`t.created_at`, span)} and t.kind in (${list(ROUND_KINDS)})
    group by 1`;
  // Days: every day of the period, quiet ones with zeros.
  const rowsOf =
    by === 'day'
      ? sql`
        select d.key, coalesce(a.bets, 0) as bets, coalesce(a.wins, 0) as wins, coalesce(a.players, 0) as players
        from (
          select to_char(s, 'YYYY-MM-DD') as key
          from generate_series(${span.firstDay}::timestamp, ${span.lastDay}::timestamp, interval '1 day') s
        ) d
        left join (${grouped}) a on a.key = d.key`
      : grouped;
  const rows = await queryPrepared<Record<string, unknown>>(
    db,
    sql`
    with grouped as (${rowsOf}),
    ranked as (select grouped.*, row_number() over (order by ${grouping.order}) as n from grouped)
    select key, bets, wins, players, n from ranked
    where n > ${page.offset}::int and n <= ${page.offset + page.limit}::int
    union all
    select null, coalesce(sum(bets), 0), coalesce(sum(wins), 0), count(*), 0 from ranked
    order by n`,
  );
  const line = (r: Record<string, unknown>): GgrLine => ({
    key: String(r.key ?? ''),
    betsCents: int(r.bets),
    winsCents: int(r.wins),
    players: int(r.players),
  });
  const [sums, ...lines] = rows;
  return {
    lines: lines.map(line),
    totals: { ...line(sums ?? {}), players: 0 },
    totalCount: int(sums?.players),
  };
}

/** The titles of these games (identifier → title) or producers (slug → title) in the catalogue. */
export async function titlesOf(
  db: Db,
  by: 'game' | 'producer',
  keys: string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows =
    by === 'game'
      ? await db
          .select({ key: games.identifier, title: games.title })
          .from(games)
          .where(inArray(games.identifier, keys))
      : await db
          .select({ key: producers.slug, title: producers.title })
          .from(producers)
          .where(inArray(producers.slug, keys));
  return new Map(rows.map((r) => [r.key, r.title]));
}

const SET_LIMIT_TYPES = ['loss', 'wager', 'deposit', 'session'] as const;
const EXCLUSION_TYPES = ['coolingoff', 'selfexclusion'] as const;

/** Loss, wager, deposit and session limits set in the period, per type (removed ones included). */
export async function limitsSet(db: Db, span: Span) {
  const rows = await queryPrepared<Record<string, unknown>>(
    db,
    sql`
    select type, count(*) as count, count(distinct user_id) as players from user_limits
    where ${inSpan(sql`created_at`, span)} and type in (${list(SET_LIMIT_TYPES)})
    group by type order by type`,
  );
  return rows.map((r) => ({ type: String(r.type), count: int(r.count), players: int(r.players) }));
}

/** Cooling-offs and self-exclusions started in the period, per type and (latest) length. */
export async function exclusionsStarted(db: Db, span: Span) {
  const rows = await queryPrepared<Record<string, unknown>>(
    db,
    sql`
    select type, period, count(*) as count from user_limits
    where ${inSpan(sql`created_at`, span)} and type in (${list(EXCLUSION_TYPES)})
    group by type, period order by type, period`,
  );
  return rows.map((r) => ({ type: String(r.type), period: String(r.period), count: int(r.count) }));
}

/** Bets and deposits refused by a limit or an exclusion in the period, per action and reason. */
export async function limitRefusalCounts(db: Db, span: Span) {
  const rows = await queryPrepared<Record<string, unknown>>(
    db,
    sql`
    select action, reason, count(*) as count, count(distinct user_id) as players from limit_refusals
    where ${inSpan(sql`created_at`, span)}
    group by action, reason order by action, reason`,
  );
  return rows.map((r) => ({
    action: r.action === 'deposit' ? ('deposit' as const) : ('bet' as const),
    reason: String(r.reason),
    count: int(r.count),
    players: int(r.players),
  }));
}
