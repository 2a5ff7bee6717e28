import type { Tournament } from '@orbit/contract';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePrizeText } from './prize-text.tsx';

/** The prize places: place, what it pays, and the winner once the tournament is ranked. */
export function PrizesTable({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const prizeText = usePrizeText();
  const ranked = tournament.finished_at !== null;
  if (tournament.prizes.length === 0) return <p className="text-ink-muted">{t('tournaments.prizes.none')}</p>;
  const prizes = [...tournament.prizes].sort((a, b) => a.award_place - b.award_place);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="prizes">
        <caption className="sr-only">{t('tournaments.prizes.caption', { title: tournament.title })}</caption>
        <thead className="text-ink-muted">
          <tr>
            <th scope="col" className="w-16 py-2 pr-3 font-medium">
              {t('tournaments.prizes.place')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('tournaments.prizes.prize')}
            </th>
            {ranked ? (
              <th scope="col" className="py-2 font-medium">
                {t('tournaments.prizes.winner')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {prizes.map((prize) => (
            <tr key={prize.id} className="border-t border-surface-3">
              <td className="py-2 pr-3 tabular-nums">{prize.award_place}</td>
              <td className="py-2 pr-3">{prizeText(prize, tournament.currency)}</td>
              {ranked ? <td className="py-2 break-all">{prize.nickname ?? '–'}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
