import { localizePath, splitLocalePath } from '@orbit/contract';
import { CASHBOX_PARAM } from '~/shared/cashbox-links.ts';
import { activeModal, type ModalName } from '~/shared/modals.ts';

/**
 * Route guards, as pure functions of the URL and
 * the sign-in state; the loader helpers and the modal host apply them.
 */
interface UrlLike {
  pathname: string;
  search: string;
}

/** Modals (and their pages) only a guest may see. */
export const GUEST_ONLY_MODALS: readonly ModalName[] = [
  'login',
  'registration',
  'remind',
  'new-password',
  'email-verify',
  'email-confirmation',
];

/** The main page in the URL's locale. */
export const mainHref = (url: UrlLike): string => localizePath(splitLocalePath(url.pathname).locale, '/');

/** Where a guest asking for a login-required page goes: registration, remembering the wanted path. */
export function registrationRedirectHref(url: UrlLike): string {
  const { locale } = splitLocalePath(url.pathname);
  const wanted = `${url.pathname}${url.search}`;
  return `${localizePath(locale, '/registration')}?${new URLSearchParams({ redirect: wanted }).toString()}`;
}

/** requireUser: null when the visitor may stay, else where to send them. */
export const requireUserRedirect = (url: UrlLike, signedIn: boolean): string | null =>
  signedIn ? null : registrationRedirectHref(url);

/**
 * The guest-only modal a URL opens, if any. An e-mail confirmation link carrying its token
 * is the one exception: a signed-in player who follows it must still get their address confirmed.
 */
export function guestOnlyModal(url: UrlLike): ModalName | null {
  const modal = activeModal(url);
  if (!modal || !GUEST_ONLY_MODALS.includes(modal)) return null;
  const confirming = modal === 'email-verify' || modal === 'email-confirmation';
  if (confirming && new URLSearchParams(url.search).get('confirmation_token')) return null;
  return modal;
}

/** guestOnly: null when the visitor may stay, else the main page for a signed-in player. */
export const guestOnlyRedirect = (url: UrlLike, signedIn: boolean): string | null =>
  signedIn && guestOnlyModal(url) ? mainHref(url) : null;

/** Query parameters that only open or feed a modal; changing them does not change the page. */
const MODAL_PARAMS = new Set([
  'modal',
  'redirect',
  'token',
  'reset_password_token',
  'confirmation_token',
  CASHBOX_PARAM,
]);

/**
 * Whether two URLs differ only by modal parameters. Login-required pages skip reloading
 * then, so the login modal opened by a 401 shows over the page instead of a redirect.
 */
export function onlyModalChanged(from: URL, to: URL): boolean {
  if (from.pathname !== to.pathname) return false;
  const strip = (url: URL) =>
    [...url.searchParams.entries()]
      .filter(([key]) => !MODAL_PARAMS.has(key))
      .map(([key, value]) => `${key}=${value}`)
      .sort()
      .join('&');
  return strip(from) === strip(to);
}

/** `shouldRevalidate` for pages a modal opens over: only a real navigation reloads them. */
export function keepOnModalChange(args: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean {
  return onlyModalChanged(args.currentUrl, args.nextUrl) ? false : args.defaultShouldRevalidate;
}
