import { type Locale, localizePath } from '@orbit/contract';
import { alternateLinks } from './meta.ts';

/** CMS categories that are not pages of their own (SEO blocks of routes, terms files). */
const NOT_PAGES = new Set(['seo-page']);

export interface SitemapPage {
  path: string;
  categories: readonly string[];
}

/** Paths the sitemap lists: the main page and every static CMS page (no SEO-only entries, no `home`). */
export function sitemapPaths(pages: readonly SitemapPage[]): string[] {
  const paths = new Set<string>(['/']);
  for (const page of pages) {
    const path = `/${page.path.replace(/^\/+|\/+$/g, '')}`;
    // Only one-segment pages are routes of their own (`/:slug`); `name/GEO` are licence variants.
    if (path === '/' || path === '/home' || path.includes('/', 1)) continue;
    if (page.categories.some((c) => NOT_PAGES.has(c))) continue;
    paths.add(path);
  }
  return [...paths];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** sitemap.xml with one entry per page and locale, each carrying its hreflang alternates. */
export function sitemapXml(origin: string, paths: readonly string[], hostLocales: readonly Locale[]): string {
  const urls: string[] = [];
  for (const path of paths) {
    const alternates = alternateLinks(origin, path, hostLocales)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('');
    for (const locale of hostLocales) {
      urls.push(`<url><loc>${escapeXml(origin + localizePath(locale, path))}</loc>${alternates}</url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ].join('\n');
}
