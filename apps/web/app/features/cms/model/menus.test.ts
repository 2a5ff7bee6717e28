import type { CmsPageListItem } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { menuPageList, menuPages } from './menus.ts';

const page = (path: string, categories: string[], children: CmsPageListItem[] = []): CmsPageListItem => ({
  id: String(path.length),
  path,
  title: path.toUpperCase(),
  categories,
  layout: 'default',
  children,
});

describe('menuPages', () => {
  it('lists the pages of a category, children included, without licence variants', () => {
    const pages = [
      page('about', ['top-menu']),
      page('privacy-policy', ['bottom-menu'], [page('privacy-policy/EE', ['bottom-menu'])]),
      page('pokies', ['seo-page'], [page('pokies/all', ['seo-page', 'top-menu'])]),
    ];
    expect(menuPages(pages, 'top-menu')).toEqual([
      { path: '/about', title: 'ABOUT' },
      { path: '/pokies/all', title: 'POKIES/ALL' },
    ]);
    expect(menuPages(pages, 'bottom-menu')).toEqual([{ path: '/privacy-policy', title: 'PRIVACY-POLICY' }]);
  });

  it('keeps of the page list what the menus read: the same menus from a flat list of their pages', () => {
    const pages = [
      page('about', ['top-menu', 'seo-page']),
      page('privacy-policy', ['bottom-menu'], [page('privacy-policy/EE', ['bottom-menu'])]),
      page('pokies', ['seo-page'], [page('pokies/all', ['seo-page', 'top-menu'])]),
      page('blog', ['seo-page'], [page('blog/news', ['news'])]),
    ];
    const kept = menuPageList(pages);
    expect(kept.map((p) => [p.path, p.categories, p.children])).toEqual([
      ['about', ['top-menu'], []],
      ['privacy-policy', ['bottom-menu'], []],
      ['pokies/all', ['top-menu'], []],
    ]);
    for (const menu of ['top-menu', 'bottom-menu', 'bottom-menu-help'])
      expect(menuPages(kept, menu)).toEqual(menuPages(pages, menu));
  });
});
