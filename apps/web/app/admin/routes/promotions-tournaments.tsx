import {
  type OperatorTournament,
  type OperatorTournamentsPage,
  TOURNAMENT_STRATEGIES,
  TournamentInput,
} from '@orbit/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { CheckboxField, SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { Pager } from '../shared/pager.tsx';
import {
  formatTime,
  isoOf,
  listOf,
  listText,
  localOf,
  numberOr,
  PROMOTIONS_KEY,
  type PrizeRow,
  PrizesField,
  prizeRow,
  prizesOf,
  SavedNotice,
  type TextRow,
  TextsField,
  textRows,
  textsOf,
  usePromoSubmit,
  useSaved,
  validated,
} from './promotions-kit.tsx';

const PER_PAGE = 20;

/** Tournaments: the list (latest start first), a new one, and the chosen one's form. */
export default function AdminPromotionTournaments() {
  const { t } = useTranslation();
  const may = useMay('promotions.write');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<OperatorTournament | 'new' | null>(null);
  const list = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'tournaments', page],
    queryFn: () =>
      adminApi().request<OperatorTournamentsPage>('/api/operator/tournaments', {
        query: { page, per_page: PER_PAGE },
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('promotions.tournaments.title')}</h1>
        {may ? <Button onClick={() => setEditing('new')}>{t('promotions.tournaments.new')}</Button> : null}
      </div>
      {list.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('promotions.tournaments.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('promotions.tournaments.slug')}</th>
              <th scope="col">{t('promotions.tournaments.name')}</th>
              <th scope="col">{t('promotions.tournaments.strategy')}</th>
              <th scope="col">{t('promotions.tournaments.currency')}</th>
              <th scope="col">{t('promotions.tournaments.start_at')}</th>
              <th scope="col">{t('promotions.tournaments.end_at')}</th>
              <th scope="col">{t('promotions.tournaments.state')}</th>
            </tr>
          </thead>
          <tbody>
            {(list.data?.tournaments ?? []).map((row) => (
              <tr key={row.id} className="border-t border-white/10">
                <td>
                  <button type="button" className="underline" onClick={() => setEditing(row)}>
                    {row.slug}
                  </button>
                </td>
                <td>{row.titles.en ?? Object.values(row.titles)[0] ?? ''}</td>
                <td>{t(`promotions.tournaments.strategies.${row.strategy}`)}</td>
                <td>{row.currency}</td>
                <td>{formatTime(row.start_at)}</td>
                <td>{formatTime(row.end_at)}</td>
                <td>{t(`promotions.tournaments.states.${stateOf(row)}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data ? (
        <Pager page={page} perPage={PER_PAGE} total={list.data.total_count} onPage={setPage} />
      ) : null}
      {editing ? (
        <TournamentForm
          key={editing === 'new' ? 'new' : editing.id}
          tournament={editing === 'new' ? undefined : editing}
          onDone={(saved) => setEditing(saved)}
        />
      ) : null}
    </>
  );
}

const stateOf = (row: OperatorTournament) => {
  const now = Date.now();
  if (row.finished_at) return 'finished';
  if (Date.parse(row.end_at) <= now) return 'ended';
  return Date.parse(row.start_at) <= now ? 'running' : 'upcoming';
};

interface Draft {
  slug: string;
  frontend_identifier: string;
  titles: TextRow[];
  descriptions: TextRow[];
  strategy: string;
  currency: string;
  start_at: string;
  end_at: string;
  group_ids: string;
  games: string;
  producers: string;
  min_bet_cents: string;
  confirmation_required: boolean;
  prizes: PrizeRow[];
}

const draftOf = (row?: OperatorTournament): Draft => ({
  slug: row?.slug ?? '',
  frontend_identifier: row?.frontend_identifier ?? 'tournament',
  titles: textRows(row?.titles),
  descriptions: textRows(row?.descriptions),
  strategy: row?.strategy ?? 'bet',
  currency: row?.currency ?? 'CAD',
  start_at: localOf(row?.start_at),
  end_at: localOf(row?.end_at),
  group_ids: listText(row?.group_ids),
  games: listText(row?.games),
  producers: listText(row?.producers),
  min_bet_cents: String(row?.min_bet_cents ?? 0),
  confirmation_required: row?.confirmation_required ?? false,
  prizes: (row?.prizes ?? []).map(prizeRow),
});

const bodyOf = (d: Draft) => ({
  slug: d.slug.trim(),
  frontend_identifier: d.frontend_identifier.trim(),
  titles: textsOf(d.titles),
  descriptions: textsOf(d.descriptions),
  strategy: d.strategy,
  currency: d.currency.trim().toUpperCase(),
  start_at: isoOf(d.start_at) ?? undefined,
  end_at: isoOf(d.end_at) ?? undefined,
  group_ids: listOf(d.group_ids, true),
  games: listOf(d.games),
  producers: listOf(d.producers),
  min_bet_cents: numberOr(d.min_bet_cents, 0),
  confirmation_required: d.confirmation_required,
  prizes: prizesOf(d.prizes),
});

function TournamentForm({
  tournament,
  onDone,
}: {
  tournament?: OperatorTournament | undefined;
  onDone: (saved: OperatorTournament) => void;
}) {
  const { t } = useTranslation();
  const may = useMay('promotions.write');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(tournament));
  const submit = usePromoSubmit();
  const saved = useSaved();
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const field = (name: keyof Draft & string, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={draft[name] as string}
      onChange={(event) => set(name, event.target.value as never)}
      error={submit.fieldError(name)}
      {...props}
    />
  );
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    saved.clear();
    const answer = await submit.run(async () => {
      const body = validated(TournamentInput, bodyOf(draft));
      return tournament
        ? adminApi().request<OperatorTournament>(`/api/operator/tournaments/${tournament.id}`, {
            method: 'PUT',
            body,
          })
        : adminApi().request<OperatorTournament>('/api/operator/tournaments', { method: 'POST', body });
    });
    if (!answer) return;
    await queryClient.invalidateQueries({ queryKey: [...PROMOTIONS_KEY, 'tournaments'] });
    saved.mark();
    onDone(answer);
  };
  const prizeError = (name: string) => submit.fieldError(name);
  const shown = Object.keys(draft).concat(
    draft.prizes.flatMap((_, i) =>
      ['award_place', 'kind', 'amount_cents', 'offer_id', 'wager_multiplier', 'freespins_count'].map(
        (f) => `prizes.${i}.${f}`,
      ),
    ),
  );
  const others = submit.otherErrors(shown);
  return (
    <section aria-labelledby="tournament-form" className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-4">
      <h2 id="tournament-form" className="text-xl font-semibold">
        {tournament
          ? t('promotions.tournaments.edit', { slug: tournament.slug })
          : t('promotions.tournaments.new')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <fieldset className="grid gap-3 sm:grid-cols-3" disabled={!may}>
          <legend className="sr-only">{t('promotions.tournaments.title')}</legend>
          {field('slug', t('promotions.tournaments.slug'))}
          {field('frontend_identifier', t('promotions.tournaments.frontend_identifier'))}
          <SelectField
            label={t('promotions.tournaments.strategy')}
            value={draft.strategy}
            onChange={(event) => set('strategy', event.target.value)}
            options={TOURNAMENT_STRATEGIES.map((value) => ({
              value,
              label: t(`promotions.tournaments.strategies.${value}`),
            }))}
            error={submit.fieldError('strategy')}
          />
          {field('currency', t('promotions.tournaments.currency'))}
          {field('start_at', t('promotions.tournaments.start_at'), { type: 'datetime-local' })}
          {field('end_at', t('promotions.tournaments.end_at'), { type: 'datetime-local' })}
          {field('min_bet_cents', t('promotions.tournaments.min_bet_cents'), { inputMode: 'numeric' })}
          {field('group_ids', t('promotions.offer.group_ids'), { hint: t('promotions.kit.list_hint') })}
          {field('games', t('promotions.tournaments.games'), {
            hint: t('promotions.tournaments.games_hint'),
          })}
          {field('producers', t('promotions.tournaments.producers'), { hint: t('promotions.kit.list_hint') })}
          <CheckboxField
            label={t('promotions.tournaments.confirmation_required')}
            checked={draft.confirmation_required}
            onChange={(event) => set('confirmation_required', event.target.checked)}
          />
        </fieldset>
        <TextsField
          legend={t('promotions.tournaments.titles')}
          rows={draft.titles}
          onChange={(rows) => set('titles', rows)}
          error={submit.fieldError('titles')}
        />
        <TextsField
          legend={t('promotions.tournaments.descriptions')}
          rows={draft.descriptions}
          onChange={(rows) => set('descriptions', rows)}
          error={submit.fieldError('descriptions')}
          multiline
        />
        <PrizesField rows={draft.prizes} onChange={(rows) => set('prizes', rows)} fieldError={prizeError} />
        <FormError message={submit.message} />
        {others.length > 0 ? <FormError message={others.join(' · ')} /> : null}
        {may ? (
          <div className="flex items-center gap-3">
            <Button type="submit" loading={submit.busy}>
              {tournament ? t('promotions.offer.save') : t('promotions.offer.create')}
            </Button>
            <SavedNotice saved={saved.saved} />
          </div>
        ) : null}
      </form>
    </section>
  );
}
