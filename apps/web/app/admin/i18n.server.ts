import { LOCALES, type Locale } from '@orbit/contract';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';

/**
 * The back office's catalogues (`app/admin/locales/{locale}/{area}.json`), apart from the player
 * site's so neither page carries the other's words; plus the player site's `validation` area,
 * whose keys both APIs answer, and the demo notice the root layout shows on every page of a demo.
 * Server-only, like the player catalogues.
 */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

const byLocale = new Map<Locale, Record<string, unknown>>();
for (const locale of LOCALES) {
  const player = messagesFor(locale) as { validation?: unknown; common?: { demoNotice?: unknown } };
  byLocale.set(locale, {
    validation: player.validation ?? {},
    common: { demoNotice: player.common?.demoNotice },
  });
}
for (const [path, tree] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  const messages = match ? byLocale.get(match[1] as Locale) : undefined;
  if (match && messages) messages[match[2] as string] = tree;
}

export const adminMessagesFor = (locale: Locale) => byLocale.get(locale) ?? {};

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
