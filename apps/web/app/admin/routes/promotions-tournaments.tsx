import { type OperatorTournament, TOURNAMENT_STRATEGIES, TournamentInput } from '@orbit/contract';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { CheckboxField, SelectField } from '~/shared/ui/field.tsx';
import {
  type CompetitionDraft,
  CompetitionForm,
  type CompetitionSpec,
  competitionColumns,
} from '../promotions/competition.tsx';
import { listOf, listText, numberOr } from '../promotions/forms.ts';
import { ListEditorScreen } from '../promotions/list-screen.tsx';
import { useMay } from '../shared/api.ts';

const stateOf = (row: OperatorTournament) => {
  const now = Date.now();
  if (row.finished_at) return 'finished';
  if (Date.parse(row.end_at) <= now) return 'ended';
  return Date.parse(row.start_at) <= now ? 'running' : 'upcoming';
};

/** Tournaments: the list (latest start first), a new one, and the chosen one's form. */
export default function AdminPromotionTournaments() {
  const { t } = useTranslation();
  return (
    <ListEditorScreen<OperatorTournament>
      area="tournaments"
      columns={(choose) => [
        ...competitionColumns('tournaments', t, choose),
        {
          id: 'strategy',
          header: t('promotions.tournaments.strategy'),
          cell: (row) => t(`promotions.tournaments.strategies.${row.strategy}`),
        },
        {
          id: 'state',
          header: t('promotions.tournaments.state'),
          cell: (row) => t(`promotions.tournaments.states.${stateOf(row)}`),
        },
      ]}
    >
      {(tournament, onSaved) => <TournamentForm tournament={tournament} onSaved={onSaved} />}
    </ListEditorScreen>
  );
}

interface Draft extends CompetitionDraft {
  strategy: string;
  games: string;
  producers: string;
  min_bet_cents: string;
  confirmation_required: boolean;
}

const draftOf = (row?: OperatorTournament) => ({
  strategy: row?.strategy ?? 'bet',
  games: listText(row?.games),
  producers: listText(row?.producers),
  min_bet_cents: String(row?.min_bet_cents ?? 0),
  confirmation_required: row?.confirmation_required ?? false,
});

const bodyOf = (d: Draft) => ({
  strategy: d.strategy,
  games: listOf(d.games),
  producers: listOf(d.producers),
  min_bet_cents: numberOr(d.min_bet_cents, 0),
  confirmation_required: d.confirmation_required,
});

const SPEC: CompetitionSpec<OperatorTournament, Draft> = {
  area: 'tournaments',
  fallback: { frontend_identifier: 'tournament', prizes: [] },
  draftOf,
  schema: TournamentInput,
  bodyOf,
};

function TournamentForm({
  tournament,
  onSaved,
}: {
  tournament: OperatorTournament | undefined;
  onSaved: (saved: OperatorTournament) => void;
}) {
  const { t } = useTranslation();
  const may = useMay('promotions.write');
  return (
    <CompetitionForm
      spec={SPEC}
      record={tournament}
      onSaved={onSaved}
      may={may}
      fields={({ draft, set, field, submit }) => (
        <>
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
          {field('min_bet_cents', t('promotions.tournaments.min_bet_cents'), { inputMode: 'numeric' })}
          {field('games', t('promotions.tournaments.games'), {
            hint: t('promotions.tournaments.games_hint'),
          })}
          {field('producers', t('promotions.tournaments.producers'), { hint: t('promotions.kit.list_hint') })}
          <CheckboxField
            label={t('promotions.tournaments.confirmation_required')}
            checked={draft.confirmation_required}
            onChange={(event) => set('confirmation_required', event.target.checked)}
          />
        </>
      )}
    />
  );
}
