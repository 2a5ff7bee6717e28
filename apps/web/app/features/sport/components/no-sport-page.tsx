import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';

/** A sport page on a mirror without a sportsbook: says so, with the way back to the casino. */
export function NoSportPage() {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center focus:outline-none"
    >
      <h1 className="text-3xl font-bold">{t('pages.sport.title')}</h1>
      <p className="text-ink-muted">{t('pages.sport.text')}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Link
          to={href('/')}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-strong"
        >
          {t('pages.sport.home')}
        </Link>
        <Link
          to={href('/live/all')}
          className="inline-flex min-h-11 items-center rounded-lg border border-white/15 px-5 font-semibold hover:bg-surface-3"
        >
          {t('pages.sport.live')}
        </Link>
      </div>
    </main>
  );
}
