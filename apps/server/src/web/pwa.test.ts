import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@orbit/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { hosts } from '../db/schema/index.ts';
import { forgetSites } from '../modules/sites/service.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { PWA_BACKGROUND, PWA_THEME, staticCacheControl } from './pwa.ts';

/**
 * The installable app as a browser finds it (api + web roles, the client of `apps/web/build`):
 * the manifest of the mirror in the page's language and its icons, the service worker and the
 * offline page, each with the headers it needs, and every page's head pointing at them.
 */
const webBuildDir = loadConfig({ ...process.env, DATA_DIR: 'memory://' }).webBuildDir;
let t: TestApp;

beforeAll(async () => {
  if (!existsSync(join(webBuildDir, 'client/sw.js'))) {
    throw new Error(`${webBuildDir}/client/sw.js missing: build the web client first (npm run build)`);
  }
  t = await startTestApp({ seed: true, config: { roles: new Set(['api', 'web']) } });
});
afterAll(() => t?.close());

const get = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host } });

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(body: Buffer): string {
  expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('is the mirror’s app in the page’s language, standalone, in the brand’s colours', async () => {
    const res = await get('/manifest.webmanifest?lang=de');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = res.json<Manifest>();
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Orbit',
      short_name: 'Orbit',
      lang: 'de',
      start_url: '/de',
      scope: '/',
      display: 'standalone',
      background_color: PWA_BACKGROUND,
      theme_color: PWA_THEME,
    });
    const english = (await get('/manifest.webmanifest?lang=en')).json<Manifest>();
    expect([english.lang, english.start_url]).toEqual(['en', '/']);
  });

  it('falls back to the mirror’s default language for one it does not serve, and names the mirror’s brand', async () => {
    await t.deps.db.update(hosts).set({ brand: 'Stellar' }).where(eq(hosts.hostname, '127.0.0.1'));
    forgetSites(t.deps.db);
    for (const query of ['?lang=fr-CA', '?lang=xx', '?lang=%3Cscript%3E', '']) {
      const manifest = (await get(`/manifest.webmanifest${query}`, '127.0.0.1')).json<Manifest>();
      expect([manifest.name, manifest.lang, manifest.start_url], query).toEqual(['Stellar', 'en', '/']);
    }
    const estonian = (await get('/manifest.webmanifest?lang=et', '127.0.0.1')).json<Manifest>();
    expect([estonian.lang, estonian.start_url]).toEqual(['et', '/et']);
  });

  it('lists PNG icons of 192 and 512 pixels and a maskable one, each served as such', async () => {
    const { icons } = (await get('/manifest.webmanifest')).json<Manifest>();
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of [
      ...icons,
      { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
    ]) {
      const res = await get(icon.src);
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type'], icon.src).toBe(icon.type);
      expect(pngSize(res.rawPayload), icon.src).toBe(icon.sizes);
    }
  });
});

describe('the service worker and its offline page', () => {
  it('sw.js is served from the root as JavaScript, revalidated on every use', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
    // Workbox's precache of the offline page, and its fallback for navigations.
    expect(res.body).toContain('offline.html');
    expect(res.body).toContain('/offline.html');
  });

  it('offline.html has every locale’s words and the brand, and loads only this origin’s script', async () => {
    const res = await get('/offline.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    for (const locale of LOCALES) expect(res.body).toContain(`<section lang="${locale}"`);
    expect(res.body).toContain('Du bist offline');
    expect(res.body).toContain('aria-label="Orbit"');
    expect([...res.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([
      '<script src="/offline.js" defer>',
    ]);
    const script = await get('/offline.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('no-cache');
  });

  it('hashed assets stay cached for a year, other files an hour', () => {
    expect(staticCacheControl('/srv/build/client/assets/shell-abc.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(staticCacheControl('/srv/build/client/sw.js')).toBe('no-cache');
    expect(staticCacheControl('/srv/build/client/icons/icon-192.png')).toBe('public, max-age=3600');
  });
});

describe('every page’s head', () => {
  it('links the manifest in the page’s language and the home-screen icon; the inline script carries the nonce', async () => {
    for (const [path, lang] of [
      ['/', 'en'],
      ['/de/pokies/all', 'de'],
    ]) {
      const res = await get(path as string);
      expect(res.statusCode, path).toBe(200);
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head).toContain(`<link rel="manifest" href="/manifest.webmanifest?lang=${lang}"/>`);
      expect(head).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"/>');
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      // The inline script that registers the worker, and the nonce of the script element it is in.
      const code = res.body.indexOf('function startPwa(');
      const tag = res.body.slice(res.body.lastIndexOf('<script', code), code);
      expect(code, path).toBeGreaterThan(0);
      expect(tag, path).toContain(`nonce="${nonce}"`);
      expect(res.body).toContain('register("/sw.js")');
    }
  });
});
