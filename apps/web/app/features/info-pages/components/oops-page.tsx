import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { primaryLink, secondaryLink } from './buttons.ts';

/**
 * `/oops`: where a visitor lands when something went wrong, or during maintenance
 * (`?reason=maintenance`), with the ways on: home and the support chat.
 */
export function OopsPage({ maintenance }: { maintenance: boolean }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const kind = maintenance ? 'maintenance' : 'error';
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center focus:outline-none"
      data-testid="oops-page"
    >
      <p aria-hidden="true" className="text-7xl font-black text-brand">
        {maintenance ? '⚙' : '!'}
      </p>
      <h1 className="text-3xl font-bold">{t(`pages.oops.${kind}.title`)}</h1>
      <p className="text-ink-muted">{t(`pages.oops.${kind}.text`)}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Link to={href('/')} className={primaryLink}>
          {t('pages.oops.home')}
        </Link>
        <Link to="#chat" className={secondaryLink}>
          {t('pages.oops.support')}
        </Link>
      </div>
    </main>
  );
}
