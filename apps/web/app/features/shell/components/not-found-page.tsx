import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { PATHS } from '../model/links.ts';
import { primaryButton, secondaryButton } from './account.tsx';

/** The friendly 404 page inside the shell. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
    >
      <p
        aria-hidden="true"
        className="bg-gradient-to-br from-brand to-accent bg-clip-text text-8xl font-black text-transparent"
      >
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('shell.notFound.title')}</h1>
      <p className="mt-3 text-ink-muted">{t('shell.notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={href(PATHS.home)} className={primaryButton}>
          {t('shell.notFound.home')}
        </Link>
        <Link to={href(PATHS.support)} className={secondaryButton}>
          {t('shell.notFound.support')}
        </Link>
      </div>
    </main>
  );
}
