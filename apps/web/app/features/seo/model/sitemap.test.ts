import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots.ts';
import { sitemapPaths, sitemapXml } from './sitemap.ts';

describe('sitemapPaths', () => {
  it('lists the main page and the static pages, not SEO entries or licence variants', () => {
    expect(
      sitemapPaths([
        { path: 'privacy-policy', categories: ['bottom-menu'] },
        { path: '/about-us', categories: ['top-menu'] },
        { path: 'home', categories: ['seo-page'] },
        { path: 'pokies', categories: ['seo-page'] },
        { path: 'privacy-policy/EE', categories: ['bottom-menu'] },
      ]),
    ).toEqual(['/', '/privacy-policy', '/about-us']);
  });
});

describe('sitemapXml', () => {
  it('has a url per page and host locale with hreflang alternates', () => {
    const xml = sitemapXml('https://o.example', ['/', '/terms&x'], ['en', 'de']);
    expect(xml).toContain('<loc>https://o.example/</loc>');
    expect(xml).toContain('<loc>https://o.example/de</loc>');
    expect(xml).toContain('<loc>https://o.example/de/terms&amp;x</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://o.example/"/>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });
});

describe('robotsTxt', () => {
  it('keeps profile, dev tools and the API out and links the sitemap', () => {
    const txt = robotsTxt('https://o.example', ['en', 'de']);
    expect(txt).toContain('Disallow: /profile\n');
    expect(txt).toContain('Disallow: /de/profile\n');
    expect(txt).toContain('Disallow: /dev\n');
    expect(txt).toContain('Disallow: /api\n');
    expect(txt).toContain('Sitemap: https://o.example/sitemap.xml');
    expect(txt).not.toContain('Disallow: /en/');
  });
});
