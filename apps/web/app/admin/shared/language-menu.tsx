import { LOCALES } from '@orbit/contract';
import { useTranslation } from '~/shared/i18n/react.tsx';

/** The cookie the server reads for the back office's language (root loader, `adminLocaleOf`). */
const adminLocaleCookie = (locale: string) =>
  `orbit_admin_locale=${encodeURIComponent(locale)}; path=/admin; max-age=31536000; samesite=strict`;

/** The back office's language: a cookie the server reads, then the page again in that language. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  return (
    <label className="flex items-center gap-2 text-sm">
      {t('admin.language')}
      <select
        className="rounded-lg bg-surface-3 px-2 py-1"
        value={i18n.language}
        onChange={(event) => {
          // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
          document.cookie = adminLocaleCookie(event.target.value);
          window.location.reload();
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {locale}
          </option>
        ))}
      </select>
    </label>
  );
}
