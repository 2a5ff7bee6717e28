import { isValidStag, UTM_KEYS, UTM_VALUE_MAX_LENGTH, type UtmKey, type UtmMetrics } from '@orbit/contract';

/**
 * The pure rules of affiliate tags and UTM keys: where a visitor came from, what a link's keys
 * are worth keeping, and how they travel in a cookie.
 */

/** The referrers `stag-by-referrer-name` maps, and `search` for the other search engines. */
export type ReferrerKind = 'google' | 'bing' | 'yahoo' | 'ai' | 'search';

/** Whether `host` is `domain` or one of its subdomains. */
const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** Answer engines (checked before the search engines: gemini.google.com is not a Google search). */
const AI_HOSTS = [
  'chatgpt.com',
  'chat.openai.com',
  'perplexity.ai',
  'gemini.google.com',
  'bard.google.com',
  'copilot.microsoft.com',
  'claude.ai',
  'chat.deepseek.com',
  'chat.mistral.ai',
  'grok.com',
  'meta.ai',
  'you.com',
  'poe.com',
];

/** Search engines the config has no key for: their visitors get the search default. */
const OTHER_SEARCH_HOSTS = [
  'duckduckgo.com',
  'ecosia.org',
  'baidu.com',
  'search.brave.com',
  'startpage.com',
  'qwant.com',
  'naver.com',
  'seznam.cz',
];

/** `google.com`, `google.co.uk`, `google.com.au`, and their subdomains; the same for Yahoo and Yandex. */
const countryDomain = (name: string) => new RegExp(`(^|\\.)${name}(\\.[a-z]{2,3}){1,2}$`);
const GOOGLE = countryDomain('google');
const YAHOO = countryDomain('yahoo');
const YANDEX = countryDomain('yandex');

/**
 * Which search or answer engine a page's Referer is, if any. Another site (an affiliate's own
 * page) and this site itself are none: only a tag in the link speaks for an affiliate.
 */
export function referrerKindOf(referer: string | undefined): ReferrerKind | null {
  if (!referer) return null;
  let host: string;
  try {
    host = new URL(referer).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
  if (AI_HOSTS.some((domain) => within(host, domain))) return 'ai';
  if (GOOGLE.test(host)) return 'google';
  if (within(host, 'bing.com')) return 'bing';
  if (YAHOO.test(host)) return 'yahoo';
  if (YANDEX.test(host) || OTHER_SEARCH_HOSTS.some((domain) => within(host, domain))) return 'search';
  return null;
}

/** The UTM keys kept for a visitor or a player: only those with a value. */
export type UtmValues = Partial<Record<UtmKey, string>>;

const isKeptValue = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= UTM_VALUE_MAX_LENGTH && !/\p{Cc}/u.test(value);

/**
 * The keys worth keeping of what a client or a link sent: the six known ones with a non-blank,
 * well-formed value (trimmed); null when none is left.
 */
export function keptUtm(metrics: UtmMetrics | Record<string, unknown>): UtmValues | null {
  const kept: UtmValues = {};
  for (const key of UTM_KEYS) {
    const value = (metrics as Record<string, unknown>)[key];
    if (isKeptValue(value) && value.trim() !== '') kept[key] = value.trim();
  }
  return Object.keys(kept).length > 0 ? kept : null;
}

/**
 * A UTM cookie's value: base64url JSON, so the worst case (six values of 100 characters of three
 * UTF-8 bytes each) stays under 3 KB, within a browser's 4 KB per cookie.
 */
export const encodeUtmCookie = (values: UtmValues) =>
  Buffer.from(JSON.stringify(values)).toString('base64url');

/** A UTM cookie's keys, checked again (the browser may send anything); null when unreadable. */
export function decodeUtmCookie(text: string | undefined): UtmValues | null {
  if (!text || text.length > 4096) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    return keptUtm(parsed as Record<string, unknown>);
  } catch {
    return null;
  }
}

/** A tag from a query string or a cookie, if it is one (a repeated parameter is none). */
export const stagOf = (value: unknown): string | null => (isValidStag(value) ? value : null);
