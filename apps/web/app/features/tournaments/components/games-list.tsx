import type { Tournament } from '@orbit/contract';
import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { gameLink, humanize } from '../model/tournaments.ts';

/** The producers and games whose bets count (each linking to its page); none listed: every game. */
export function GamesList({ tournament }: { tournament: Pick<Tournament, 'games' | 'producers'> }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const games = tournament.games.flatMap((game) => {
    const link = gameLink(game);
    return link ? [link] : [];
  });
  if (tournament.producers.length === 0 && games.length === 0)
    return <p data-testid="tournament-every-game">{t('tournaments.games.every')}</p>;
  return (
    <div className="flex flex-col gap-3">
      {tournament.producers.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t('tournaments.games.producers')}</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {tournament.producers.map((producer) => (
              <li key={producer}>
                <Link
                  to={href(`/producers/${encodeURIComponent(producer)}`)}
                  className="inline-flex min-h-11 items-center rounded-lg bg-surface-3 px-3 hover:bg-surface-2"
                >
                  {humanize(producer)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {games.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t('tournaments.games.games')}</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {games.map((game) => (
              <li key={game.href}>
                <Link
                  to={href(game.href)}
                  className="inline-flex min-h-11 items-center rounded-lg bg-surface-3 px-3 hover:bg-surface-2"
                >
                  {game.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
