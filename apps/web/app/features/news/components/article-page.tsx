import type { CmsPage } from '@orbit/contract';
import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { type ArticleSummary, NEWS_BASE } from '../model/news.ts';
import { ArticleDate } from './article-date.tsx';

/** `/blog/{slug}`: one article, its date, and the way back to the list. */
export function ArticlePage({ article, summary }: { article: CmsPage; summary: ArticleSummary }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10 focus:outline-none">
      <Link to={href(`/${NEWS_BASE}`)} className="text-sm font-semibold text-brand underline">
        {t('pages.news.back')}
      </Link>
      <article className="mt-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{article.title}</h1>
        <div className="mt-2">
          <ArticleDate date={summary.date} />
        </div>
        <div
          className="cms-content mt-6"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML is sanitised by the server.
          dangerouslySetInnerHTML={{ __html: article.content }}
        />
      </article>
    </main>
  );
}
