// The SEO feature's public face: page meta, robots.txt and the sitemap.
export { metaDescriptors, organisationJsonLd, pageSeo, seoPagePath } from './model/meta.ts';
export { robotsTxt } from './model/robots.ts';
export { pageMeta, shellSeo } from './model/route-meta.ts';
export { sitemapPaths, sitemapXml } from './model/sitemap.ts';
