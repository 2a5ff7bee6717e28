import { DEFAULT_LOCALE, type Locale } from '@orbit/contract';

/** Private areas kept out of search engines, under every locale prefix too. */
const PRIVATE_PATHS = ['/profile', '/dev', '/api', '/admin'];

export function robotsTxt(origin: string, locales: readonly Locale[]): string {
  const lines = ['User-agent: *'];
  for (const path of PRIVATE_PATHS) lines.push(`Disallow: ${path}`);
  for (const locale of locales) {
    if (locale !== DEFAULT_LOCALE) lines.push(`Disallow: /${locale}/profile`);
  }
  lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}
