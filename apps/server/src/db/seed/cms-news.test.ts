import { describe, expect, it } from 'vitest';
import { CMS_NEWS_PAGES, NEWS_CATEGORY, POPUP_CATEGORY } from './cms-news.ts';

/** Every locale reads the blog, the crypto page and the popup in its own language ('' is English). */
const LANGUAGES = ['', 'de', 'et', 'fr-CA', 'it', 'no'];

describe('the seeded blog, crypto page and popup', () => {
  it('exist in every language, articles dated and under blog/', () => {
    const paths = [
      ...new Set(
        CMS_NEWS_PAGES.filter((p) => p.locale !== '' || p.categories?.[0] !== 'seo-page').map((p) => p.path),
      ),
    ];
    const content = paths.filter((path) => path !== 'blog' && path !== 'popup');
    expect(content.length).toBeGreaterThan(4);
    for (const path of content) {
      const rows = CMS_NEWS_PAGES.filter((p) => p.path === path);
      expect(rows.map((r) => r.locale).sort(), path).toEqual([...LANGUAGES].sort());
      for (const row of rows) expect(row.content, `${path} ${row.locale}`).toMatch(/^<p>/);
    }
    const articles = CMS_NEWS_PAGES.filter((p) => p.categories?.includes(NEWS_CATEGORY));
    expect(new Set(articles.map((a) => a.path)).size).toBe(4);
    for (const a of articles) {
      expect(a.path).toMatch(/^blog\/[a-z0-9-]+$/);
      expect(JSON.parse(a.blocks?.json ?? '{}').date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(CMS_NEWS_PAGES.filter((p) => p.categories?.includes(POPUP_CATEGORY)).map((p) => p.path)).toContain(
      'popup/welcome',
    );
  });
});
