import { DEFAULT_LOCALE, type Locale, splitLocalePath } from '@orbit/contract';
import { safeRedirectPath } from '../safe-redirect.ts';

/**
 * Where a request with a locale prefix must go instead (a wrong prefix redirects):
 * `/en/…` permanently to the bare path (the default locale has no prefix), a prefix this host
 * does not serve temporarily to the bare path. `hostLocales` empty = unknown, so no redirect.
 */
export function localeRedirect(
  url: { pathname: string; search: string },
  hostLocales: readonly Locale[],
): { location: string; status: 301 | 302 } | null {
  const { locale, path, prefixed } = splitLocalePath(url.pathname);
  if (!prefixed) return null;
  // `/fr-CA//evil.example` must not send a browser to evil.example.
  const location = safeRedirectPath(path + url.search);
  if (locale === DEFAULT_LOCALE) return { location, status: 301 };
  if (hostLocales.length > 0 && !hostLocales.includes(locale)) return { location, status: 302 };
  return null;
}
