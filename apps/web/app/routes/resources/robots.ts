import { robotsTxt } from '~/features/seo/index.ts';
import { getLocales, hostLocaleCodes } from '~/features/shell/index.ts';
import { serverApi } from '~/shared/api/server.ts';
import type { Route } from './+types/robots';

/** `GET /robots.txt`: private areas out of the index, and where the sitemap is. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locales = hostLocaleCodes(await getLocales(serverApi(context)));
  return new Response(robotsTxt(new URL(request.url).origin, locales), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
