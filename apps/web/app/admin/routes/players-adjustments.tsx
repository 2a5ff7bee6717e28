import { ADJUSTMENT_STATES } from '@orbit/contract';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { SelectField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { AdjustmentsTable, useAdjustments } from '../players/adjustments.tsx';
import { useMoney } from '../players/api.ts';
import { Pager } from '../shared/pager.tsx';
import { pageOf } from '../shared/paging.ts';

const PER_PAGE = 50;

/**
 * Manual adjustments, the pending ones first of all: those above the four-eyes amount wait here
 * until an operator other than their requester approves (or anyone with the permission rejects).
 */
export default function AdminAdjustments() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = params.get('state') ?? 'pending';
  const page = pageOf(params);
  const query: Record<string, string | number> = { page, per_page: PER_PAGE };
  if (state !== 'all') query.state = state;
  const list = useAdjustments(query);
  const money = useMoney();
  return (
    <>
      <p>
        <Link to="/admin/players" className="underline">
          {t('players.page.back')}
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{t('players.adjustments.title')}</h1>
      {list.data && money.codes.length > 0 ? (
        <p className="text-ink-muted">
          {t('players.adjustments.four_eyes_rule', {
            // The limit is in minor units of the adjustment's own currency: shown in each one.
            amount: money.codes.map((code) => money.format(list.data.four_eyes_cents, code)).join(', '),
          })}
        </p>
      ) : null}
      <form onSubmit={(event) => event.preventDefault()} className="max-w-xs">
        <SelectField
          label={t('players.adjustments.state')}
          value={state}
          onChange={(event) => setParams({ state: event.target.value })}
          options={[
            ...ADJUSTMENT_STATES.map((s) => ({ value: s, label: t(`players.adjustments.states.${s}`) })),
            { value: 'all', label: t('players.common.any') },
          ]}
        />
      </form>
      {list.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <AdjustmentsTable adjustments={list.data?.data ?? []} showPlayer />
      {list.data ? (
        <Pager
          page={page}
          perPage={PER_PAGE}
          total={list.data.pagination.total_count}
          onPage={(next) => setParams({ state, page: String(next) })}
        />
      ) : null}
    </>
  );
}
