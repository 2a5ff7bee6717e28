/**
 * What title search compares: lower case without accents ("Fórtune" → "fortune"), spaces
 * collapsed. Stored as `games.search_title` and applied to every query the same way.
 */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** `LIKE` pattern matching `text` literally: `%` and `_` typed by a player are not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
