import { DEFAULT_LOCALE, type Locale } from '@orbit/contract';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** One i18next instance per locale and page load, initialised synchronously so SSR and hydration match. */
export function createI18n(locale: Locale, messages: Record<string, unknown>): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: { [locale]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** The 5-minute cache bucket of `/messages/{lang}.json?t=` (spec 1 §7). */
export const messagesBucket = (now = Date.now()) => Math.round(now / 300_000);
