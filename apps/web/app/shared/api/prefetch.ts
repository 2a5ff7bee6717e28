import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { AppLoadContext } from 'react-router';
import type { ApiClient } from './client.ts';
import { makeQueryClient } from './provider.tsx';
import { serverApi } from './server.ts';

/**
 * The loader half of the data pattern: fill a fresh query cache on the server and hand it
 * to the browser (`<HydrationBoundary state={dehydratedState}>`).
 * `prefetch(context, (qc, api) => qc.prefetchQuery(sessionsQueryOptions(api)))`
 */
export async function prefetch(
  context: AppLoadContext,
  fill: (queryClient: QueryClient, api: ApiClient) => Promise<unknown>,
) {
  const queryClient = makeQueryClient();
  await fill(queryClient, serverApi(context));
  return { dehydratedState: dehydrate(queryClient) };
}
