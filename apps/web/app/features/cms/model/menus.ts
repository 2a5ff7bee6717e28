import type { CmsPageListItem } from '@orbit/contract';

export interface MenuPage {
  path: string;
  title: string;
}

/**
 * The pages of a menu (`top-menu`, `bottom-menu` …), sub-pages included, in list order.
 * Licence variants (`name/GEO`) are not menu entries: the server picks them for the base path.
 */
export function menuPages(pages: readonly CmsPageListItem[], category: string): MenuPage[] {
  const out: MenuPage[] = [];
  const seen = new Set<string>();
  const visit = (list: readonly CmsPageListItem[]) => {
    for (const page of list) {
      const path = `/${page.path.replace(/^\/+|\/+$/g, '')}`;
      const isVariant = /\/[A-Z]{2,}$/.test(path);
      if (page.categories.includes(category) && !isVariant && !seen.has(path)) {
        seen.add(path);
        out.push({ path, title: page.title });
      }
      visit(page.children);
    }
  };
  visit(pages);
  return out;
}
