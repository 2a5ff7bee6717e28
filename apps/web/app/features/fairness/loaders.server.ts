import { isSignedIn } from '@orbit/contract';
import { dehydrate } from '@tanstack/react-query';
import type { AppLoadContext } from 'react-router';
import { lootboxesQueryOptions } from '~/features/wheel/index.ts';
import { makeQueryClient } from '~/shared/api/provider.tsx';
import { serverApi } from '~/shared/api/server.ts';
import { VERIFY_LOOTBOX } from '~/shared/lootbox-verify-link.ts';
import { getPlayer } from '~/shared/player/get-player.ts';
import { roundProofQueryOptions } from './api/round-proof.ts';
import { seedsQueryOptions } from './api/seeds.ts';
import { parseRoundId } from './model/client-seed.ts';

/**
 * `/provably-fair(?round=ID)`: open to everyone — a guest reads how it works and verifies any
 * seeds or a lottery draw; a player's seeds (and the round asked for) render on the server.
 */
export async function fairnessPageLoader({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}) {
  const url = new URL(request.url);
  const api = serverApi(context);
  const player = await getPlayer(api).catch(() => null);
  const queryClient = makeQueryClient();
  if (!isSignedIn(player)) return { dehydratedState: dehydrate(queryClient) };
  const round = parseRoundId(url.searchParams.get('round'));
  await Promise.all([
    queryClient.prefetchQuery(seedsQueryOptions(api)),
    round === null ? null : queryClient.prefetchQuery(roundProofQueryOptions(api, round)),
    // A lootbox draw to verify: the player's opened boxes fill the form.
    url.searchParams.get('verify') === VERIFY_LOOTBOX
      ? queryClient.prefetchQuery(lootboxesQueryOptions(api))
      : null,
  ]);
  return { dehydratedState: dehydrate(queryClient) };
}
