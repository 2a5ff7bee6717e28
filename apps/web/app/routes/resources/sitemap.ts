import { DEFAULT_LOCALE } from '@orbit/contract';
import { getPages } from '~/features/cms/index.ts';
import { sitemapPaths, sitemapXml } from '~/features/seo/index.ts';
import { getLocales, hostLocaleCodes } from '~/features/shell/index.ts';
import { serverApi } from '~/shared/api/server.ts';
import type { Route } from './+types/sitemap';

/** `GET /sitemap.xml`: the main page and the static CMS pages in every locale of this host. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const served = hostLocaleCodes(await getLocales(api));
  const locales = served.length > 0 ? served : [DEFAULT_LOCALE];
  const pages = (await Promise.all(locales.map((locale) => getPages(api, locale)))).flat();
  const xml = sitemapXml(new URL(request.url).origin, sitemapPaths(pages), locales);
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
