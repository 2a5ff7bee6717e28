/** A base no real site has: only what resolves against it as a path stays on it. */
const SAME_ORIGIN = 'http://same-origin.invalid';

/**
 * Where a `redirect` value (after sign-in, registration, the cashbox …) may send the player: a path
 * of this site, or `/`. Browsers drop tabs and newlines from a URL and read `\` as `/`, so
 * `/\t/evil.example` or `/\evil.example` would be another host: any control character or
 * backslash, a scheme (`javascript:`, `https:`) or a leading `//` gives `/`.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.includes('\\') || /\p{Cc}/u.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, SAME_ORIGIN);
  } catch {
    return '/';
  }
  return url.origin === SAME_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : '/';
}
