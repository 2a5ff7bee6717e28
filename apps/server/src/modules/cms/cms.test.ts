import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsPages } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { localeChain, normalizePath } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t.close());

const get = (url: string, host = 'localhost') => t.request({ method: 'GET', url, headers: { host } });
/** 127.0.0.1 is the demo's Estonian-licensed mirror. */
const EE_HOST = '127.0.0.1';

describe('locale chain and paths', () => {
  it('looks in the locale, its language, then the default rows', () => {
    expect(localeChain('en-AU')).toEqual(['en-AU', 'en', '']);
    expect(localeChain('de')).toEqual(['de', '']);
    expect(localeChain('zz')).toEqual(['']);
    expect(localeChain(undefined)).toEqual(['']);
  });

  it('normalises slashes', () => {
    expect(normalizePath('/pokies//all/')).toBe('pokies/all');
  });
});

describe('GET /api/cms/pages/{slug}', () => {
  it('serves a page with content and blocks', async () => {
    const res = await get('/api/cms/pages/privacy-policy?l=en');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({
      path: 'privacy-policy',
      title: 'Privacy policy',
      layout: 'default',
      categories: ['bottom-menu'],
    });
    expect(page.content).toContain('<h2>');
    expect(page.content.split('<p>').length).toBeGreaterThan(4);
    expect(page.blocks.description).toBeTruthy();
  });

  it('prefers the licence variant on a licensed mirror', async () => {
    const other = (await get('/api/cms/pages/terms-and-conditions')).json();
    expect(other.path).toBe('terms-and-conditions');
    const ee = (await get('/api/cms/pages/terms-and-conditions', EE_HOST)).json();
    expect(ee.path).toBe('terms-and-conditions/EE');
    expect(ee.content).toContain('Estonian');
    // Pages without a variant stay themselves; the variant can also be asked for by name.
    expect((await get('/api/cms/pages/privacy-policy', EE_HOST)).json().path).toBe('privacy-policy');
    expect((await get('/api/cms/pages/terms-and-conditions/EE')).json().path).toBe('terms-and-conditions/EE');
  });

  it('prefers the locale row, falling back to the default one', async () => {
    expect((await get('/api/cms/pages/responsible-gaming?l=de')).json().title).toBe(
      'Verantwortungsvolles Spielen',
    );
    expect((await get('/api/cms/pages/responsible-gaming?l=en-AU')).json().title).toBe('Responsible gaming');
    expect((await get('/api/cms/pages/responsible-gaming?l=zz')).json().title).toBe('Responsible gaming');
    expect((await get('/api/cms/pages/responsible-gaming')).json().title).toBe('Responsible gaming');
  });

  it('serves SEO paths with slashes and the home meta', async () => {
    const home = (await get('/api/cms/pages/home?l=en')).json();
    expect(home.blocks).toMatchObject({
      title: expect.stringContaining('Orbit'),
      keywords: expect.any(String),
    });
    expect(JSON.parse(home.blocks.json)).toMatchObject({ headline: 'Orbit Casino' });
    expect((await get('/api/cms/pages/home?l=de')).json().blocks.title).toContain('Spielautomaten');
    const all = await get('/api/cms/pages/pokies/all');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ path: 'pokies/all', categories: ['seo-page'] });
  });

  it('answers a JSON 404 for missing pages and odd slugs', async () => {
    for (const url of [
      '/api/cms/pages/nope',
      '/api/cms/pages/',
      '/api/cms/pages/pokies/none',
      '/api/cms/pages/%2F',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
    const long = await get(`/api/cms/pages/${'a'.repeat(400)}`);
    expect(long.statusCode).toBe(400);
  });
});

describe('GET /api/cms/pages', () => {
  type Item = { id: string; path: string; title: string; categories: string[]; children: Item[] };

  it('lists pages once each, sub-paths as children, licence variants folded in', async () => {
    const list = (await get('/api/cms/pages?l=en')).json() as Item[];
    const paths = list.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(['about', 'privacy-policy', 'terms-and-conditions', 'home', 'pokies']),
    );
    expect(paths.filter((p) => p === 'home')).toHaveLength(1);
    expect(paths.some((p) => p.includes('/'))).toBe(false);
    expect(list.find((p) => p.path === 'pokies')!.children.map((c) => c.path)).toEqual(['pokies/all']);
    expect(list.find((p) => p.path === 'about')!.children).toEqual([]);
    expect(list.find((p) => p.path === 'terms-and-conditions')!.title).toBe('Terms and conditions');

    const ee = (await get('/api/cms/pages?l=en', EE_HOST)).json() as Item[];
    expect(ee.find((p) => p.path === 'terms-and-conditions')!.title).toBe('Terms and conditions (Estonia)');
  });

  it('uses the locale titles where they exist', async () => {
    const list = (await get('/api/cms/pages?l=de')).json() as Item[];
    expect(list.find((p) => p.path === 'about')!.title).toBe('Über Orbit');
    expect(list.find((p) => p.path === 'privacy-policy')!.title).toBe('Datenschutzerklärung');
    const au = (await get('/api/cms/pages?l=en-AU')).json() as Item[];
    expect(au.find((p) => p.path === 'privacy-policy')!.title).toBe('Privacy policy');
  });

  it('keeps an operator page added later', async () => {
    await t.deps.db
      .insert(cmsPages)
      .values({ path: 'faq', title: 'FAQ', content: '<p>Q&amp;A</p>', categories: ['page'] });
    const list = (await get('/api/cms/pages')).json() as Item[];
    expect(list.some((p) => p.path === 'faq')).toBe(true);
  });
});

describe('CMS ids', () => {
  it('are strings everywhere (the newer client types them so; the spec client only compares them)', async () => {
    const pages = (await get('/api/cms/pages?l=en')).json() as { id: unknown; children: { id: unknown }[] }[];
    const ids = pages.flatMap((p) => [p.id, ...p.children.map((c) => c.id)]);
    const page = (await get('/api/cms/pages/about?l=en')).json() as { id: unknown };
    const snippets = (await get('/api/cms/snippets?l=en')).json() as { id: unknown }[];
    const files = (await get('/api/cms/files?l=en')).json() as { id: unknown }[];
    const all = [...ids, page.id, ...snippets.map((s) => s.id), ...files.map((f) => f.id)];
    expect(all.length).toBeGreaterThan(5);
    for (const id of all) expect(typeof id === 'string' && /^[1-9][0-9]*$/.test(id), String(id)).toBe(true);
    expect(ids).toContain(page.id);
  });
});

describe('snippets and files', () => {
  it('snippets: the locale replaces the default text of the same kind, others stay', async () => {
    const en = (await get('/api/cms/snippets?l=en')).json();
    expect(en.map((s: { categories: string[] }) => s.categories[0])).toEqual([
      'footer-license',
      'footer-age-warning',
    ]);
    const de = (await get('/api/cms/snippets?l=de')).json();
    expect(de).toHaveLength(2);
    expect(de.find((s: { categories: string[] }) => s.categories[0] === 'footer-license').content).toContain(
      'quelloffene',
    );
  });

  it('files: the terms download of the locale, its description translated', async () => {
    const en = (await get('/api/cms/files?l=en')).json();
    expect(en[0]).toEqual({
      id: '1',
      url: '/api/cms/files/terms-and-conditions',
      categories: ['terms-download'],
      description: 'Terms and conditions (download)',
    });
    const de = (await get('/api/cms/files?l=de')).json();
    expect(de.map((f: { categories: string[] }) => f.categories[0])).toEqual(['terms-download', 'press-kit']);
    expect(de[0]).toMatchObject({
      url: '/api/cms/files/terms-and-conditions?l=de',
      description: 'Allgemeine Geschäftsbedingungen (Download)',
    });
  });
});

describe('GET /api/cms/files/{slug} (the terms download)', () => {
  it('serves the terms page of the locale as an HTML file to save', async () => {
    const res = await get('/api/cms/files/terms-and-conditions?l=de');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="terms-and-conditions-de.html"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toMatch(/^<!doctype html>\n<html lang="de">/);
    expect(res.body).toContain('<h1>Allgemeine Geschäftsbedingungen</h1>');
    expect(res.body).toContain('<h2>4. Boni</h2>');
  });

  it('serves the licence variant on a licensed mirror, English by default', async () => {
    const ee = await get('/api/cms/files/terms-and-conditions?l=et', EE_HOST);
    expect(ee.body).toContain('<h1>Tingimused (Eesti)</h1>');
    expect(ee.headers['content-disposition']).toBe('attachment; filename="terms-and-conditions-et.html"');
    const plain = await get('/api/cms/files/terms-and-conditions');
    expect(plain.body).toContain('<html lang="en">');
    expect(plain.body).toContain('<h1>Terms and conditions</h1>');
    expect(plain.headers['content-disposition']).toBe('attachment; filename="terms-and-conditions.html"');
  });

  it('only serves terms pages: other pages and unknown names are a JSON 404, odd names a 400', async () => {
    for (const url of ['/api/cms/files/privacy-policy', '/api/cms/files/home', '/api/cms/files/nope']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
    for (const url of [
      '/api/cms/files/..%2Fterms-and-conditions',
      '/api/cms/files/Terms',
      '/api/cms/files/terms_and_conditions',
      '/api/cms/files/terms-and-conditions?l=a-very-long-locale',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
    }
  });
});
