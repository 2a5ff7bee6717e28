import type { CashbackOverview } from '@orbit/contract';
import type { Deps } from '../../deps.ts';
import { CASHBACK_TICK_MS } from './cashback.ts';
import { cashbackPeriodsOf, jobLeaseOf } from './codes-repository.ts';
import { presentOperatorOffer } from './presenter.ts';
import { listOffersPage } from './repository.ts';

/** Periods shown per offer. */
const PERIODS_SHOWN = 8;
/** Cashback offers shown (an installation has a handful). */
const OFFERS_SHOWN = 50;

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/**
 * The cashback as the operator checks it: the job's lease (its last pass, the next one) and, for
 * each cashback offer, what its last periods paid. The job records no run table: each gift's source
 * key (`cashback:<offer>:<period start>:<player>:<currency>`) names its period, so the periods
 * are read from the gifts themselves.
 */
export async function cashbackOverview(deps: Deps): Promise<CashbackOverview> {
  const [lease, offers] = await Promise.all([
    jobLeaseOf(deps.db, 'cashback'),
    listOffersPage(deps.db, { trigger: 'cashback' }, 1, OFFERS_SHOWN),
  ]);
  const now = deps.now();
  const periodsOf = await Promise.all(
    offers.rows.map((offer) => cashbackPeriodsOf(deps.db, offer.id, PERIODS_SHOWN)),
  );
  return {
    job: {
      last_started_at: iso(lease?.runStartedAt),
      last_finished_at: iso(lease?.finishedAt),
      last_succeeded_at: iso(lease?.succeededFrom),
      next_due_at: iso(lease?.dueAt),
      running: lease?.leasedUntil ? lease.leasedUntil > now : false,
      interval_minutes: Math.round(CASHBACK_TICK_MS / 60_000),
    },
    offers: offers.rows.map((offer, i) => {
      const rows = periodsOf[i] ?? [];
      const starts = [...new Set(rows.map((row) => row.period))].slice(0, PERIODS_SHOWN);
      return {
        offer: presentOperatorOffer(offer),
        periods: rows
          .filter((row) => starts.includes(row.period))
          .map((row) => ({
            period_start: row.period,
            currency: row.currency,
            gifts: row.gifts,
            amount_cents: row.amountCents ?? 0,
            first_at: iso(row.firstAt),
            last_at: iso(row.lastAt),
          })),
      };
    }),
  };
}
