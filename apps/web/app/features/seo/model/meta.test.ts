import { describe, expect, it } from 'vitest';
import {
  alternateLinks,
  canonicalPath,
  metaDescriptors,
  organisationJsonLd,
  pageSeo,
  robotsFor,
  seoPagePath,
} from './meta.ts';

const origin = 'https://orbit.example';

describe('seoPagePath', () => {
  it('uses /home for the main page and the path elsewhere', () => {
    expect(seoPagePath('/')).toBe('home');
    expect(seoPagePath('/pokies/all')).toBe('pokies/all');
  });
});

describe('robotsFor', () => {
  it('marks pages with more than 4 path segments noindex', () => {
    expect(robotsFor('/a/b/c/d')).toBe('index, follow');
    expect(robotsFor('/a/b/c/d/e')).toBe('noindex, follow');
    expect(robotsFor('/')).toBe('index, follow');
  });
});

describe('canonicalPath', () => {
  it('maps /categories/x to /pokies/x and drops trailing slashes', () => {
    expect(canonicalPath('/categories/new')).toBe('/pokies/new');
    expect(canonicalPath('/categories')).toBe('/pokies');
    expect(canonicalPath('/categoriesx')).toBe('/categoriesx');
    expect(canonicalPath('/live/all/')).toBe('/live/all');
    expect(canonicalPath('/')).toBe('/');
  });
});

describe('alternateLinks', () => {
  it('lists every host locale plus x-default on the default locale', () => {
    expect(alternateLinks(origin, '/categories/top', ['en', 'de'])).toEqual([
      { hreflang: 'en', href: `${origin}/pokies/top` },
      { hreflang: 'de', href: `${origin}/de/pokies/top` },
      { hreflang: 'x-default', href: `${origin}/pokies/top` },
    ]);
  });

  it('points x-default at the first locale when the host has no default locale, none for one locale', () => {
    expect(alternateLinks(origin, '/', ['it', 'de']).at(-1)).toEqual({
      hreflang: 'x-default',
      href: `${origin}/it`,
    });
    expect(alternateLinks(origin, '/', ['en'])).toEqual([]);
  });
});

describe('pageSeo and metaDescriptors', () => {
  const defaults = { title: 'Orbit casino', description: 'Play' };

  it('takes title, description and keywords from the CMS blocks', () => {
    const seo = pageSeo({
      origin,
      locale: 'de',
      path: '/categories/x',
      hostLocales: ['en', 'de'],
      blocks: { title: 'T', description: 'D', keywords: 'k1, k2' },
      defaults,
    });
    expect(seo).toMatchObject({
      title: 'T',
      description: 'D',
      keywords: 'k1, k2',
      canonical: `${origin}/de/pokies/x`,
    });
    const meta = metaDescriptors(seo);
    expect(meta).toContainEqual({ title: 'T' });
    expect(meta).toContainEqual({ name: 'keywords', content: 'k1, k2' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${origin}/de/pokies/x` });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: `${origin}/pokies/x`,
    });
  });

  it('falls back to the defaults and honours a page title override', () => {
    const seo = pageSeo({
      origin,
      locale: 'en',
      path: '/a/b/c/d/e',
      hostLocales: [],
      blocks: { title: ' ' },
      defaults,
    });
    expect(seo.title).toBe('Orbit casino');
    const meta = metaDescriptors(seo, { title: 'Privacy' });
    expect(meta).toContainEqual({ title: 'Privacy' });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    expect(meta.some((m) => 'name' in m && m.name === 'keywords')).toBe(false);
  });

  it('adds the organisation structured data when given', () => {
    const jsonLd = organisationJsonLd({ brand: 'Orbit', origin, logo: '/logo.svg' });
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Orbit',
      url: `${origin}/`,
      logo: `${origin}/logo.svg`,
    });
    const seo = pageSeo({ origin, locale: 'en', path: '/', hostLocales: [], blocks: null, defaults, jsonLd });
    expect(metaDescriptors(seo)).toContainEqual({ 'script:ld+json': jsonLd });
  });
});
