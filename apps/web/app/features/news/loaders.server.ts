import { splitLocalePath } from '@orbit/contract';
import { data } from 'react-router';
import { getPage, getPages } from '~/features/cms/index.ts';
import type { ApiClient } from '~/shared/api/client.ts';
import {
  type ArticleSummary,
  articleSlugs,
  listPageOf,
  NEWS_BASE,
  NEWS_CATEGORY,
  pageCount,
  slugsOfPage,
  summaryOf,
} from './model/news.ts';

const notFound = () => data(null, { status: 404 });

/** `/blog?page=`: one page of the articles, each with its date and summary (a 404 past the last page). */
export async function newsListLoader(api: ApiClient, request: Request) {
  const url = new URL(request.url);
  const { locale } = splitLocalePath(url.pathname);
  const page = listPageOf(url.searchParams.get('page'));
  const slugs = articleSlugs(await getPages(api, locale));
  const pages = pageCount(slugs.length);
  if (page === null || page > pages) throw notFound();
  const articles = await Promise.all(
    slugsOfPage(slugs, page).map(async (slug) => {
      const article = await getPage(api, `${NEWS_BASE}/${slug}`, locale);
      return article ? summaryOf(slug, article) : null;
    }),
  );
  return {
    articles: articles.filter((a): a is ArticleSummary => a !== null),
    page,
    pages,
  };
}

/** `/blog/{slug}`: one article in the page's locale; a 404 for any other CMS page. */
export async function articleLoader(api: ApiClient, request: Request, slug: string) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const article = await getPage(api, `${NEWS_BASE}/${slug}`, locale);
  if (!article?.categories.includes(NEWS_CATEGORY)) throw notFound();
  return { article, summary: summaryOf(slug, article) };
}
