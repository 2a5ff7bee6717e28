import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import { ApiError } from '~/shared/api/client.ts';
import { prefetch } from '~/shared/api/prefetch.ts';
import { featureFlagsQueryOptions } from './api/feature-flags.ts';

/** `/ffc` renders the flags on the server; without the dev tools (production) the page is a 404. */
export async function featureFlagsLoader(context: AppLoadContext) {
  try {
    return await prefetch(context, (qc, api) => qc.fetchQuery(featureFlagsQueryOptions(api)));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
