import { isSignedIn, splitLocalePath } from '@orbit/contract';
import type { AppLoadContext } from 'react-router';
import { getPage } from '~/features/cms/index.ts';
import { prefetch } from '~/shared/api/prefetch.ts';
import { cashbackTermsQueryOptions } from './api/get-cashback-terms.ts';
import { depositOffersQueryOptions } from './api/get-deposit-offers.ts';
import { registrationOffersQueryOptions } from './api/get-registration-offers.ts';

interface LoaderArgs {
  request: Request;
  context: AppLoadContext;
}

/** The CMS page the promotions page keeps (the operator's text, its SEO row). */
export const PROMOTIONS_CMS_SLUG = 'promotions';

/**
 * `/promotions` renders on the server: a player's deposit offers (a guest's sign-up offers), the
 * cashback terms for its card, and the operator's CMS page for the promotions, if any.
 */
export async function promotionsLoader({ request, context }: LoaderArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const player = await context.currentPlayer();
  let page: Awaited<ReturnType<typeof getPage>> = null;
  const loaded = await prefetch(context, (qc, api) =>
    Promise.all([
      getPage(api, PROMOTIONS_CMS_SLUG, locale)
        // The page stands without the operator's text.
        .catch(() => null)
        .then((found) => {
          page = found;
        }),
      isSignedIn(player)
        ? player.can_issue_bonuses
          ? qc.prefetchQuery(depositOffersQueryOptions(api))
          : null
        : qc.prefetchQuery(registrationOffersQueryOptions(api, locale)),
      qc.prefetchQuery(cashbackTermsQueryOptions(api, locale)),
    ]),
  );
  return { ...loaded, page };
}

/** `/promotions/cashback` renders on the server: the cashback offers' terms. */
export function cashbackLoader({ request, context }: LoaderArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  return prefetch(context, (qc, api) => qc.prefetchQuery(cashbackTermsQueryOptions(api, locale)));
}
