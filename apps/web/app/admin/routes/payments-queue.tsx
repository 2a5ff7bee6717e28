import type { OperatorPaymentsPage } from '@orbit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi } from '../shared/api.ts';
import { CsvLink, useSortParam } from '../shared/data-table.tsx';
import { Pager } from '../shared/pager.tsx';
import { PAYMENTS_KEY, PaymentsTable, useAddressFilters, useWithdrawalVerdicts } from './payments-parts.tsx';

const PER_PAGE = 50;

/**
 * The withdrawal review queue: pending withdrawals, oldest first, each with its automatic approval
 * time (if any); approve, or decline with a reason the player reads (payments.review only).
 */
export default function AdminPaymentsQueue() {
  const { t } = useTranslation();
  const { page, setPage } = useAddressFilters([]);
  const verdicts = useWithdrawalVerdicts();
  const sort = useSortParam('id');
  const query = { action: 'cashout', state: 'pending', page, per_page: PER_PAGE, sort: sort.value };
  const queue = useQuery({
    queryKey: [...PAYMENTS_KEY, 'list', query],
    queryFn: () => adminApi().request<OperatorPaymentsPage>('/api/operator/payments', { query }),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="admin-payments-queue" className="flex flex-col gap-3">
      <h2 id="admin-payments-queue" className="text-lg font-semibold">
        {t('payments.queue.title')}
      </h2>
      {verdicts.may ? null : <p className="text-ink-muted">{t('payments.queue.read_only_note')}</p>}
      {verdicts.ui}
      {queue.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <div className="flex justify-end">
        <CsvLink path="/api/operator/payments.csv" query={query}>
          {t('payments.export')}
        </CsvLink>
      </div>
      <PaymentsTable
        caption={t('payments.queue.title')}
        payments={queue.data?.payments}
        showReviewAt
        actions={verdicts.may ? verdicts.buttons : undefined}
        sort={sort}
        empty={t('payments.queue.empty')}
      />
      {queue.data ? (
        <Pager page={page} perPage={PER_PAGE} total={queue.data.total_count} onPage={setPage} />
      ) : null}
    </section>
  );
}
