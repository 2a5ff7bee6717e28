import { basename } from 'node:path';
import { isLocale, type Locale, localizePath } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Site } from '../modules/sites/service.ts';

/**
 * The installable app's server side: the web app manifest of the mirror asked (its brand, the
 * page's language) and how the static files of the built client are cached. The service worker
 * (`/sw.js`), its offline page and the icons are files of the build (apps/web/scripts/build-pwa.mjs).
 */

/** The brand's colours (apps/web/app/app.css): the page's surface, and the header's (the theme-color meta). */
export const PWA_BACKGROUND = '#0f1222';
export const PWA_THEME = '#171b31';

/** The icons of apps/web/public/icons (drawn by apps/web/scripts/render-icons.mjs). */
export const PWA_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/**
 * The manifest of `site` in `locale`: one app (`id`) whatever the language, which starts on the
 * lobby of the language it was installed from.
 */
export function webAppManifest(site: Site, locale: Locale) {
  return {
    id: '/',
    name: site.brand,
    short_name: site.brand,
    lang: locale,
    dir: 'ltr',
    start_url: localizePath(locale, '/'),
    scope: '/',
    display: 'standalone',
    background_color: PWA_BACKGROUND,
    theme_color: PWA_THEME,
    categories: ['games', 'entertainment'],
    icons: PWA_ICONS,
  };
}

/** Files a browser must ask for again on every use: the service worker and its offline page. */
const REVALIDATED = new Set(['sw.js', 'offline.html', 'offline.js']);

/** The Cache-Control of a static file of the built client. */
export function staticCacheControl(path: string): string {
  // Hashed assets never change.
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  // A new build's worker is found at the next visit (the browser also caps a worker's cache at 24 h).
  if (REVALIDATED.has(basename(path))) return 'no-cache';
  return 'public, max-age=3600';
}

const ManifestQuery = z.object({ lang: z.string().optional() });

/** `GET /manifest.webmanifest?lang=de`: a language the mirror does not serve gets its default. */
export async function registerWebAppManifest(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/manifest.webmanifest',
    { schema: { hide: true, querystring: ManifestQuery } },
    async (request, reply) => {
      const { lang } = request.query;
      const site = request.site;
      const fallback = isLocale(site.defaultLocale) ? site.defaultLocale : 'en';
      const locale = isLocale(lang) && site.locales.includes(lang) ? lang : fallback;
      return reply
        .header('content-type', 'application/manifest+json; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(JSON.stringify(webAppManifest(site, locale)));
    },
  );
}
