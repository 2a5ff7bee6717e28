// The blog's public face (`/blog`, `/blog/{slug}`); its loaders are news/loaders.server.ts.
export { ArticlePage } from './components/article-page.tsx';
export { NewsListPage } from './components/news-list-page.tsx';
