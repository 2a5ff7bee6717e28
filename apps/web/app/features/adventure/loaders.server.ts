import type { AppLoadContext } from 'react-router';
import { requireUser } from '~/features/guards/index.ts';
import { prefetch } from '~/shared/api/prefetch.ts';
import { adventureQueryOptions } from './api/get-adventure.ts';

interface LoaderArgs {
  request: Request;
  context: AppLoadContext;
}

/** `/rocketplay-adventure`: login required; the player's adventure (or its absence) renders on the server. */
export async function adventureLoader(args: LoaderArgs) {
  await requireUser(args);
  return prefetch(args.context, (qc, api) => qc.prefetchQuery(adventureQueryOptions(api)));
}
