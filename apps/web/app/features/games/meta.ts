import type { MetaDescriptor } from 'react-router';
import { pageMeta, shellSeo } from '~/features/seo/index.ts';
import { type GamesSeo, gamesPageTitle } from './model/seo.ts';

/** A games page's meta: the shell's SEO for the path with the page's title (unless the CMS names it). */
export function gamesMeta(matches: readonly unknown[], seo: GamesSeo | undefined): MetaDescriptor[] {
  if (!seo) return pageMeta(matches, { robots: 'noindex, follow' });
  const title = gamesPageTitle({
    shellTitle: shellSeo(matches)?.title,
    defaultTitle: seo.defaultTitle,
    ownTitle: seo.title,
  });
  return pageMeta(matches, { title });
}
