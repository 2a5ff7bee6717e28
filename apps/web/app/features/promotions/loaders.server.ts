import { type AvailableOffer, isSignedIn, splitLocalePath } from '@orbit/contract';
import { type AppLoadContext, data } from 'react-router';
import { getPage } from '~/features/cms/index.ts';
import { prefetch } from '~/shared/api/prefetch.ts';
import { serverApi } from '~/shared/api/server.ts';
import { cashbackTermsQueryOptions } from './api/get-cashback-terms.ts';
import { depositOffersQueryOptions, getDepositOffers } from './api/get-deposit-offers.ts';
import { getRegistrationOffers, registrationOffersQueryOptions } from './api/get-registration-offers.ts';
import { isShowableOffer } from './model/offer-terms.ts';

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

/**
 * `/bonus/{id}`: the offer of that id among the visitor's own — a player's deposit offers (none
 * while they turned bonuses off), a guest's sign-up offers of their country; a 404 otherwise.
 */
export async function singleOfferLoader(context: AppLoadContext, request: Request, id: string) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const api = serverApi(context);
  const visitor = await context.currentPlayer();
  const forPlayer = isSignedIn(visitor);
  let offers: AvailableOffer[] = [];
  if (!forPlayer) offers = await getRegistrationOffers(api, locale);
  else if (visitor.can_issue_bonuses) offers = await getDepositOffers(api);
  const offer = offers.find((candidate) => String(candidate.id) === id && isShowableOffer(candidate));
  if (!offer) throw data(null, { status: 404 });
  return { offer, currency: visitor.currency, forPlayer };
}
