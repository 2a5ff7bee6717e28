import type { CashbackOverview } from '@orbit/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { formatAmounts, formatCents, formatTime } from '../promotions/format.ts';
import { PROMOTIONS_KEY } from '../promotions/forms.ts';
import { adminApi } from '../shared/api.ts';

/**
 * Cashback: each cashback offer's settings (edited in its offer form) and what its last periods
 * paid, with the job's last pass and the next one.
 */
export default function AdminPromotionCashback() {
  const { t } = useTranslation();
  const overview = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'cashback'],
    queryFn: () => adminApi().request<CashbackOverview>('/api/operator/cashback'),
  });
  const job = overview.data?.job;
  return (
    <>
      <h1 className="text-2xl font-bold">{t('promotions.cashback.title')}</h1>
      {overview.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      {job ? (
        <section aria-labelledby="cashback-job" className="rounded-2xl bg-surface-2 p-4">
          <h2 id="cashback-job" className="text-lg font-semibold">
            {t('promotions.cashback.job')}
          </h2>
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
            <dt>{t('promotions.cashback.interval')}</dt>
            <dd>{t('promotions.cashback.every', { minutes: job.interval_minutes })}</dd>
            <dt>{t('promotions.cashback.last_started')}</dt>
            <dd>{formatTime(job.last_started_at)}</dd>
            <dt>{t('promotions.cashback.last_finished')}</dt>
            <dd>{formatTime(job.last_finished_at)}</dd>
            <dt>{t('promotions.cashback.last_succeeded')}</dt>
            <dd>{formatTime(job.last_succeeded_at)}</dd>
            <dt>{t('promotions.cashback.next_due')}</dt>
            <dd>{formatTime(job.next_due_at)}</dd>
            <dt>{t('promotions.cashback.running')}</dt>
            <dd>{job.running ? t('promotions.offers.yes') : t('promotions.offers.no')}</dd>
          </dl>
        </section>
      ) : null}
      {overview.data && overview.data.offers.length === 0 ? <p>{t('promotions.cashback.none')}</p> : null}
      {(overview.data?.offers ?? []).map(({ offer, periods }) => (
        <section
          key={offer.id}
          aria-labelledby={`cashback-${offer.id}`}
          className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-4"
          data-testid="promotions-cashback-offer"
        >
          <h2 id={`cashback-${offer.id}`} className="text-lg font-semibold">
            {offer.titles.en ?? offer.group_key}{' '}
            <Link to={`/admin/promotions/offers/${offer.id}`} className="text-sm font-normal underline">
              {t('promotions.cashback.edit')}
            </Link>
          </h2>
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
            <dt>{t('promotions.offer.group_key')}</dt>
            <dd>
              <code>{offer.group_key}</code>
            </dd>
            <dt>{t('promotions.offer.active')}</dt>
            <dd>{offer.active ? t('promotions.offers.yes') : t('promotions.offers.no')}</dd>
            <dt>{t('promotions.offer.cashback_period')}</dt>
            <dd>{offer.cashback_period ? t(`promotions.cashback.periods.${offer.cashback_period}`) : '—'}</dd>
            <dt>{t('promotions.offer.cashback_percent')}</dt>
            <dd>{offer.cashback_percent ?? '—'} %</dd>
            <dt>{t('promotions.offer.cashback_min_loss')}</dt>
            <dd>{formatAmounts(offer.cashback_min_loss)}</dd>
            <dt>{t('promotions.cashback.cap')}</dt>
            <dd>{formatAmounts(offer.amounts)}</dd>
            <dt>{t('promotions.offer.reward')}</dt>
            <dd>{t(`promotions.rewards.${offer.reward}`)}</dd>
            <dt>{t('promotions.offer.wager_multiplier')}</dt>
            <dd>{offer.reward === 'real' ? '—' : `×${offer.wager_multiplier}`}</dd>
            <dt>{t('promotions.offer.group_ids')}</dt>
            <dd>
              {offer.group_ids.length > 0 ? offer.group_ids.join(', ') : t('promotions.cashback.everyone')}
            </dd>
          </dl>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="text-left font-semibold">{t('promotions.cashback.runs')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('promotions.cashback.period_start')}</th>
                  <th scope="col">{t('promotions.cashback.currency')}</th>
                  <th scope="col">{t('promotions.cashback.gifts')}</th>
                  <th scope="col">{t('promotions.cashback.paid')}</th>
                  <th scope="col">{t('promotions.cashback.first_at')}</th>
                  <th scope="col">{t('promotions.cashback.last_at')}</th>
                </tr>
              </thead>
              <tbody>
                {periods.length === 0 ? (
                  <tr>
                    <td colSpan={6}>{t('promotions.cashback.no_runs')}</td>
                  </tr>
                ) : (
                  periods.map((run) => (
                    <tr key={`${run.period_start}-${run.currency}`} className="border-t border-white/10">
                      <td>{run.period_start}</td>
                      <td>{run.currency}</td>
                      <td>{run.gifts}</td>
                      <td>{formatCents(run.amount_cents, run.currency)}</td>
                      <td>{formatTime(run.first_at)}</td>
                      <td>{formatTime(run.last_at)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
