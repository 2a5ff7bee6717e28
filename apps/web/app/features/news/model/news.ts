import type { CmsPage, CmsPageListItem } from '@orbit/contract';

/**
 * The blog (`/blog`, `/blog/{slug}`; the spec's NewsList and NewsPage): CMS pages of category
 * `news` under `blog/`, the operator's order (newest first), dated by `blocks.json`'s `date`.
 */
export const NEWS_CATEGORY = 'news';
export const NEWS_BASE = 'blog';
export const NEWS_PAGE_SIZE = 3;

export interface ArticleSummary {
  slug: string;
  title: string;
  date: string | null;
  description: string;
}

/** The slug of an article's CMS path (`blog/x` → `x`), or null for any other page. */
export function articleSlug(item: Pick<CmsPageListItem, 'path' | 'categories'>): string | null {
  if (!item.categories.includes(NEWS_CATEGORY)) return null;
  const match = new RegExp(`^${NEWS_BASE}/([^/]+)$`).exec(item.path);
  return match?.[1] ?? null;
}

/** The articles of the CMS list (children of the `blog` page, or pages of their own), in its order. */
export const articleSlugs = (pages: CmsPageListItem[]): string[] =>
  pages
    .flatMap((page) => [page, ...page.children])
    .map(articleSlug)
    .filter((slug): slug is string => slug !== null);

/** `?page=`: a whole number from 1; anything else is null (no such list page). */
export function listPageOf(raw: string | null): number | null {
  if (raw === null || raw === '') return 1;
  return /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : null;
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));

export const slugsOfPage = (slugs: string[], page: number) =>
  slugs.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE);

/** The article's date (`YYYY-MM-DD` in `blocks.json`), or null when it has none. */
export function articleDate(page: Pick<CmsPage, 'blocks'>): string | null {
  try {
    const date = (JSON.parse(page.blocks.json ?? '{}') as { date?: unknown }).date;
    return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
  } catch {
    return null;
  }
}

export const summaryOf = (slug: string, page: CmsPage): ArticleSummary => ({
  slug,
  title: page.title,
  date: articleDate(page),
  description: page.blocks.description ?? '',
});
