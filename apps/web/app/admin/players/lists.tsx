import {
  BALANCE_CAUSES,
  type BalanceHistoryPage,
  type HouseRoundProof,
  type PaymentsPage,
  type PlayerGiftsPage,
  type PlayerNote,
  type PlayerNotesPage,
  type PlayerOverview,
  type PlayerRoundsPage,
} from '@orbit/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { Pager } from '../shared/pager.tsx';
import { pageOf } from '../shared/paging.ts';
import { playerKey, useAction, useMoney } from './api.ts';
import { isDay, proofLinkOf } from './model.ts';
import { PlayerTable, Section, useAmountColumn, when } from './parts.tsx';

const PER_PAGE = 50;
/** The ledger's page size (the balance history's own maximum). */
const LEDGER_PER_PAGE = 100;
const LEDGER_FILTERS = ['currency', 'cause', 'from', 'to'] as const;

/** The page of a tab's list, kept in the address with the tab (`?tab=rounds&page=2`). */
function usePage() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const setPage = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    setParams(copy);
  };
  return { page, setPage, params, setParams };
}

function Failed({ when: failed }: { when: boolean }) {
  const { t } = useTranslation();
  return failed ? <FormError message={t('admin.errors.failed')} /> : null;
}

/** Every movement of the player's money (their balance history), filtered in the address. */
export function LedgerTab({ overview }: { overview: PlayerOverview }) {
  const { t } = useTranslation();
  const amount = useAmountColumn<BalanceHistoryPage['data'][number]>();
  const { page, setPage, params, setParams } = usePage();
  const id = overview.player.id;
  const query: Record<string, string | number> = { page, per_page: LEDGER_PER_PAGE };
  for (const name of LEDGER_FILTERS) {
    const value = params.get(name);
    if (value && (name === 'from' || name === 'to' ? isDay(value) : true)) query[name] = value;
  }
  const ledger = useQuery({
    queryKey: [...playerKey(id), 'ledger', query],
    queryFn: () => adminApi().request<BalanceHistoryPage>(`/api/operator/players/${id}/ledger`, { query }),
    placeholderData: keepPreviousData,
  });
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next, { replace: true });
  };
  return (
    <Section id="player-ledger" title={t('players.ledger.title')}>
      <form className="grid gap-3 sm:grid-cols-4 sm:items-end" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label={t('players.ledger.currency')}
          value={params.get('currency') ?? ''}
          onChange={(event) => setFilter('currency', event.target.value)}
          options={[
            { value: '', label: t('players.common.any') },
            ...overview.balances.map((b) => ({ value: b.currency, label: b.currency })),
          ]}
        />
        <SelectField
          label={t('players.ledger.cause')}
          value={params.get('cause') ?? ''}
          onChange={(event) => setFilter('cause', event.target.value)}
          options={[
            { value: '', label: t('players.common.any') },
            ...BALANCE_CAUSES.map((cause) => ({ value: cause, label: t(`players.ledger.causes.${cause}`) })),
          ]}
        />
        <TextField
          type="date"
          label={t('players.ledger.from')}
          value={params.get('from') ?? ''}
          onChange={(event) => setFilter('from', event.target.value)}
        />
        <TextField
          type="date"
          label={t('players.ledger.to')}
          value={params.get('to') ?? ''}
          onChange={(event) => setFilter('to', event.target.value)}
        />
      </form>
      <Failed when={ledger.isError} />
      <PlayerTable
        area="ledger"
        caption="caption"
        rows={ledger.data?.data}
        testId="admin-ledger-row"
        columns={[
          { id: 'time', rowHeader: true, className: 'whitespace-nowrap', cell: (m) => when(m.created_at) },
          {
            id: 'kind',
            cell: (m) => (
              <>
                {t(`players.ledger.causes.${m.cause}`)} · <code>{m.kind}</code>
              </>
            ),
          },
          {
            id: 'reference',
            cell: (m) =>
              `${m.reference.type}${m.reference.id ? ` ${m.reference.id}` : ''}${m.game ? ` · ${m.game}` : ''}`,
          },
          { id: 'note', cell: (m) => m.note ?? '' },
          amount('amount', (m) => m.amount_cents),
          amount('balance_after', (m) => m.balance_after_cents),
        ]}
      />
      {ledger.data ? (
        <Pager
          page={page}
          perPage={LEDGER_PER_PAGE}
          total={ledger.data.pagination.total_count}
          onPage={setPage}
        />
      ) : null}
    </Section>
  );
}

/** The player's real-money rounds; each round's proof opens in the provably-fair verifier. */
export function RoundsTab({ playerId }: { playerId: number }) {
  const { t } = useTranslation();
  const amount = useAmountColumn<PlayerRoundsPage['data'][number]>();
  const { page, setPage } = usePage();
  const query = { page, per_page: PER_PAGE };
  const rounds = useQuery({
    queryKey: [...playerKey(playerId), 'rounds', query],
    queryFn: () =>
      adminApi().request<PlayerRoundsPage>(`/api/operator/players/${playerId}/rounds`, { query }),
    placeholderData: keepPreviousData,
  });
  return (
    <Section id="player-rounds" title={t('players.rounds.title')}>
      <Failed when={rounds.isError} />
      <PlayerTable
        area="rounds"
        rows={rounds.data?.data}
        testId="admin-round-row"
        columns={[
          {
            id: 'time',
            rowHeader: true,
            className: 'whitespace-nowrap',
            cell: (round) => when(round.created_at),
          },
          {
            id: 'game',
            cell: (round) => (
              <>
                {round.title} <span className="text-ink-muted">({round.provider})</span>
              </>
            ),
          },
          { id: 'status', cell: (round) => round.status },
          amount('stake', (round) => round.stake_cents),
          amount('payout', (round) => round.payout_cents),
          { id: 'proof', cell: (round) => <RoundProof playerId={playerId} roundId={round.id} /> },
        ]}
      />
      {rounds.data ? (
        <Pager page={page} perPage={PER_PAGE} total={rounds.data.pagination.total_count} onPage={setPage} />
      ) : null}
    </Section>
  );
}

/** Loads a round's proof on demand and links to the verifier, prefilled with its seeds. */
function RoundProof({ playerId, roundId }: { playerId: number; roundId: number }) {
  const { t } = useTranslation();
  const [proof, setProof] = useState<HouseRoundProof | null>(null);
  const action = useAction();
  if (proof) {
    return (
      <div className="flex flex-col gap-1">
        <a
          href={proofLinkOf(proof)}
          target="_blank"
          rel="noreferrer"
          className="font-semibold underline"
          data-testid="admin-round-proof-link"
        >
          {t('players.rounds.verify', { id: roundId })}
        </a>
        {proof.server_seed ? null : (
          <span className="text-xs text-ink-muted">{t('players.rounds.unrevealed')}</span>
        )}
      </div>
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        loading={action.busy}
        aria-label={t('players.rounds.load_proof', { id: roundId })}
        onClick={async () => {
          const loaded = await action.run(() =>
            adminApi().request<HouseRoundProof>(`/api/operator/players/${playerId}/rounds/${roundId}`),
          );
          if (loaded) setProof(loaded);
        }}
      >
        {t('players.rounds.proof')}
      </Button>
      <FormError message={action.message} />
    </>
  );
}

/** The player's deposits and withdrawals. */
export function PaymentsTab({ playerId }: { playerId: number }) {
  const { t } = useTranslation();
  const amount = useAmountColumn<PaymentsPage['data'][number]>();
  const { page, setPage } = usePage();
  const query = { page, per_page: PER_PAGE };
  const payments = useQuery({
    queryKey: [...playerKey(playerId), 'payments', query],
    queryFn: () => adminApi().request<PaymentsPage>(`/api/operator/players/${playerId}/payments`, { query }),
    placeholderData: keepPreviousData,
  });
  return (
    <Section id="player-payments" title={t('players.payments.title')}>
      <Failed when={payments.isError} />
      <PlayerTable
        area="payments"
        rows={payments.data?.data}
        testId="admin-payment-row"
        columns={[
          { id: 'id', rowHeader: true, cell: (payment) => payment.id },
          { id: 'time', cell: (payment) => when(payment.created_at) },
          { id: 'action', cell: (payment) => t(`players.payments.actions.${payment.action}`) },
          { id: 'method', cell: (payment) => payment.system_name || payment.payment_system },
          amount('amount', (payment) => payment.amount_cents),
          {
            id: 'state',
            cell: (payment) => (
              <>
                <code>{payment.state}</code>
                {payment.decline_reason ? ` · ${payment.decline_reason}` : ''}
              </>
            ),
          },
        ]}
      />
      {payments.data ? (
        <Pager
          page={page}
          perPage={payments.data.pagination.per_page}
          total={payments.data.pagination.total_count}
          onPage={setPage}
        />
      ) : null}
    </Section>
  );
}

/** The player's gifts: bonuses and free spins, whatever their stage. */
export function BonusesTab({ playerId }: { playerId: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { page, setPage } = usePage();
  const query = { page, per_page: PER_PAGE };
  const gifts = useQuery({
    queryKey: [...playerKey(playerId), 'bonuses', query],
    queryFn: () =>
      adminApi().request<PlayerGiftsPage>(`/api/operator/players/${playerId}/bonuses`, { query }),
    placeholderData: keepPreviousData,
  });
  return (
    <Section id="player-bonuses" title={t('players.bonuses.title')}>
      <Failed when={gifts.isError} />
      <PlayerTable
        area="bonuses"
        rows={gifts.data?.data}
        testId="admin-bonus-row"
        columns={[
          {
            id: 'title',
            header: t('players.bonuses.title_column'),
            rowHeader: true,
            cell: (gift) => (
              <>
                {gift.title} <span className="text-ink-muted">#{gift.id}</span>
              </>
            ),
          },
          { id: 'kind', cell: (gift) => t(`players.bonuses.kinds.${gift.kind}`) },
          { id: 'stage', cell: (gift) => <code>{gift.stage}</code> },
          {
            id: 'amount',
            align: 'end',
            cell: (gift) =>
              gift.kind === 'freespins'
                ? t('players.bonuses.spins', {
                    done: gift.freespins_performed,
                    total: gift.freespins_total ?? 0,
                  })
                : money.format(gift.amount_cents, gift.currency),
          },
          {
            id: 'wager',
            align: 'end',
            cell: (gift) =>
              `${money.format(gift.wagered_cents, gift.currency)} / ${money.format(gift.wager_requirement_cents, gift.currency)}`,
          },
          { id: 'created', cell: (gift) => when(gift.created_at) },
          { id: 'valid_until', cell: (gift) => when(gift.valid_until) },
        ]}
      />
      {gifts.data ? (
        <Pager page={page} perPage={PER_PAGE} total={gifts.data.pagination.total_count} onPage={setPage} />
      ) : null}
    </Section>
  );
}

/** Notes on the player, newest first, and a new one (players.write). */
export function NotesTab({ playerId }: { playerId: number }) {
  const { t } = useTranslation();
  const may = useMay('players.write');
  const queryClient = useQueryClient();
  const action = useAction();
  const { page, setPage } = usePage();
  const query = { page, per_page: PER_PAGE };
  const notes = useQuery({
    queryKey: [...playerKey(playerId), 'notes', query],
    queryFn: () => adminApi().request<PlayerNotesPage>(`/api/operator/players/${playerId}/notes`, { query }),
    placeholderData: keepPreviousData,
  });
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('text') ?? '');
    const note = await action.run(() =>
      adminApi().request<PlayerNote>(`/api/operator/players/${playerId}/notes`, {
        method: 'POST',
        body: { text },
      }),
    );
    if (note) {
      form.reset();
      await queryClient.invalidateQueries({ queryKey: playerKey(playerId) });
    }
  };
  return (
    <Section id="player-notes" title={t('players.notes.title')}>
      {may ? (
        <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
          <label htmlFor="player-note-text" className="text-sm font-medium">
            {t('players.notes.new')}
          </label>
          <textarea
            id="player-note-text"
            name="text"
            rows={3}
            maxLength={2000}
            aria-invalid={action.fieldError('text') ? true : undefined}
            aria-describedby={action.fieldError('text') ? 'player-note-error' : undefined}
            className="rounded-lg border border-surface-3 bg-surface px-3 py-2"
          />
          {action.fieldError('text') ? (
            <p id="player-note-error" className="text-sm text-danger">
              {action.fieldError('text')}
            </p>
          ) : null}
          <Button type="submit" loading={action.busy} className="self-start">
            {t('players.notes.add')}
          </Button>
          <FormError message={action.message} />
        </form>
      ) : null}
      <Failed when={notes.isError} />
      <ul className="flex flex-col gap-2">
        {(notes.data?.data ?? []).map((note) => (
          <li key={note.id} className="rounded-lg bg-surface-3 p-3" data-testid="admin-player-note">
            <p className="whitespace-pre-wrap">{note.text}</p>
            <p className="text-xs text-ink-muted">
              {t('players.notes.by', { who: note.operator?.name ?? '—', when: when(note.created_at) })}
            </p>
          </li>
        ))}
      </ul>
      {notes.data?.data.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('players.notes.empty')}</p>
      ) : null}
      {notes.data ? (
        <Pager page={page} perPage={PER_PAGE} total={notes.data.pagination.total_count} onPage={setPage} />
      ) : null}
    </Section>
  );
}
