import { useState } from 'react';
import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { cookieNoticeCookie } from '../model/cookie-notice.ts';
import { PATHS } from '../model/links.ts';

/** The cookie notice until dismissed; the dismissal is a cookie for a year (read by the server). */
export function CookieNotice({ dismissed }: { dismissed: boolean }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const [hidden, setHidden] = useState(dismissed);
  if (hidden) return null;
  const dismiss = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
    document.cookie = cookieNoticeCookie(window.location.protocol === 'https:');
    setHidden(true);
  };
  return (
    <section
      aria-labelledby="cookie-notice-title"
      className="fixed inset-x-3 bottom-20 z-40 mx-auto flex max-w-3xl flex-col gap-3 rounded-2xl border border-white/10 bg-surface-3 p-4 shadow-2xl shadow-black/60 sm:bottom-4 sm:flex-row sm:items-center"
    >
      <div className="flex-1 text-sm">
        <h2 id="cookie-notice-title" className="font-semibold">
          {t('shell.cookies.title')}
        </h2>
        <p className="text-ink-muted">
          {t('shell.cookies.text')}{' '}
          <Link to={href(PATHS.cookiePolicy)} className="text-ink underline">
            {t('shell.cookies.policy')}
          </Link>
        </p>
      </div>
      <button
        type="button"
        onClick={dismiss}
        className="h-10 shrink-0 rounded-full bg-brand px-6 text-sm font-semibold text-white hover:bg-brand-strong"
      >
        {t('shell.cookies.accept')}
      </button>
    </section>
  );
}
