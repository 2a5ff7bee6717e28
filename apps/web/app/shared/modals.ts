import { splitLocalePath } from '@orbit/contract';

/**
 * Full-screen modals. A modal opens over the current page with `?modal=<name>`;
 * its own path (`/login`, `/registration` …) shows it over the home page.
 */
export const MODALS = [
  'login',
  'registration',
  'remind',
  'new-password',
  'email-verify',
  'email-confirmation',
] as const;
export type ModalName = (typeof MODALS)[number];

const isModal = (value: string | null | undefined): value is ModalName =>
  !!value && (MODALS as readonly string[]).includes(value);

/** The modal the URL asks for, if any. */
export function activeModal(url: { pathname: string; search: string }): ModalName | null {
  const fromQuery = new URLSearchParams(url.search).get('modal');
  if (isModal(fromQuery)) return fromQuery;
  const path = splitLocalePath(url.pathname).path.slice(1);
  return isModal(path) ? path : null;
}

/** The URL of the current page with `modal` open (extra params, e.g. `redirect`, kept). */
export function modalHref(
  url: { pathname: string; search: string },
  modal: ModalName,
  params: Record<string, string> = {},
): string {
  const search = new URLSearchParams(url.search);
  search.set('modal', modal);
  for (const [k, v] of Object.entries(params)) search.set(k, v);
  // A modal's own page (/de/login) opens the next modal over the home page of the same locale.
  const { locale } = splitLocalePath(url.pathname);
  const path = activeModal({ pathname: url.pathname, search: '' })
    ? locale === 'en'
      ? '/'
      : `/${locale}`
    : url.pathname;
  return `${path}?${search.toString()}`;
}

/** The URL once the modal is closed: the page behind it, or home for a modal's own path. */
export function closeModalHref(url: { pathname: string; search: string }): string {
  const search = new URLSearchParams(url.search);
  for (const key of ['modal', 'redirect', 'token', 'reset_password_token', 'confirmation_token'])
    search.delete(key);
  const { locale, path } = splitLocalePath(url.pathname);
  const base = isModal(path.slice(1)) ? (locale === 'en' ? '/' : `/${locale}`) : url.pathname;
  const qs = search.toString();
  return qs ? `${base}?${qs}` : base;
}
