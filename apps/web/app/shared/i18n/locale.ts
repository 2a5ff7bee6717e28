import { type Locale, localizePath, splitLocalePath } from '@orbit/contract';
import { useLocation } from 'react-router';

/** A site link in `locale`: the path gets the locale prefix; query and hash stay as they are. */
export function localizeHref(locale: Locale, to: string): string {
  const cut = to.search(/[?#]/);
  const path = cut < 0 ? to : to.slice(0, cut);
  const rest = cut < 0 ? '' : to.slice(cut);
  return localizePath(locale, path || '/') + rest;
}

/** The locale of the current page and a helper to build links in it. */
export function useLocale(): { locale: Locale; path: string; href: (path: string) => string } {
  const { pathname } = useLocation();
  const { locale, path } = splitLocalePath(pathname);
  return { locale, path, href: (to: string) => localizeHref(locale, to) };
}
