import { DEFAULT_LOCALE, type Locale, splitLocalePath } from '@orbit/contract';

/**
 * Where a request with a locale prefix must go instead (spec 1 §2: a wrong prefix redirects):
 * `/en/…` permanently to the bare path (the default locale has no prefix), a prefix this host
 * does not serve temporarily to the bare path. `hostLocales` empty = unknown, so no redirect.
 */
export function localeRedirect(
  url: { pathname: string; search: string },
  hostLocales: readonly Locale[],
): { location: string; status: 301 | 302 } | null {
  const { locale, path, prefixed } = splitLocalePath(url.pathname);
  if (!prefixed) return null;
  if (locale === DEFAULT_LOCALE) return { location: path + url.search, status: 301 };
  if (hostLocales.length > 0 && !hostLocales.includes(locale))
    return { location: path + url.search, status: 302 };
  return null;
}
