import { z } from 'zod';

/** Content kinds of a CMS page (the site's pages plus the help and terms menus). */
export const CMS_CATEGORIES = [
  'top-menu',
  'bottom-menu',
  'bottom-menu-help',
  'custom-page',
  'page',
  'seo-page',
  'terms-page',
] as const;

export const CmsQuery = z.object({ l: z.string().max(10, 'validation.too_long').optional() });

export type CmsPageListItem = {
  id: string;
  path: string;
  title: string;
  categories: string[];
  layout: string;
  children: CmsPageListItem[];
};

/** `GET /api/cms/pages?l=`: every page, sub-paths (e.g. `pokies/all`) as children of their parent. */
export const CmsPageListItem: z.ZodType<CmsPageListItem> = z.object({
  id: z.string(),
  path: z.string(),
  title: z.string(),
  categories: z.array(z.string()),
  layout: z.string(),
  get children() {
    return z.array(CmsPageListItem);
  },
});

/** Page blocks: SEO title, description, keywords, the main content and `json` (a JSON document as a string). */
export const CmsBlocks = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  keywords: z.string().optional(),
  'content-main': z.string().optional(),
  json: z.string().optional(),
});

/** `GET /api/cms/pages/{slug}?l=` (also SEO paths with slashes, e.g. `pokies/all`). */
export const CmsPage = z.object({
  id: z.string(),
  path: z.string(),
  title: z.string(),
  content: z.string(),
  layout: z.string(),
  categories: z.array(z.string()),
  blocks: CmsBlocks,
});
export type CmsPage = z.infer<typeof CmsPage>;

export const CmsSnippet = z.object({
  id: z.string(),
  categories: z.array(z.string()),
  content: z.string(),
});
export type CmsSnippet = z.infer<typeof CmsSnippet>;

export const CmsFile = z.object({
  id: z.string(),
  url: z.string(),
  categories: z.array(z.string()),
  description: z.string(),
});
export type CmsFile = z.infer<typeof CmsFile>;
