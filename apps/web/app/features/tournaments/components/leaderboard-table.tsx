import type { Tournament, TournamentPlayerStatus } from '@orbit/contract';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { type LeaderRow, leaderboardRows, type Score, scoreOf } from '../model/tournaments.ts';
import { useMoney } from './use-money.ts';

interface Props {
  tournament: Pick<Tournament, 'strategy' | 'currency' | 'title'>;
  leaders: readonly TournamentPlayerStatus[];
  /** The viewer's own standing (signed in), else null. */
  own: TournamentPlayerStatus | null;
  caption: string;
}

/**
 * The leaderboard: place, player and score (by the tournament's strategy). The viewer's row is
 * marked; when they rank outside the leaders it is added under them.
 */
export function LeaderboardTable({ tournament, leaders, own, caption }: Props) {
  const { t } = useTranslation();
  const { rows, appended } = leaderboardRows(leaders, own);
  if (rows.length === 0 && appended === null)
    return (
      <p className="rounded-xl bg-surface-2 p-4 text-ink-muted" data-testid="leaderboard-empty">
        {t('tournaments.leaderboard.empty')}
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="leaderboard">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-ink-muted">
          <tr>
            <th scope="col" className="w-16 py-2 pr-3 font-medium">
              {t('tournaments.leaderboard.place')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('tournaments.leaderboard.player')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t(`tournaments.score.${tournament.strategy}`)}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            // A place is one player's on a leaderboard.
            <Row key={`${row.place}-${row.status.nickname}`} row={row} tournament={tournament} />
          ))}
        </tbody>
        {appended ? (
          <tbody className="border-t-2 border-dashed border-surface-3" data-testid="leaderboard-own-appended">
            <Row row={appended} tournament={tournament} />
          </tbody>
        ) : null}
      </table>
    </div>
  );
}

function Row({ row, tournament }: { row: LeaderRow; tournament: Props['tournament'] }) {
  const { t } = useTranslation();
  const score = useScoreText();
  return (
    <tr
      className={`border-t border-surface-3 ${row.own ? 'bg-brand/15 font-semibold' : ''}`}
      data-testid={row.own ? 'leaderboard-own' : 'leaderboard-row'}
      aria-current={row.own ? 'true' : undefined}
    >
      <td className="py-2 pr-3 tabular-nums">{row.place ?? '–'}</td>
      <td className="py-2 pr-3 break-all">
        {row.status.nickname}
        {row.own ? (
          <span className="ml-2 text-xs font-bold uppercase text-brand">
            {t('tournaments.leaderboard.you')}
          </span>
        ) : null}
      </td>
      <td className="py-2 text-right tabular-nums">
        {score(scoreOf(tournament.strategy, row.status), tournament.currency)}
      </td>
    </tr>
  );
}

/** A score as text: money in the tournament's currency, a multiplier, or a count. */
export function useScoreText(): (score: Score, currency: string) => string {
  const { t } = useTranslation();
  const money = useMoney();
  return (score, currency) => {
    switch (score.kind) {
      case 'money':
        return money(score.cents, currency);
      case 'rate':
        return t('tournaments.leaderboard.rate', { rate: score.rate.toFixed(2) });
      default:
        return String(score.count);
    }
  };
}
