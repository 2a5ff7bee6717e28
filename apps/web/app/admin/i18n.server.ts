import { LOCALES, type Locale } from '@orbit/contract';
import {
  lazyCatalogues,
  loadersByLocale,
  loadMessages,
  type Messages,
  messagesFor,
} from '~/shared/i18n/catalogues.server.ts';

/**
 * The back office's catalogues (`app/admin/locales/{locale}/{area}.json`), apart from the player
 * site's so neither page carries the other's words; plus the player site's `validation` area,
 * whose keys both APIs answer, and the demo notice the root layout shows on every page of a demo.
 * Server-only, like the player catalogues, and loaded the same way: a locale the first time a
 * request needs it (`loadAdminMessages`, before the render).
 */
const admin = lazyCatalogues(
  'back office',
  loadersByLocale(import.meta.glob<Messages>('./locales/*/*.json', { import: 'default' })),
  async (locale) => {
    await loadMessages(locale);
    const player = messagesFor(locale) as { validation?: unknown; common?: { demoNotice?: unknown } };
    return { validation: player.validation ?? {}, common: { demoNotice: player.common?.demoNotice } };
  },
);

/** Loads the back office's catalogue of a locale, once; `adminMessagesFor` reads it afterwards. */
export const loadAdminMessages = (locale: Locale) => admin.load(locale);

export const adminMessagesFor = (locale: Locale) => admin.get(locale);

/** The cookie the back office's language menu writes. */
export const ADMIN_LOCALE_COOKIE = 'orbit_admin_locale';

/** The operator's chosen language (English until they choose). */
export function adminLocaleOf(cookieHeader: string | null): Locale {
  const match = new RegExp(`(?:^|;\\s*)${ADMIN_LOCALE_COOKIE}=([^;]+)`).exec(cookieHeader ?? '');
  const given = match?.[1];
  return (LOCALES as readonly string[]).includes(given ?? '') ? (given as Locale) : 'en';
}

/** Whether a path is the back office's (`/admin`, `/admin/…`). */
export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
