import { HydrationBoundary } from '@tanstack/react-query';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { BalanceHistory, balanceHistoryQueryOptions, filterFromSearch } from '~/features/profile/index.ts';
import { prefetch } from '~/shared/api/prefetch.ts';
import { accountsQueryOptions } from '~/shared/player/get-accounts.ts';
import { currenciesQueryOptions } from '~/shared/site/get-currencies.ts';
import type { Route } from './+types/balance-history';

/** Login required (the profile layout): the page of the URL's filter renders on the server. */
export const loader = ({ context, request }: Route.LoaderArgs) =>
  prefetch(context, (qc, api) =>
    Promise.all([
      qc.prefetchQuery(balanceHistoryQueryOptions(api, filterFromSearch(new URL(request.url).searchParams))),
      qc.prefetchQuery(accountsQueryOptions(api)),
      qc.prefetchQuery(currenciesQueryOptions(api)),
    ]),
  );

/** Opening or closing a modal over the page does not reload it. */
export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <BalanceHistory />
    </HydrationBoundary>
  );
}
