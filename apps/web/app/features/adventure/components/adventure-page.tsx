import type { Adventure } from '@orbit/contract';
import { Link } from 'react-router';
import { VIP_CLUB_PATH } from '~/features/vip/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useAdventure } from '../api/get-adventure.ts';
import { adventureSummary } from '../model/adventure.ts';
import { DayCard } from './day-card.tsx';
import { useAdventureFormat } from './use-adventure-format.ts';
import { useLiveAdventure } from './use-live-adventure.ts';

/** Shown to a player the adventure is not for: what it is and the way to the VIP club. */
function NotForYou() {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <section
      className="flex flex-col items-start gap-3 rounded-xl bg-surface-2 p-6"
      data-testid="adventure-unavailable"
    >
      <h2 className="text-lg font-semibold">{t('adventure.unavailable.title')}</h2>
      <p className="text-ink-muted">{t('adventure.unavailable.text')}</p>
      <Link
        to={href(VIP_CLUB_PATH)}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong"
      >
        {t('adventure.unavailable.vipClub')}
      </Link>
    </section>
  );
}

function Summary({ adventure }: { adventure: Adventure }) {
  const { t } = useTranslation();
  const { date } = useAdventureFormat(adventure.currency);
  const summary = adventureSummary(adventure);
  if (summary.finished)
    return (
      <p className="rounded-xl bg-accent/15 p-4 font-semibold" data-testid="adventure-finished" role="status">
        {t('adventure.summary.finished', { completed: summary.completed, total: summary.total })}
      </p>
    );
  return (
    <p className="text-ink-muted" data-testid="adventure-summary">
      {summary.notStarted
        ? t('adventure.summary.startsOn', { date: date(adventure.start_at) })
        : summary.today !== null
          ? t('adventure.summary.today', {
              day: summary.today,
              total: summary.total,
              completed: summary.completed,
            })
          : t('adventure.summary.claimsUntil', { date: date(adventure.claims_until) })}
    </p>
  );
}

/** `/rocketplay-adventure`: the VIP adventure calendar, one card a day (spec 2 §4's states). */
export function AdventurePage() {
  const { t } = useTranslation();
  const { data, isError } = useAdventure();
  useLiveAdventure();
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('adventure.title')}</h1>
        <p className="max-w-3xl text-ink-muted">{t('adventure.intro')}</p>
      </header>
      {data === null ? (
        <NotForYou />
      ) : data ? (
        <>
          <Summary adventure={data} />
          <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="adventure-days">
            {data.days.map((day) => (
              <DayCard key={day.day} day={day} currency={data.currency} />
            ))}
          </ol>
        </>
      ) : isError ? (
        <p role="alert">{t('adventure.errors.load')}</p>
      ) : (
        <p>{t('adventure.loading')}</p>
      )}
    </main>
  );
}
