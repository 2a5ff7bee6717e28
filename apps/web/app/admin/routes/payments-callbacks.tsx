import { PAYMENT_NOTICE_OUTCOMES, type PaymentNoticesPage } from '@orbit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '~/shared/api/client.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi } from '../shared/api.ts';
import { Pager } from '../shared/pager.tsx';
import { PAYMENTS_KEY, useAddressFilters, useDateTime } from './payments-parts.tsx';

const PER_PAGE = 50;
const FILTERS = ['outcome', 'payment_id'] as const;

/**
 * The notices payment providers posted to Orbit, newest first: whether the signature held, what
 * each named and what became of it (applied, a repeat ignored, refused and why).
 */
export default function AdminPaymentsCallbacks() {
  const { t } = useTranslation();
  const when = useDateTime();
  const { params, page, query, setFilter, setPage } = useAddressFilters(FILTERS, []);
  const request = { ...query, per_page: PER_PAGE };
  const notices = useQuery({
    queryKey: [...PAYMENTS_KEY, 'callbacks', request],
    queryFn: () =>
      adminApi().request<PaymentNoticesPage>('/api/operator/payments/callbacks', { query: request }),
    placeholderData: keepPreviousData,
  });
  const rows = notices.data?.notices ?? [];
  return (
    <section aria-labelledby="admin-payments-callbacks" className="flex flex-col gap-3">
      <h2 id="admin-payments-callbacks" className="text-lg font-semibold">
        {t('payments.callbacks.title')}
      </h2>
      <p className="text-ink-muted">{t('payments.callbacks.intro')}</p>
      <form
        className="grid gap-3 sm:grid-cols-3 sm:items-end"
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('payments.filters.label')}
      >
        <SelectField
          label={t('payments.callbacks.outcome')}
          value={params.get('outcome') ?? ''}
          onChange={(event) => setFilter('outcome', event.target.value)}
          options={[
            { value: '', label: t('payments.filters.any') },
            ...PAYMENT_NOTICE_OUTCOMES.map((outcome) => ({
              value: outcome,
              label: t(`payments.callbacks.outcomes.${outcome}`),
            })),
          ]}
        />
        <TextField
          label={t('payments.callbacks.payment')}
          inputMode="numeric"
          defaultValue={params.get('payment_id') ?? ''}
          onBlur={(event) => setFilter('payment_id', event.target.value.trim())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setFilter('payment_id', event.currentTarget.value.trim());
          }}
        />
      </form>
      {notices.isError ? (
        <FormError
          message={
            notices.error instanceof ApiError && notices.error.status === 400
              ? t('payments.filters.invalid')
              : t('admin.errors.failed')
          }
        />
      ) : null}
      {notices.data && rows.length === 0 ? <p>{t('payments.callbacks.empty')}</p> : null}
      {rows.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('payments.callbacks.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('payments.callbacks.received')}</th>
                <th scope="col">{t('payments.callbacks.provider')}</th>
                <th scope="col">{t('payments.callbacks.event')}</th>
                <th scope="col">{t('payments.callbacks.payment')}</th>
                <th scope="col">{t('payments.callbacks.state')}</th>
                <th scope="col">{t('payments.callbacks.verified')}</th>
                <th scope="col">{t('payments.callbacks.outcome')}</th>
                <th scope="col">{t('payments.callbacks.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((notice) => (
                <tr
                  key={notice.id}
                  className="border-t border-white/10"
                  data-testid="admin-callback-row"
                  data-payment-id={notice.payment_id ?? ''}
                >
                  <td>{when(notice.received_at)}</td>
                  <td>{notice.provider}</td>
                  <td>
                    <code>{notice.event_id ?? '—'}</code>
                  </td>
                  <td>{notice.payment_id ?? '—'}</td>
                  <td>
                    {notice.state
                      ? t(`payments.states.${notice.state}`, { defaultValue: notice.state })
                      : '—'}
                  </td>
                  <td>{notice.verified ? t('payments.callbacks.yes') : t('payments.callbacks.no')}</td>
                  <td
                    className={
                      notice.outcome === 'applied' || notice.outcome === 'ignored' ? '' : 'text-danger'
                    }
                  >
                    {t(`payments.callbacks.outcomes.${notice.outcome}`)}
                  </td>
                  <td>{notice.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {notices.data ? (
        <Pager page={page} perPage={PER_PAGE} total={notices.data.total_count} onPage={setPage} />
      ) : null}
    </section>
  );
}
