import {
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
} from 'react';
import { createTranslator, type TranslateOptions, type Translator } from './translator.ts';

const fallback = createTranslator('en', {});
const TranslatorContext = createContext<Translator>(fallback);

export function I18nProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** `const { t } = useTranslation()`, the same call shape as react-i18next's. */
export function useTranslation(): { t: Translator['t']; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  return { t: translator.t, i18n: translator };
}

const TAG = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/g;

/**
 * A translated sentence with elements inside: `"accept the <terms>terms</terms>"` with
 * `components={{ terms: <TermsLink /> }}` renders the link around the catalogue's words.
 */
export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: string;
  values?: TranslateOptions;
  components?: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    parts.push(text.slice(last, match.index));
    const name = match[1] ?? match[3] ?? '';
    const element = components[name];
    const inner = match[2];
    parts.push(
      isValidElement(element)
        ? cloneElement(element, { key: parts.length }, ...(inner === undefined ? [] : [inner]))
        : (inner ?? ''),
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
