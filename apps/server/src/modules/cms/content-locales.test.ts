import { LOCALES } from '@orbit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN } from '../../db/seed/cms/en.ts';
import { CONTENT_PATHS, SEO_PATHS } from '../../db/seed/cms/types.ts';
import { CMS_LANGUAGES } from '../../db/seed/cms-pages.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url });

/** The words a locale should get: its own language's, English for en-* (they share it). */
const wordsOf = (locale: string) => CMS_LANGUAGES[locale] ?? EN;

describe('the demo content in every locale', () => {
  it('has a language of its own for every locale that is not English', () => {
    for (const locale of LOCALES.filter((l) => !l.startsWith('en'))) {
      expect(CMS_LANGUAGES[locale], locale).toBeDefined();
    }
  });

  it.each(LOCALES)('%s: every page and SEO page in the locale’s language', async (locale) => {
    const words = wordsOf(locale);
    for (const path of CONTENT_PATHS) {
      const res = await get(`/api/cms/pages/${path}?l=${locale}`);
      expect(res.statusCode, path).toBe(200);
      const page = res.json();
      expect(page.title, path).toBe(words.pages[path].title);
      expect(page.content, path).toBe(words.pages[path].content);
      expect(page.blocks.description, path).toBe(words.pages[path].description);
    }
    for (const path of SEO_PATHS) {
      const page = (await get(`/api/cms/pages/${path}?l=${locale}`)).json();
      expect(page.blocks.title, path).toBe(words.seo[path].title);
      expect(page.blocks.description, path).toBe(words.seo[path].description);
    }
  });

  it.each(LOCALES)('%s: footer links, snippets and files in the locale’s language', async (locale) => {
    const words = wordsOf(locale);
    const pages = (await get(`/api/cms/pages?l=${locale}`)).json() as Array<{
      path: string;
      title: string;
      categories: string[];
    }>;
    const footer = pages.filter((p) => p.categories.some((c) => c.startsWith('bottom-menu')));
    const footerPaths = footer.map((p) => p.path);
    for (const path of ['terms-and-conditions', 'privacy-policy', 'cookie-policy', 'responsible-gaming'])
      expect(footerPaths).toContain(path);
    for (const page of footer.filter((p) => p.path in words.pages)) {
      expect(page.title, page.path).toBe(words.pages[page.path as keyof typeof words.pages].title);
    }

    const snippets = (await get(`/api/cms/snippets?l=${locale}`)).json() as Array<{ content: string }>;
    expect(snippets.map((s) => s.content)).toEqual([words.snippets.license, words.snippets.ageWarning]);

    const files = (await get(`/api/cms/files?l=${locale}`)).json() as Array<{ description: string }>;
    expect(files.map((f) => f.description)).toEqual([words.files.terms, words.files.pressKit]);
  });
});
