import { DEFAULT_LOCALE, type Locale, localizePath } from '@orbit/contract';
import type { MetaDescriptor } from 'react-router';

/**
 * SEO rules: meta from the CMS per path (`/home` for main), noindex past
 * 4 path segments, canonical `/categories/x` → `/pokies/x`, hreflang per host locale.
 * Paths here are page paths without the locale prefix and without the query.
 */

export const MAX_INDEXED_SEGMENTS = 4;

/** The CMS path holding the SEO blocks of a page: `home` for main, else the path itself. */
export function seoPagePath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'home' : trimmed;
}

export const segmentCount = (path: string) => path.split('/').filter(Boolean).length;

export function robotsFor(path: string): string {
  return segmentCount(path) > MAX_INDEXED_SEGMENTS ? 'noindex, follow' : 'index, follow';
}

/** The canonical form of a page path: categories live under /pokies; no trailing slash. */
export function canonicalPath(path: string): string {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return clean.replace(/^\/categories(?=\/|$)/, '/pokies');
}

export interface AlternateLink {
  hreflang: string;
  href: string;
}

/** hreflang links of the page in each locale the host serves, plus x-default. */
export function alternateLinks(
  origin: string,
  path: string,
  hostLocales: readonly Locale[],
): AlternateLink[] {
  if (hostLocales.length < 2) return [];
  const target = canonicalPath(path);
  const links: AlternateLink[] = hostLocales.map((locale) => ({
    hreflang: locale,
    href: origin + localizePath(locale, target),
  }));
  const fallback = hostLocales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : hostLocales[0]!;
  links.push({ hreflang: 'x-default', href: origin + localizePath(fallback, target) });
  return links;
}

/** What the shell knows about the current page for its head. */
export interface PageSeo {
  title: string;
  description: string;
  keywords: string;
  robots: string;
  canonical: string;
  /**
   * What the page's hreflang links are made of (`alternateLinks`, run by `metaDescriptors`): every
   * page's HTML carries the shell's SEO, and the host's locales are shorter than their ten links.
   */
  alternates: { origin: string; path: string; locales: readonly Locale[] };
  /** schema.org data of the main page on hosts that carry it. */
  jsonLd?: Record<string, unknown>;
}

/** SEO blocks of a CMS page; missing or blank ones fall back to the defaults. */
export interface SeoBlocks {
  title?: string | undefined;
  description?: string | undefined;
  keywords?: string | undefined;
}

const filled = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export function pageSeo(input: {
  origin: string;
  locale: Locale;
  path: string;
  hostLocales: readonly Locale[];
  blocks: SeoBlocks | null;
  defaults: { title: string; description: string };
  jsonLd?: Record<string, unknown> | undefined;
}): PageSeo {
  const { origin, locale, path, blocks } = input;
  return {
    title: filled(blocks?.title) ?? input.defaults.title,
    description: filled(blocks?.description) ?? input.defaults.description,
    keywords: filled(blocks?.keywords) ?? '',
    robots: robotsFor(path),
    canonical: origin + localizePath(locale, canonicalPath(path)),
    alternates: { origin, path, locales: input.hostLocales },
    ...(input.jsonLd ? { jsonLd: input.jsonLd } : {}),
  };
}

export interface MetaOverrides {
  /** The page's own title (e.g. a static page's) instead of the CMS SEO title. */
  title?: string;
  /** e.g. `noindex` for a page that does not exist. */
  robots?: string;
}

/** React Router meta descriptors of a page. */
export function metaDescriptors(seo: PageSeo, overrides: MetaOverrides = {}): MetaDescriptor[] {
  const title = overrides.title ?? seo.title;
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: seo.description },
    { name: 'robots', content: overrides.robots ?? seo.robots },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
  ];
  if (seo.keywords) meta.push({ name: 'keywords', content: seo.keywords });
  const { alternates } = seo;
  for (const link of alternateLinks(alternates.origin, alternates.path, alternates.locales)) {
    meta.push({ tagName: 'link', rel: 'alternate', hrefLang: link.hreflang, href: link.href });
  }
  if (seo.jsonLd) meta.push({ 'script:ld+json': seo.jsonLd });
  return meta;
}

/** schema.org Organization of a brand's main page. */
export function organisationJsonLd(input: { brand: string; origin: string; logo?: string | undefined }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.brand,
    url: `${input.origin}/`,
    ...(input.logo ? { logo: new URL(input.logo, input.origin).href } : {}),
  };
}
