import { describe, expect, it } from 'vitest';
import type { PageSeo } from './meta.ts';
import { pageMeta, shellSeo } from './route-meta.ts';

const seo: PageSeo = {
  title: 'Shell title',
  description: 'd',
  keywords: '',
  robots: 'index, follow',
  canonical: 'https://o.example/x',
  alternates: { origin: 'https://o.example', path: '/x', locales: [] },
};

describe('pageMeta', () => {
  it("finds the shell's SEO among the matches and applies the page's overrides", () => {
    const matches = [{ id: 'root', data: {} }, { id: 'routes/layout', data: { seo } }, undefined];
    expect(shellSeo(matches)).toBe(seo);
    const meta = pageMeta(matches, { title: 'Privacy', robots: 'noindex, follow' });
    expect(meta).toContainEqual({ title: 'Privacy' });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });

  it('still gives the title and robots without shell data', () => {
    expect(pageMeta([], { title: 'T', robots: 'noindex' })).toEqual([
      { title: 'T' },
      { name: 'robots', content: 'noindex' },
    ]);
  });
});
