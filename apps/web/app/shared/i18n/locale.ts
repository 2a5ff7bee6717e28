import { type Locale, localizePath, splitLocalePath } from '@orbit/contract';
import { useLocation } from 'react-router';

/** The locale of the current page and a helper to build links in it. */
export function useLocale(): { locale: Locale; path: string; href: (path: string) => string } {
  const { pathname } = useLocation();
  const { locale, path } = splitLocalePath(pathname);
  return { locale, path, href: (to: string) => localizePath(locale, to) };
}
