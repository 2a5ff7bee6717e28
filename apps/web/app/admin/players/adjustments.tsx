import {
  ADJUSTMENT_STATES,
  type Adjustment,
  type AdjustmentsPage,
  type PlayerOverview,
  REASON_MAX_LENGTH,
} from '@orbit/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi, useMay, useOperator } from '../shared/api.ts';
import { Pager } from '../shared/pager.tsx';
import { ADJUSTMENTS_KEY, playerKey, useAction, useMoney } from './api.ts';
import { needsFourEyes, newAdjustmentKey, parseAmount } from './model.ts';
import { type PlayerColumn, PlayerTable, Section, when } from './parts.tsx';

const PER_PAGE = 50;

/** `GET /api/operator/adjustments` with a filter, newest first. */
export function useAdjustments(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...ADJUSTMENTS_KEY, query],
    queryFn: () => adminApi().request<AdjustmentsPage>('/api/operator/adjustments', { query }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The adjustments tab of a player: the form (players.adjust) with its mandatory reason, and the
 * player's adjustments (pending ones approved or rejected by another operator).
 */
export function AdjustmentsTab({ overview }: { overview: PlayerOverview }) {
  const { t } = useTranslation();
  const may = useMay('players.adjust');
  const [page, setPage] = useState(1);
  const id = overview.player.id;
  const list = useAdjustments({ player_id: id, page, per_page: PER_PAGE });
  return (
    <div className="flex flex-col gap-4">
      {may ? <AdjustmentForm overview={overview} threshold={list.data?.four_eyes_cents ?? null} /> : null}
      <Section id="player-adjustments" title={t('players.adjustments.of_player')}>
        {list.isError ? <FormError message={t('admin.errors.failed')} /> : null}
        <AdjustmentsTable adjustments={list.data?.data ?? []} showPlayer={false} />
        {list.data ? (
          <Pager page={page} perPage={PER_PAGE} total={list.data.pagination.total_count} onPage={setPage} />
        ) : null}
      </Section>
    </div>
  );
}

function AdjustmentForm({ overview, threshold }: { overview: PlayerOverview; threshold: number | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const action = useAction();
  const id = overview.player.id;
  // One key per intended adjustment: a submit retried after a lost answer moves money once.
  const [key, setKey] = useState(() => newAdjustmentKey());
  const [currency, setCurrency] = useState(overview.player.currency);
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState<Adjustment | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const cents = parseAmount(amount, money.subunitsOf(currency));
  const codes = [...new Set([...overview.balances.map((b) => b.currency), ...money.codes])];
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setDone(null);
    if (cents === null || cents === 0) {
      setAmountError(t('players.adjustments.amount_invalid'));
      return;
    }
    setAmountError(null);
    const reason = String(new FormData(form).get('reason') ?? '');
    const made = await action.run(() =>
      adminApi().request<Adjustment>(`/api/operator/players/${id}/adjustments`, {
        method: 'POST',
        body: { currency, amount_cents: cents, reason, idempotency_key: key },
      }),
    );
    if (made) {
      setDone(made);
      setKey(newAdjustmentKey());
      setAmount('');
      form.reset();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKey(id) }),
        queryClient.invalidateQueries({ queryKey: ADJUSTMENTS_KEY }),
      ]);
    }
  };
  return (
    <Section id="player-adjust" title={t('players.adjustments.new')}>
      <p className="text-sm text-ink-muted">
        {threshold === null
          ? t('players.adjustments.explain')
          : t('players.adjustments.four_eyes_hint', { amount: money.format(threshold, currency) })}
      </p>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-3 sm:items-start" noValidate>
        <SelectField
          name="currency"
          label={t('players.adjustments.currency')}
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
          options={codes.map((code) => ({ value: code, label: code }))}
          error={action.fieldError('currency')}
        />
        <TextField
          name="amount"
          inputMode="decimal"
          label={t('players.adjustments.amount')}
          hint={t('players.adjustments.amount_hint')}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={amountError ?? action.fieldError('amount_cents')}
          required
        />
        <TextField
          name="reason"
          label={t('players.adjustments.reason')}
          hint={t('players.adjustments.reason_hint')}
          maxLength={REASON_MAX_LENGTH}
          error={action.fieldError('reason')}
          required
        />
        <div className="flex flex-col gap-2 sm:col-span-3">
          {cents !== null && cents !== 0 && threshold !== null && needsFourEyes(cents, threshold) ? (
            <p role="note" className="text-sm">
              {t('players.adjustments.will_wait')}
            </p>
          ) : null}
          <Button type="submit" loading={action.busy} className="self-start">
            {t('players.adjustments.submit')}
          </Button>
          <FormError message={action.message ?? action.fieldError('idempotency_key')} />
          {done ? (
            <p role="status" data-testid="admin-adjustment-done">
              {done.state === 'pending'
                ? t('players.adjustments.pending_done', {
                    amount: money.format(done.amount_cents, done.currency),
                  })
                : t('players.adjustments.applied_done', {
                    amount: money.format(done.amount_cents, done.currency),
                  })}
            </p>
          ) : null}
        </div>
      </form>
    </Section>
  );
}

/** Adjustments in a table; a pending one can be approved (not by its requester) or rejected with a reason. */
export function AdjustmentsTable({
  adjustments,
  showPlayer,
}: {
  adjustments: Adjustment[];
  showPlayer: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const columns: PlayerColumn<Adjustment>[] = [
    {
      id: 'requested',
      rowHeader: true,
      cell: (a) => (
        <>
          {when(a.requested_at)}
          <br />
          <span className="text-ink-muted">{a.requested_by?.name ?? '—'}</span>
        </>
      ),
    },
    ...(showPlayer
      ? [
          {
            id: 'player',
            cell: (a: Adjustment) => (
              <Link to={`/admin/players/${a.player.id}`} className="underline">
                {a.player.email}
              </Link>
            ),
          },
        ]
      : []),
    {
      id: 'amount',
      className: 'tabular-nums whitespace-nowrap',
      cell: (a) => money.format(a.amount_cents, a.currency),
    },
    {
      id: 'reason',
      className: 'max-w-xs break-words',
      cell: (a) => a.reason,
    },
    {
      id: 'state',
      cell: (a) => t(`players.adjustments.states.${a.state}`),
    },
    {
      id: 'decision',
      cell: (a) =>
        a.state === 'pending' ? (
          <Decide adjustment={a} />
        ) : (
          <span>
            {a.decided_by?.name ?? '—'}
            {a.decided_at ? ` · ${when(a.decided_at)}` : ''}
            {a.decision_reason ? ` · ${a.decision_reason}` : ''}
          </span>
        ),
    },
  ];
  return (
    <PlayerTable area="adjustments" columns={columns} rows={adjustments} testId="admin-adjustment-row" />
  );
}

/** Approve or reject one pending adjustment (players.adjust). */
function Decide({ adjustment }: { adjustment: Adjustment }) {
  const { t } = useTranslation();
  const may = useMay('players.adjust');
  const me = useOperator();
  const queryClient = useQueryClient();
  const approve = useAction();
  const reject = useAction();
  const money = useMoney();
  if (!may) return <span>{t('players.adjustments.waiting')}</span>;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADJUSTMENTS_KEY }),
      queryClient.invalidateQueries({ queryKey: playerKey(adjustment.player.id) }),
    ]);
  const own = adjustment.requested_by?.id === me.id;
  const label = `${money.format(adjustment.amount_cents, adjustment.currency)} #${adjustment.id}`;
  return (
    <div className="flex flex-col gap-2">
      {own ? (
        <span className="text-sm text-ink-muted">{t('players.adjustments.own')}</span>
      ) : (
        <Button
          variant="primary"
          loading={approve.busy}
          aria-label={t('players.adjustments.approve_one', { amount: label })}
          onClick={async () => {
            const done = await approve.run(() =>
              adminApi().request(`/api/operator/adjustments/${adjustment.id}/approve`, {
                method: 'POST',
                body: {},
              }),
            );
            await refresh();
            return done;
          }}
        >
          {t('players.adjustments.approve')}
        </Button>
      )}
      <FormError message={approve.message ?? approve.fieldError('amount_cents')} />
      <details>
        <summary className="cursor-pointer text-sm">{t('players.adjustments.reject')}</summary>
        <form
          className="mt-2 flex flex-col gap-2"
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
            const done = await reject.run(() =>
              adminApi().request(`/api/operator/adjustments/${adjustment.id}/reject`, {
                method: 'POST',
                body: { reason },
              }),
            );
            if (done !== undefined) await refresh();
          }}
        >
          <TextField
            name="reason"
            label={t('players.adjustments.reject_reason')}
            maxLength={REASON_MAX_LENGTH}
            error={reject.fieldError('reason')}
            required
          />
          <Button type="submit" variant="danger" loading={reject.busy} className="self-start">
            {t('players.adjustments.reject_submit')}
          </Button>
          <FormError message={reject.message} />
        </form>
      </details>
    </div>
  );
}

/** The states a list may filter by, for the pending screen's select. */
export const STATE_FILTERS = ADJUSTMENT_STATES;
