import { isSignedIn } from '@orbit/contract';
import type { AppLoadContext } from 'react-router';
import { prefetch } from '~/shared/api/prefetch.ts';
import { vipProgressQueryOptions } from './api/get-vip-progress.ts';

/** `/rocketplay-vipclub` renders on the server: a player's progress (a guest's page needs no data). */
export async function vipClubLoader({ context }: { context: AppLoadContext }) {
  const player = await context.currentPlayer();
  return prefetch(context, (qc, api) =>
    isSignedIn(player) ? qc.prefetchQuery(vipProgressQueryOptions(api)) : Promise.resolve(),
  );
}
