import { splitLocalePath } from '@orbit/contract';
import { type AppLoadContext, data } from 'react-router';
import { ApiError } from '~/shared/api/client.ts';
import { prefetch } from '~/shared/api/prefetch.ts';
import { lotteryQueryOptions } from './api/get-lottery.ts';

interface LoaderArgs {
  request: Request;
  context: AppLoadContext;
  params: { slug?: string };
}

/**
 * `/lottery/{slug}` renders on the server with the lottery (the player's tickets inside it); a
 * lottery that does not exist or is not for this visitor is the not-found page.
 */
export async function lotteryLoader({ request, context, params }: LoaderArgs) {
  const slug = params.slug ?? '';
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  let missing = false;
  const loaded = await prefetch(context, async (qc, api) => {
    try {
      await qc.fetchQuery(lotteryQueryOptions(api, slug, locale));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) missing = true;
      // Another failure renders the page, which loads the lottery again in the browser.
    }
  });
  if (missing) throw data(null, { status: 404 });
  return loaded;
}
