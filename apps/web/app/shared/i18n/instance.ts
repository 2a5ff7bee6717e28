import type { Locale } from '@orbit/contract';
import { createTranslator, type Messages, type Translator } from './translator.ts';

/** The translator of a page load: its locale's catalogue, the same on the server and in the browser. */
export function createI18n(locale: Locale, messages: Record<string, unknown>): Translator {
  return createTranslator(locale, messages as Messages);
}

/** The 5-minute cache bucket of `/messages/{lang}.json?t=`. */
export const messagesBucket = (now = Date.now()) => Math.round(now / 300_000);
