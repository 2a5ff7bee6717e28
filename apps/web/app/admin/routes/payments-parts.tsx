import {
  DECLINE_REASON_MAX,
  type OperatorPayment,
  type OperatorPaymentsPage,
  PAYMENT_STATES,
  type Payment,
} from '@orbit/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '~/shared/api/client.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { Button } from '~/shared/ui/button.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { CsvLink, type DataColumn, DataTable, type TableSort, useSortParam } from '../shared/data-table.tsx';
import { Pager } from '../shared/pager.tsx';
import { pageOf } from '../shared/paging.ts';
import { ReasonDialog } from '../shared/reason-dialog.tsx';

/** What the payments screens share: amounts, filters in the address, the table, approve and decline. */

export const PAYMENTS_KEY = ['admin', 'payments'] as const;

/** An amount in minor units of a currency, as the operator's language writes it. */
export function useMoney() {
  const { i18n } = useTranslation();
  return (amountCents: number, currency: string) =>
    formatMoney(amountCents, currencyInfo(currency, undefined), i18n.language);
}

/** A time, as the operator's language writes it. */
export function useDateTime() {
  const { i18n } = useTranslation();
  return (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '—');
}

/** A day of the date inputs as the API's bound: its start (`from`) or the next day's start (`to`). */
export function boundOf(name: 'from' | 'to', day: string): string | undefined {
  const start = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(start)) return undefined;
  return new Date(name === 'from' ? start : start + 86_400_000).toISOString();
}

/**
 * Filters kept in the address (shareable, back and forward work): the API query they make, and
 * setters that start again from page 1.
 */
export function useAddressFilters(names: readonly string[], dates: readonly string[] = ['from', 'to']) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const query: Record<string, string | number> = { page };
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    const bound = dates.includes(name) ? boundOf(name as 'from' | 'to', value) : value;
    if (bound) query[name] = bound;
  }
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const setPage = (value: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(value));
    setParams(next);
  };
  return { params, page, query, setFilter, setPage };
}

/** A payment's state, and why it ended when it did not succeed. */
export function StateText({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  return (
    <>
      <span>{t(`payments.states.${payment.state}`)}</span>
      {payment.cancellation_reason ? (
        <span className="block text-xs text-ink-muted">
          {t(`payments.reasons.${payment.cancellation_reason}`, {
            defaultValue: payment.cancellation_reason,
          })}
        </span>
      ) : null}
      {payment.decline_reason ? (
        <q className="block text-xs text-ink-muted" data-testid="admin-decline-reason">
          {payment.decline_reason}
        </q>
      ) : null}
    </>
  );
}

/** The account the money goes to or comes from, masked as stored. */
export const accountOf = (payment: OperatorPayment) =>
  payment.details.card ?? payment.details.iban ?? payment.details.email ?? payment.details.address ?? '';

type Verdict = { id: number; kind: 'approved' | 'declined' | 'refused'; text: string };

/**
 * Approve and decline of a withdrawal under review, for an operator whose role may (`payments.review`):
 * the calls, the decline dialog, and what happened as a live message.
 */
export function useWithdrawalVerdicts() {
  const { t } = useTranslation();
  const money = useMoney();
  const may = useMay('payments.review');
  const queryClient = useQueryClient();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [declining, setDeclining] = useState<OperatorPayment | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [declineMessage, setDeclineMessage] = useState<string | null>(null);

  const refusal = (error: unknown) =>
    error instanceof ApiError && error.status === 409
      ? t('payments.not_pending')
      : error instanceof ApiError && error.status === 403
        ? t('admin.errors.forbidden')
        : t('admin.errors.failed');

  const approve = useMutation({
    mutationFn: (payment: OperatorPayment) =>
      adminApi().request<Payment>(`/api/operator/payments/${payment.id}/approve`, { method: 'POST' }),
    onSuccess: (payment) =>
      setVerdict({ id: payment.id, kind: 'approved', text: t('payments.approved', { id: payment.id }) }),
    onError: (error, payment) => setVerdict({ id: payment.id, kind: 'refused', text: refusal(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY }),
  });

  const decline = useMutation({
    mutationFn: ({ payment, reason }: { payment: OperatorPayment; reason: string }) =>
      adminApi().request<Payment>(`/api/operator/payments/${payment.id}/decline`, {
        method: 'POST',
        body: { reason },
      }),
    onMutate: () => {
      setReasonError(null);
      setDeclineMessage(null);
    },
    onSuccess: (payment) => {
      setDeclining(null);
      setVerdict({ id: payment.id, kind: 'declined', text: t('payments.declined', { id: payment.id }) });
    },
    onError: (error) => {
      const key =
        error instanceof ApiError && error.status === 422 ? error.fieldErrors.reason?.[0] : undefined;
      if (key) setReasonError(t(key));
      else setDeclineMessage(refusal(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY }),
  });

  const openDecline = (payment: OperatorPayment) => {
    setReasonError(null);
    setDeclineMessage(null);
    setDeclining(payment);
  };

  /** The buttons of a row: only for a withdrawal under review, only for a role that may decide. */
  const buttons = (payment: OperatorPayment) =>
    may && payment.action === 'cashout' && payment.state === 'pending' ? (
      <div className="flex flex-wrap gap-2">
        <Button
          aria-label={t('payments.approve_label', { id: payment.id })}
          loading={approve.isPending && approve.variables?.id === payment.id}
          onClick={() => approve.mutate(payment)}
        >
          {t('payments.approve')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('payments.decline_label', { id: payment.id })}
          onClick={() => openDecline(payment)}
        >
          {t('payments.decline')}
        </Button>
      </div>
    ) : null;

  const ui = (
    <>
      <p role="status" aria-live="polite" data-testid="admin-payment-verdict" className="min-h-6">
        {verdict ? (
          <span className={verdict.kind === 'refused' ? 'text-danger' : ''}>{verdict.text}</span>
        ) : null}
      </p>
      {declining ? (
        <ReasonDialog
          testId="admin-decline-dialog"
          title={t('payments.decline_dialog.title', { id: declining.id })}
          summary={t('payments.decline_dialog.summary', {
            amount: money(declining.amount_cents, declining.currency),
            method: declining.system_name,
            email: declining.player.email,
          })}
          label={t('payments.decline_dialog.reason')}
          hint={t('payments.decline_dialog.hint', { max: DECLINE_REASON_MAX })}
          tooShort={t('payments.decline_dialog.required')}
          submitLabel={t('payments.decline_dialog.submit')}
          cancelLabel={t('payments.decline_dialog.cancel')}
          maxLength={DECLINE_REASON_MAX}
          busy={decline.isPending}
          error={reasonError}
          message={declineMessage}
          onSubmit={(reason) => decline.mutate({ payment: declining, reason })}
          onClose={() => setDeclining(null)}
        />
      ) : null}
    </>
  );

  return { may, buttons, ui };
}

/**
 * Payments as a table: who, what, how much, where it stands; `actions` adds a last column. Id,
 * time and amount sort on the server when a `sort` is given.
 */
export function PaymentsTable({
  caption,
  payments,
  actions,
  showReviewAt = false,
  sort,
  empty,
}: {
  caption: string;
  payments: readonly OperatorPayment[] | undefined;
  actions?: (payment: OperatorPayment) => React.ReactNode;
  showReviewAt?: boolean;
  sort?: TableSort;
  empty?: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDateTime();
  const columns: DataColumn<OperatorPayment>[] = [
    { id: 'id', header: t('payments.columns.id'), cell: (p) => p.id, sortable: true },
    {
      id: 'created_at',
      header: t('payments.columns.created'),
      cell: (p) => when(p.created_at),
      sortable: true,
      sortDescFirst: true,
    },
    {
      id: 'player',
      header: t('payments.columns.player'),
      cell: (p) => (
        <>
          <span className="block">{p.player.email}</span>
          <span className="block text-xs text-ink-muted">{t('payments.player_id', { id: p.player.id })}</span>
        </>
      ),
    },
    { id: 'action', header: t('payments.columns.action'), cell: (p) => t(`payments.actions.${p.action}`) },
    {
      id: 'method',
      header: t('payments.columns.method'),
      cell: (p) => (
        <>
          <span className="block">{p.system_name}</span>
          <span className="block text-xs text-ink-muted">{accountOf(p)}</span>
        </>
      ),
    },
    {
      id: 'amount',
      header: t('payments.columns.amount'),
      cell: (p) => money(p.amount_cents, p.currency),
      sortable: true,
      sortDescFirst: true,
      align: 'end',
      className: 'whitespace-nowrap',
    },
    { id: 'state', header: t('payments.columns.state'), cell: (p) => <StateText payment={p} /> },
    showReviewAt
      ? {
          id: 'review_at',
          header: t('payments.columns.review_at'),
          cell: (p) => (p.review_at ? when(p.review_at) : t('payments.queue.manual')),
        }
      : { id: 'finished_at', header: t('payments.columns.finished'), cell: (p) => when(p.finished_at) },
    ...(actions ? [{ id: 'actions', header: t('payments.columns.actions'), cell: actions }] : []),
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={payments}
      sort={sort}
      empty={empty}
      rowTestId="admin-payment-row"
      rowProps={(p) => ({ 'data-payment-id': p.id })}
    />
  );
}

const LIST_PER_PAGE = 50;
const LIST_FILTERS = ['action', 'state', 'method', 'currency', 'player_id', 'from', 'to'] as const;

/**
 * Payments filtered in the address and paged on the server, newest first: all of them, or one
 * direction (`action`, the deposits screen). A withdrawal under review can be decided here too.
 */
export function PaymentsList({ action, title }: { action?: 'deposit' | 'cashout'; title: string }) {
  const { t } = useTranslation();
  const { params, page, query, setFilter, setPage } = useAddressFilters(LIST_FILTERS);
  const verdicts = useWithdrawalVerdicts();
  const sort = useSortParam('-id');
  const request = { ...query, ...(action ? { action } : {}), per_page: LIST_PER_PAGE, sort: sort.value };
  const list = useQuery({
    queryKey: [...PAYMENTS_KEY, 'list', request],
    queryFn: () => adminApi().request<OperatorPaymentsPage>('/api/operator/payments', { query: request }),
    placeholderData: keepPreviousData,
  });
  const any = { value: '', label: t('payments.filters.any') };
  // A typed filter applies when the field is left or Enter is pressed.
  const typed = (name: string) => ({
    defaultValue: params.get(name) ?? '',
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => setFilter(name, event.target.value.trim()),
    onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') setFilter(name, event.currentTarget.value.trim());
    },
  });
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      <form
        className="grid gap-3 sm:grid-cols-3 lg:grid-cols-7 lg:items-end"
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('payments.filters.label')}
      >
        {action ? null : (
          <SelectField
            label={t('payments.filters.action')}
            value={params.get('action') ?? ''}
            onChange={(event) => setFilter('action', event.target.value)}
            options={[
              any,
              { value: 'deposit', label: t('payments.actions.deposit') },
              { value: 'cashout', label: t('payments.actions.cashout') },
            ]}
          />
        )}
        <SelectField
          label={t('payments.filters.state')}
          value={params.get('state') ?? ''}
          onChange={(event) => setFilter('state', event.target.value)}
          options={[
            any,
            ...PAYMENT_STATES.map((state) => ({ value: state, label: t(`payments.states.${state}`) })),
          ]}
        />
        <TextField label={t('payments.filters.method')} {...typed('method')} />
        <TextField label={t('payments.filters.currency')} maxLength={5} {...typed('currency')} />
        <TextField label={t('payments.filters.player_id')} inputMode="numeric" {...typed('player_id')} />
        <TextField
          type="date"
          label={t('payments.filters.from')}
          value={params.get('from') ?? ''}
          onChange={(event) => setFilter('from', event.target.value)}
        />
        <TextField
          type="date"
          label={t('payments.filters.to')}
          value={params.get('to') ?? ''}
          onChange={(event) => setFilter('to', event.target.value)}
        />
        <CsvLink path="/api/operator/payments.csv" query={request}>
          {t('payments.export')}
        </CsvLink>
      </form>
      {verdicts.ui}
      {list.isError ? (
        <FormError
          message={
            list.error instanceof ApiError && list.error.status === 400
              ? t('payments.filters.invalid')
              : t('admin.errors.failed')
          }
        />
      ) : null}
      <PaymentsTable
        caption={title}
        payments={list.data?.payments}
        actions={verdicts.may ? verdicts.buttons : undefined}
        sort={sort}
        empty={t('payments.empty')}
      />
      {list.data ? (
        <Pager page={page} perPage={LIST_PER_PAGE} total={list.data.total_count} onPage={setPage} />
      ) : null}
    </section>
  );
}
