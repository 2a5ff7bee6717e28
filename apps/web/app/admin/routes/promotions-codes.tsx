import {
  BONUS_CODE_STATUSES,
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
import { adminApi, useMay } from '../shared/api.ts';
import { Pager } from '../shared/pager.tsx';
import { formatTime, numberOr, PROMOTIONS_KEY, usePromoSubmit, validated } from './promotions-kit.tsx';

const PER_PAGE = 50;

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
  const [made, setMade] = useState<BonusCodeBatch | null>(null);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const [batchId, setBatchId] = useState('');
  const submit = usePromoSubmit();
  const batches = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'code-batches', offer.id],
    queryFn: () => adminApi().request<BonusCodeBatch[]>(`${base}/code_batches`),
  });
  const filter = { ...(status ? { status } : {}), ...(batchId ? { batch_id: batchId } : {}) };
  const codes = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'codes', offer.id, page, filter],
    queryFn: () =>
      adminApi().request<BonusCodesPage>(`${base}/codes`, { query: { page, per_page: PER_PAGE, ...filter } }),
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
        }),
      }),
    );
    if (!batch) return;
    setMade(batch);
    setBatchId('');
    setPage(1);
    await queryClient.invalidateQueries({ queryKey: [...PROMOTIONS_KEY, 'code-batches', offer.id] });
    await queryClient.invalidateQueries({ queryKey: [...PROMOTIONS_KEY, 'codes', offer.id] });
  };

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
            onChange={(event) => setCount(event.target.value)}
            error={submit.fieldError('count')}
          />
          <TextField
            label={t('promotions.codes.prefix')}
            hint={t('promotions.codes.prefix_hint')}
            value={prefix}
            onChange={(event) => setPrefix(event.target.value)}
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

      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="text-left font-semibold">{t('promotions.codes.batches')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('promotions.codes.batch')}</th>
              <th scope="col">{t('promotions.codes.created_at')}</th>
              <th scope="col">{t('promotions.codes.prefix')}</th>
              <th scope="col">{t('promotions.codes.count')}</th>
              <th scope="col">{t('promotions.codes.used')}</th>
              <th scope="col">{t('promotions.codes.export')}</th>
            </tr>
          </thead>
          <tbody>
            {(batches.data ?? []).map((batch) => (
              <tr key={batch.id} className="border-t border-white/10">
                <td>{batch.id}</td>
                <td>{formatTime(batch.created_at)}</td>
                <td>{batch.prefix || '—'}</td>
                <td>{batch.count}</td>
                <td>{batch.used}</td>
                <td>
                  <a href={csv({ batch_id: String(batch.id) })} download className="underline">
                    {t('promotions.codes.export_batch', { batch: batch.id })}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

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
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('promotions.codes.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('promotions.codes.code')}</th>
              <th scope="col">{t('promotions.codes.batch')}</th>
              <th scope="col">{t('promotions.codes.used_at')}</th>
              <th scope="col">{t('promotions.codes.used_by')}</th>
              <th scope="col">{t('promotions.codes.gift')}</th>
            </tr>
          </thead>
          <tbody>
            {(codes.data?.codes ?? []).map((code) => (
              <tr key={code.id} className="border-t border-white/10" data-testid="promotions-code-row">
                <td>
                  <code data-testid="promotions-code">{code.code}</code>
                </td>
                <td>{code.batch_id}</td>
                <td>{formatTime(code.used_at)}</td>
                <td>{code.used_by ?? '—'}</td>
                <td>{code.gift_id ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {codes.data ? (
        <Pager page={page} perPage={PER_PAGE} total={codes.data.total_count} onPage={setPage} />
      ) : null}
    </section>
  );
}
