import { localizePath } from '@orbit/contract';
import { Link, useLocation } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useHydrated } from '~/shared/use-hydrated.ts';
import { hostLocaleCodes, useHostLocales } from '../api/get-locales.ts';
import { Icon } from './icons.tsx';
import { Popover } from './popover.tsx';

/**
 * The host's locales as links to `/{locale}{current path}`. A switch reloads the
 * document so the page, its catalogue and its data come in the new language. Every page has
 * the list: `locale-link` and `locale-code` (app.css) keep its HTML short.
 */
function LanguageLinks({ className }: { className: string }) {
  const locales = useHostLocales();
  const { locale, path } = useLocale();
  const { search } = useLocation();
  const names = new Map(locales.map((l) => [l.code, l.name_in_locale]));
  return (
    <ul className={className}>
      {hostLocaleCodes(locales).map((code) => (
        <li key={code}>
          <Link
            reloadDocument
            to={localizePath(code, path) + search}
            hrefLang={code}
            lang={code}
            aria-current={code === locale ? 'true' : undefined}
            className="locale-link"
          >
            {names.get(code)}
            <span className="locale-code">{code}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Header variant: a globe button with the current locale that opens the list. The list comes
 * once the page has hydrated: the closed panel's links would weigh on every page's HTML for
 * nothing (the button opens it with JavaScript alone; the head's `hreflang` links name the
 * locales for search engines).
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const hydrated = useHydrated();
  if (useHostLocales().length < 2) return null;
  return (
    <Popover
      // language-select-on-use.tsx finds the server-rendered button by it.
      testId="language-select"
      buttonClassName="flex h-10 items-center gap-1.5 rounded-full px-3 text-sm text-ink-muted hover:bg-surface-3 hover:text-ink"
      label={
        <>
          <Icon name="globe" className="size-4" />
          <span className="sr-only">{t('shell.language.label')}: </span>
          <span className="uppercase">{locale}</span>
        </>
      }
    >
      {hydrated && <LanguageLinks className="flex flex-col" />}
    </Popover>
  );
}

/** Sidebar variant: the list under a heading. */
export function LanguageList() {
  const { t } = useTranslation();
  if (useHostLocales().length < 2) return null;
  return (
    <section aria-labelledby="sidebar-language">
      <h2
        id="sidebar-language"
        className="mb-1 px-3 text-xs font-semibold text-ink-muted uppercase tracking-wide"
      >
        {t('shell.language.label')}
      </h2>
      <LanguageLinks className="grid grid-cols-2 gap-1" />
    </section>
  );
}
