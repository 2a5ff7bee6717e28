import type { PlayerOverview } from '@orbit/contract';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { AdjustmentsTab } from '../players/adjustments.tsx';
import { usePlayerOverview } from '../players/api.ts';
import { BonusesTab, LedgerTab, NotesTab, PaymentsTab, RoundsTab } from '../players/lists.tsx';
import { PLAYER_TABS, type PlayerTab, tabOf } from '../players/model.ts';
import { OverviewTab } from '../players/overview.tsx';

/** A player's page: the overview and one tab of their lists at a time (`?tab=` in the address). */
export default function AdminPlayer() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const overview = usePlayerOverview(id);
  const player = overview.data?.player;

  return (
    <>
      <p>
        <Link to="/admin/players" className="underline">
          {t('players.page.back')}
        </Link>
      </p>
      <h1 className="text-2xl font-bold" data-testid="admin-player-title">
        {player ? `${player.email}${player.nickname ? ` (${player.nickname})` : ''}` : t('admin.loading')}
      </h1>
      {player ? (
        <p className="text-ink-muted">
          {t('players.page.id', { id: player.id })}
          {player.blocked ? ` · ${t('players.search.blocked')}` : ''}
        </p>
      ) : null}
      {overview.isError ? <FormError message={t('players.errors.not_found')} /> : null}
      <nav aria-label={t('players.page.sections')}>
        <ul className="flex flex-wrap gap-1 border-b border-white/10">
          {PLAYER_TABS.map((name) => (
            <li key={name}>
              <Link
                to={`?tab=${name}`}
                aria-current={name === tab ? 'page' : undefined}
                className={`block rounded-t-lg px-3 py-2 ${name === tab ? 'bg-surface-3 font-semibold' : 'hover:bg-surface-2'}`}
              >
                {t(`players.tabs.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {overview.data ? <TabPanel tab={tab} overview={overview.data} /> : null}
    </>
  );
}

function TabPanel({ tab, overview }: { tab: PlayerTab; overview: PlayerOverview }) {
  const id = overview.player.id;
  switch (tab) {
    case 'ledger':
      return <LedgerTab overview={overview} />;
    case 'rounds':
      return <RoundsTab playerId={id} />;
    case 'payments':
      return <PaymentsTab playerId={id} />;
    case 'bonuses':
      return <BonusesTab playerId={id} />;
    case 'notes':
      return <NotesTab playerId={id} />;
    case 'adjustments':
      return <AdjustmentsTab overview={overview} />;
    default:
      return <OverviewTab overview={overview} />;
  }
}
