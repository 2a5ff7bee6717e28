/**
 * What the features' catalogue tests share (tests only): the keys of an area a feature's code
 * names, and whether a locale translates a key. Built on catalogue-keys.ts.
 */
import { lookup } from './catalogue-keys.ts';

/** The literal `area.*` keys in a feature's sources (from `import.meta.glob(…, { query: '?raw' })`). */
export function keysUsedIn(sources: Record<string, string>, area: string): Set<string> {
  const keys = new Set<string>();
  const pattern = new RegExp(`'(${area}\\.[\\w.]*\\w)'`, 'g');
  for (const text of Object.values(sources)) for (const m of text.matchAll(pattern)) keys.add(m[1]!);
  return keys;
}

/** A key the code uses is translated: the key itself, or its plural forms (`_one`, `_other`). */
export const isTranslated = (tree: unknown, key: string) =>
  [key, `${key}_other`].some((k) => {
    const text = lookup(tree, k);
    return typeof text === 'string' && text.length > 0;
  });
