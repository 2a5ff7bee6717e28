import type { GameHistoryItem } from '@orbit/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useGamesHistory } from '../api/games-history.ts';
import { historyAmount, historyTime, verifyHref } from '../model/history.ts';

/** Times are written in the player's zone once the page runs in the browser (UTC on the server). */
function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return inBrowser;
}

/** Profile › Games history: the player's rounds, each verifiable. */
export function GamesHistory() {
  const { t } = useTranslation();
  const { href } = useLocale();
  const history = useGamesHistory();

  return (
    <section
      aria-labelledby="games-history-title"
      className="flex flex-col gap-4"
      data-testid="games-history"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="games-history-title" className="text-xl font-bold">
          {t('play.history.title')}
        </h2>
        <Link
          to={href('/provably-fair')}
          className="text-sm font-semibold text-brand underline-offset-2 hover:underline"
        >
          {t('play.history.fairness_link')}
        </Link>
      </div>
      {history.isPending ? (
        <p role="status" className="text-ink-muted">
          {t('play.history.loading')}
        </p>
      ) : history.isError ? (
        <FormError message={t('play.history.failed')} />
      ) : history.data.length === 0 ? (
        <p
          className="rounded-xl bg-surface-2 p-6 text-center text-ink-muted"
          data-testid="games-history-empty"
        >
          {t('play.history.empty')}
        </p>
      ) : (
        <HistoryTable items={history.data} />
      )}
    </section>
  );
}

function HistoryTable({ items }: { items: GameHistoryItem[] }) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const local = useInBrowser();
  const th = 'px-3 py-2 text-left font-semibold whitespace-nowrap';
  const td = 'px-3 py-2 whitespace-nowrap';
  return (
    <div className="overflow-x-auto rounded-xl bg-surface-2">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('play.history.caption')}</caption>
        <thead className="border-b border-surface-3 text-ink-muted">
          <tr>
            <th scope="col" className={th}>
              {t('play.history.game')}
            </th>
            <th scope="col" className={th}>
              {t('play.history.time')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('play.history.bet')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('play.history.win')}
            </th>
            <th scope="col" className={th}>
              {t('play.history.currency')}
            </th>
            <th scope="col" className={th}>
              {t('play.history.status')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('play.history.verify_column')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.bet_id} className="border-b border-surface-3 last:border-0">
              <th scope="row" className={`${td} text-left font-medium`}>
                {item.title}
              </th>
              <td className={td}>
                <time dateTime={item.created_at}>{historyTime(item.created_at, locale, local)}</time>
              </td>
              <td className={`${td} text-right tabular-nums`}>{historyAmount(item.total_bets, locale)}</td>
              <td className={`${td} text-right tabular-nums`}>{historyAmount(item.total_wins, locale)}</td>
              <td className={td}>{item.currency}</td>
              <td className={td}>{t(`play.history.statuses.${item.bet_status}`)}</td>
              <td className={td}>
                <Link
                  to={href(verifyHref(item))}
                  aria-label={t('play.history.verify_round', { id: item.bet_id, title: item.title })}
                  className="font-semibold text-brand underline-offset-2 hover:underline"
                >
                  {t('play.history.verify')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
