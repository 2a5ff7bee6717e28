import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { type ArticleSummary, NEWS_BASE } from '../model/news.ts';
import { ArticleDate } from './article-date.tsx';

const pageHref = (page: number) => (page === 1 ? `/${NEWS_BASE}` : `/${NEWS_BASE}?page=${page}`);

/** `/blog`: one page of the articles, newest first, with the way to the others. */
export function NewsListPage({
  articles,
  page,
  pages,
}: {
  articles: ArticleSummary[];
  page: number;
  pages: number;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 focus:outline-none"
    >
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('pages.news.title')}</h1>
      {articles.length === 0 ? (
        <p className="text-ink-muted">{t('pages.news.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4" data-testid="news-list">
          {articles.map((article) => (
            <li key={article.slug}>
              <article className="flex flex-col gap-1 rounded-lg border border-surface-3 bg-surface-2 p-4">
                <h2 className="text-xl font-semibold">
                  <Link to={href(`/${NEWS_BASE}/${article.slug}`)} className="hover:underline">
                    {article.title}
                  </Link>
                </h2>
                <ArticleDate date={article.date} />
                {article.description ? <p className="text-ink-muted">{article.description}</p> : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t('pages.news.pages')} className="flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link to={href(pageHref(page - 1))} rel="prev" className="font-semibold text-brand underline">
              {t('pages.news.newer')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-ink-muted">{t('pages.news.page', { page, pages })}</span>
          {page < pages ? (
            <Link to={href(pageHref(page + 1))} rel="next" className="font-semibold text-brand underline">
              {t('pages.news.older')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </main>
  );
}
