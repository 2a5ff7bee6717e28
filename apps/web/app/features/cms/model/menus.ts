import type { CmsPageListItem } from '@orbit/contract';

export interface MenuPage {
  path: string;
  title: string;
}

/** The CMS page categories that are menus: the header's and the footer's two. */
export const MENU_CATEGORIES: readonly string[] = ['top-menu', 'bottom-menu', 'bottom-menu-help'];

const menuPath = (page: CmsPageListItem) => `/${page.path.replace(/^\/+|\/+$/g, '')}`;
/** Licence variants (`name/GEO`) are not menu entries: the server picks them for the base path. */
const isVariant = (path: string) => /\/[A-Z]{2,}$/.test(path);

/** Every page of the tree, sub-pages after their parent. */
function flatten(pages: readonly CmsPageListItem[], out: CmsPageListItem[] = []): CmsPageListItem[] {
  for (const page of pages) {
    out.push(page);
    flatten(page.children, out);
  }
  return out;
}

/** The pages of a menu (`top-menu`, `bottom-menu` …), sub-pages included, in list order. */
export function menuPages(pages: readonly CmsPageListItem[], category: string): MenuPage[] {
  const out: MenuPage[] = [];
  const seen = new Set<string>();
  const visit = (list: readonly CmsPageListItem[]) => {
    for (const page of list) {
      const path = menuPath(page);
      if (page.categories.includes(category) && !isVariant(path) && !seen.has(path)) {
        seen.add(path);
        out.push({ path, title: page.title });
      }
      visit(page.children);
    }
  };
  visit(pages);
  return out;
}

/**
 * The page list as the menus read it (`menuPages` gives the same menus from it): flat, only the
 * pages a menu lists, their categories the menus' alone. The shell's page-list query keeps this
 * form, so every server-rendered page carries its menus and not the whole site's page tree.
 */
export function menuPageList(pages: readonly CmsPageListItem[]): CmsPageListItem[] {
  return flatten(pages).flatMap((page) => {
    const categories = page.categories.filter((category) => MENU_CATEGORIES.includes(category));
    return categories.length > 0 && !isVariant(menuPath(page)) ? [{ ...page, categories, children: [] }] : [];
  });
}
