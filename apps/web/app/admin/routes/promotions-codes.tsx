import {
  BONUS_CODE_STATUSES,
  type BonusCode,
  type BonusCodeBatch,
  BonusCodesBody,
  type BonusCodesPage,
  MAX_CODES_PER_BATCH,
  type OperatorOffer,
} from '@orbit/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { formatTime } from '../promotions/format.ts';
import { numberOr, PROMOTIONS_KEY, usePromoSubmit, validated } from '../promotions/forms.ts';
import { adminApi, useMay } from '../shared/api.ts';
import { type DataColumn, DataTable, type TableSort } from '../shared/data-table.tsx';
import { Pager } from '../shared/pager.tsx';

const PER_PAGE = 50;

/** A generation's idempotency key: one per submission of the form, kept while it is retried. */
const newKey = () => `codes-${crypto.randomUUID()}`;

/**
 * A coupon or promo offer's single-use codes: generate a batch (up to 10,000), the batches with
 * how many were used, the codes a page at a time, and the CSV of a batch or all.
 */
export function PromotionCodes({ offer }: { offer: OperatorOffer }) {
  const { t } = useTranslation();
  const may = useMay('promotions.write');
  const queryClient = useQueryClient();
  const base = `/api/operator/bonus_offers/${offer.id}`;
  const [count, setCount] = useState('100');
  const [prefix, setPrefix] = useState('');
  // The same key for a double click or a retry of one submission (the server answers its first
  // batch again); a new one once a batch is made or the form asks for another.
  const [key, setKey] = useState(newKey);
  const [made, setMade] = useState<BonusCodeBatch | null>(null);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const [batchId, setBatchId] = useState('');
  // In the order they were made unless a column's header asks for another.
  const [sortValue, setSortValue] = useState('');
  const sort: TableSort = {
    value: sortValue,
    set: (value) => {
      setSortValue(value);
      setPage(1);
    },
  };
  const submit = usePromoSubmit();
  const batches = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'code-batches', offer.id],
    queryFn: () => adminApi().request<BonusCodeBatch[]>(`${base}/code_batches`),
  });
  const filter = { ...(status ? { status } : {}), ...(batchId ? { batch_id: batchId } : {}) };
  const codes = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'codes', offer.id, page, filter, sortValue],
    queryFn: () =>
      adminApi().request<BonusCodesPage>(`${base}/codes`, {
        query: { page, per_page: PER_PAGE, ...(sortValue ? { sort: sortValue } : {}), ...filter },
      }),
    placeholderData: keepPreviousData,
  });
  const csv = (query: Record<string, string>) => `${base}/codes.csv?${new URLSearchParams(query)}`;

  const generate = async (event: React.FormEvent) => {
    event.preventDefault();
    setMade(null);
    const batch = await submit.run(() =>
      adminApi().request<BonusCodeBatch>(`${base}/codes`, {
        method: 'POST',
        body: validated(BonusCodesBody, {
          count: numberOr(count, undefined),
          ...(prefix.trim() ? { prefix: prefix.trim() } : {}),
          idempotency_key: key,
        }),
      }),
    );
    if (!batch) return;
    setMade(batch);
    setKey(newKey());
    setBatchId('');
    setPage(1);
    await queryClient.invalidateQueries({ queryKey: [...PROMOTIONS_KEY, 'code-batches', offer.id] });
    await queryClient.invalidateQueries({ queryKey: [...PROMOTIONS_KEY, 'codes', offer.id] });
  };

  const batchColumns: DataColumn<BonusCodeBatch>[] = [
    { id: 'id', header: t('promotions.codes.batch'), cell: (batch) => batch.id, rowHeader: true },
    {
      id: 'created_at',
      header: t('promotions.codes.created_at'),
      cell: (batch) => formatTime(batch.created_at),
    },
    { id: 'prefix', header: t('promotions.codes.prefix'), cell: (batch) => batch.prefix || '—' },
    { id: 'count', header: t('promotions.codes.count'), cell: (batch) => batch.count, align: 'end' },
    { id: 'used', header: t('promotions.codes.used'), cell: (batch) => batch.used, align: 'end' },
    {
      id: 'export',
      header: t('promotions.codes.export'),
      cell: (batch) => (
        <a href={csv({ batch_id: String(batch.id) })} download className="underline">
          {t('promotions.codes.export_batch', { batch: batch.id })}
        </a>
      ),
    },
  ];
  const codeColumns: DataColumn<BonusCode>[] = [
    {
      id: 'code',
      header: t('promotions.codes.code'),
      cell: (code) => <code data-testid="promotions-code">{code.code}</code>,
    },
    // The server's `id` order: as made, batch by batch.
    { id: 'id', header: t('promotions.codes.batch'), cell: (code) => code.batch_id, sortable: true },
    {
      id: 'used_at',
      header: t('promotions.codes.used_at'),
      cell: (code) => formatTime(code.used_at),
      sortable: true,
    },
    { id: 'used_by', header: t('promotions.codes.used_by'), cell: (code) => code.used_by ?? '—' },
    { id: 'gift', header: t('promotions.codes.gift'), cell: (code) => code.gift_id ?? '—' },
  ];

  return (
    <section aria-labelledby="promotion-codes" className="flex flex-col gap-4 rounded-2xl bg-surface-2 p-4">
      <h2 id="promotion-codes" className="text-xl font-semibold">
        {t('promotions.codes.title')}
      </h2>
      <p className="text-sm text-ink-muted">
        {t(offer.trigger === 'coupon' ? 'promotions.codes.intro_coupon' : 'promotions.codes.intro_promo')}
      </p>
      {may ? (
        <form onSubmit={generate} noValidate className="grid gap-3 sm:grid-cols-3 sm:items-end">
          <TextField
            label={t('promotions.codes.count')}
            hint={t('promotions.codes.count_hint', { max: MAX_CODES_PER_BATCH })}
            inputMode="numeric"
            value={count}
            onChange={(event) => {
              setCount(event.target.value);
              setKey(newKey());
            }}
            error={submit.fieldError('count')}
          />
          <TextField
            label={t('promotions.codes.prefix')}
            hint={t('promotions.codes.prefix_hint')}
            value={prefix}
            onChange={(event) => {
              setPrefix(event.target.value);
              setKey(newKey());
            }}
            error={submit.fieldError('prefix')}
          />
          <Button type="submit" loading={submit.busy}>
            {t('promotions.codes.generate')}
          </Button>
        </form>
      ) : null}
      <FormError message={submit.message} />
      {made ? (
        <p role="status" data-testid="promotions-codes-made">
          {t('promotions.codes.made', { n: made.count, batch: made.id })}
        </p>
      ) : null}

      <DataTable
        caption={t('promotions.codes.batches')}
        showCaption
        columns={batchColumns}
        rows={batches.data}
        rowKey={(batch) => batch.id}
      />

      <div className="grid gap-3 sm:grid-cols-3 sm:items-end">
        <SelectField
          label={t('promotions.codes.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setPage(1);
          }}
          options={[
            { value: '', label: t('promotions.codes.any') },
            ...BONUS_CODE_STATUSES.map((value) => ({
              value,
              label: t(`promotions.codes.statuses.${value}`),
            })),
          ]}
        />
        <SelectField
          label={t('promotions.codes.batch')}
          value={batchId}
          onChange={(event) => {
            setBatchId(event.target.value);
            setPage(1);
          }}
          options={[
            { value: '', label: t('promotions.codes.any') },
            ...(batches.data ?? []).map((batch) => ({ value: String(batch.id), label: `#${batch.id}` })),
          ]}
        />
        <a
          href={csv(filter)}
          download
          className="rounded-lg bg-surface-3 px-4 py-2 text-center font-semibold hover:bg-surface-2"
        >
          {t('promotions.codes.export')}
        </a>
      </div>
      {codes.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <DataTable
        caption={t('promotions.codes.list')}
        columns={codeColumns}
        rows={codes.data?.codes}
        rowKey={(code) => code.id}
        sort={sort}
        rowTestId="promotions-code-row"
      />
      {codes.data ? (
        <Pager page={page} perPage={PER_PAGE} total={codes.data.total_count} onPage={setPage} />
      ) : null}
    </section>
  );
}
