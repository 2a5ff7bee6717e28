import {
  type AffiliateReportQuery,
  type Dashboard,
  type DashboardDay,
  type DashboardFigures,
  type DashboardQuery,
  daysOf,
  type GgrDimension,
  type GgrReport,
  type GgrReportQuery,
  type ReportPeriodQuery,
  type ResponsibleGamblingReport,
} from '@orbit/contract';
import type { Deps } from '../../deps.ts';
import { csvLine } from '../../lib/csv.ts';
import { affiliateReport } from '../affiliates/service.ts';
import {
  type DayCount,
  exclusionsStarted,
  firstDepositsByDay,
  ggrPage,
  limitRefusalCounts,
  limitsSet,
  registrationsByDay,
  type Span,
  titlesOf,
  type WalletDay,
  walletDays,
} from './repository.ts';

const DAY_MS = 86_400_000;

/** The moments of a period of whole UTC days, both ends included. */
export function spanOf(query: { from: string; to: string }): Span {
  return {
    from: new Date(`${query.from}T00:00:00Z`),
    to: new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS),
    firstDay: query.from,
    lastDay: query.to,
  };
}

const ZERO: DashboardFigures = {
  deposits_count: 0,
  deposits_cents: 0,
  withdrawals_count: 0,
  withdrawals_cents: 0,
  bets_cents: 0,
  wins_cents: 0,
  ggr_cents: 0,
  bonus_cost_cents: 0,
  ngr_cents: 0,
  jackpot_wins_cents: 0,
  active_players: 0,
  new_players: 0,
  first_deposits_count: 0,
  first_deposits_cents: 0,
};

/** One day's (or the period's) figures from the three reads; GGR and NGR derived. */
function figuresOf(
  wallet: WalletDay | undefined,
  registered: DayCount | undefined,
  first: DayCount | undefined,
) {
  const bets = wallet?.betsCents ?? 0;
  const wins = wallet?.winsCents ?? 0;
  const bonusCost = wallet?.bonusCostCents ?? 0;
  return {
    ...ZERO,
    deposits_count: wallet?.depositsCount ?? 0,
    deposits_cents: wallet?.depositsCents ?? 0,
    withdrawals_count: wallet?.withdrawalsCount ?? 0,
    withdrawals_cents: wallet?.withdrawalsCents ?? 0,
    bets_cents: bets,
    wins_cents: wins,
    ggr_cents: bets - wins,
    bonus_cost_cents: bonusCost,
    ngr_cents: bets - wins - bonusCost,
    jackpot_wins_cents: wallet?.jackpotWinsCents ?? 0,
    active_players: wallet?.activePlayers ?? 0,
    new_players: registered?.count ?? 0,
    first_deposits_count: first?.count ?? 0,
    first_deposits_cents: first?.cents ?? 0,
  } satisfies DashboardFigures;
}

/**
 * The dashboard from the reads' rows (each: one row per day with any activity, and the period's
 * totals with `day` null): every day of the period in order, quiet days with zeros.
 */
export function assembleDashboard(
  query: DashboardQuery,
  wallet: WalletDay[],
  registered: DayCount[],
  first: DayCount[],
): Dashboard {
  const byDay = <T extends { day: string | null }>(rows: T[]) => new Map(rows.map((r) => [r.day, r]));
  const w = byDay(wallet);
  const r = byDay(registered);
  const f = byDay(first);
  const days: DashboardDay[] = daysOf(query.from, query.to).map((date) => ({
    date,
    ...figuresOf(w.get(date), r.get(date), f.get(date)),
  }));
  return {
    from: query.from,
    to: query.to,
    currency: query.currency,
    days,
    totals: figuresOf(w.get(null), r.get(null), f.get(null)),
  };
}

export async function dashboard(deps: Pick<Deps, 'db'>, query: DashboardQuery): Promise<Dashboard> {
  const span = spanOf(query);
  const [wallet, registered, first] = await Promise.all([
    walletDays(deps.db, span, query.currency),
    registrationsByDay(deps.db, span),
    firstDepositsByDay(deps.db, span, query.currency),
  ]);
  return assembleDashboard(query, wallet, registered, first);
}

export async function ggrReport(
  deps: Pick<Deps, 'db'>,
  dimension: GgrDimension,
  query: GgrReportQuery,
): Promise<GgrReport> {
  const { lines, totals, totalCount } = await ggrPage(deps.db, dimension, spanOf(query), query.currency, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const titles =
    dimension === 'game' || dimension === 'producer'
      ? await titlesOf(
          deps.db,
          dimension,
          lines.map((l) => l.key),
        )
      : new Map<string, string>();
  return {
    dimension,
    from: query.from,
    to: query.to,
    currency: query.currency,
    rows: lines.map((l) => ({
      key: l.key,
      label: titles.get(l.key) ?? null,
      bets_cents: l.betsCents,
      wins_cents: l.winsCents,
      ggr_cents: l.betsCents - l.winsCents,
      players: l.players,
    })),
    totals: {
      bets_cents: totals.betsCents,
      wins_cents: totals.winsCents,
      ggr_cents: totals.betsCents - totals.winsCents,
    },
    page: query.page,
    per_page: query.per_page,
    total_count: totalCount,
  };
}

export async function responsibleGamblingReport(
  deps: Pick<Deps, 'db'>,
  query: ReportPeriodQuery,
): Promise<ResponsibleGamblingReport> {
  const span = spanOf(query);
  const [set, reached, exclusions] = await Promise.all([
    limitsSet(deps.db, span),
    limitRefusalCounts(deps.db, span),
    exclusionsStarted(deps.db, span),
  ]);
  return {
    from: query.from,
    to: query.to,
    limits_set: set,
    limits_reached: reached,
    exclusions_started: exclusions,
  };
}

// ------------------------------------------------------------------------------------------ CSV

const FIGURE_COLUMNS = Object.keys(ZERO) as (keyof DashboardFigures)[];

/** The dashboard's table: a line per day, then the period's totals (`date` = total). */
export async function* dashboardCsv(deps: Pick<Deps, 'db'>, query: DashboardQuery): AsyncGenerator<string> {
  const data = await dashboard(deps, query);
  yield csvLine(['date', 'currency', ...FIGURE_COLUMNS]);
  for (const day of data.days) yield csvLine([day.date, data.currency, ...FIGURE_COLUMNS.map((c) => day[c])]);
  yield csvLine(['total', data.currency, ...FIGURE_COLUMNS.map((c) => data.totals[c])]);
}

/** A GGR report's whole table (every page), then its totals. */
export async function* ggrCsv(
  deps: Pick<Deps, 'db'>,
  dimension: GgrDimension,
  query: DashboardQuery,
): AsyncGenerator<string> {
  yield csvLine([dimension, 'title', 'currency', 'bets_cents', 'wins_cents', 'ggr_cents', 'players']);
  // Big pages: each is one scan of the period.
  const perPage = 5000;
  let totals: GgrReport['totals'] = { bets_cents: 0, wins_cents: 0, ggr_cents: 0 };
  for (let page = 1; ; page++) {
    const report = await ggrReport(deps, dimension, { ...query, page, per_page: perPage });
    totals = report.totals;
    for (const row of report.rows) {
      yield csvLine([
        row.key,
        row.label,
        report.currency,
        row.bets_cents,
        row.wins_cents,
        row.ggr_cents,
        row.players,
      ]);
    }
    if (page * perPage >= report.total_count) break;
  }
  yield csvLine(['total', '', query.currency, totals.bets_cents, totals.wins_cents, totals.ggr_cents, '']);
}

/** The responsible-gambling report as one table: section, kind, detail, count, players. */
export async function* responsibleGamblingCsv(
  deps: Pick<Deps, 'db'>,
  query: ReportPeriodQuery,
): AsyncGenerator<string> {
  const report = await responsibleGamblingReport(deps, query);
  yield csvLine(['section', 'kind', 'detail', 'count', 'players']);
  for (const row of report.limits_set) yield csvLine(['limits_set', row.type, '', row.count, row.players]);
  for (const row of report.limits_reached) {
    yield csvLine(['limits_reached', row.reason, row.action, row.count, row.players]);
  }
  for (const row of report.exclusions_started) {
    yield csvLine(['exclusions_started', row.type, row.period, row.count, '']);
  }
}

/** The affiliate report (the affiliates module's) as a table: a line per tag and currency. */
export async function* affiliatesCsv(deps: Deps, query: AffiliateReportQuery): AsyncGenerator<string> {
  const report = await affiliateReport(deps, query);
  yield csvLine([
    'stag',
    'registrations',
    'first_deposits',
    'currency',
    'currency_first_deposits',
    'amount_cents',
  ]);
  for (const row of report.rows) {
    if (row.first_deposit_amounts.length === 0) {
      yield csvLine([row.stag, row.registrations, row.first_deposits, '', '', '']);
    }
    for (const sum of row.first_deposit_amounts) {
      yield csvLine([
        row.stag,
        row.registrations,
        row.first_deposits,
        sum.currency,
        sum.count,
        sum.amount_cents,
      ]);
    }
  }
}
