import { DEFAULT_LOCALE, isLocale, type Locale } from '@orbit/contract';

/**
 * The frame's language: the `locale` query parameter the launch URL may carry, else the
 * `locale` cookie the site keeps, else the default. The frame page has no locale prefix.
 */
export function frameLocale(url: URL, cookieHeader: string | null): Locale {
  const fromQuery = url.searchParams.get('locale') ?? undefined;
  if (isLocale(fromQuery)) return fromQuery;
  const fromCookie = readCookie(cookieHeader, 'locale');
  return isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE;
}

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
