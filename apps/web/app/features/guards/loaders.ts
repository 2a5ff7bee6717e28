import { isSignedIn, type Player } from '@orbit/contract';
import { type AppLoadContext, redirect } from 'react-router';
import { serverApi } from '~/shared/api/server.ts';
import { getPlayer } from '~/shared/player/get-player.ts';
import { guestOnlyModal, guestOnlyRedirect, requireUserRedirect } from './guard-rules.ts';

interface LoaderArgsLike {
  request: Request;
  context: AppLoadContext;
}

async function currentPlayer(context: AppLoadContext): Promise<Player | null> {
  const player = await getPlayer(serverApi(context)).catch(() => null);
  return isSignedIn(player) ? player : null;
}

/**
 * For loaders of login-required routes: returns the signed-in player, or throws a redirect
 * to `/registration?redirect=<wanted path>` (locale prefix kept).
 * `export async function loader(args) { const player = await requireUser(args); … }`
 */
export async function requireUser({ request, context }: LoaderArgsLike): Promise<Player> {
  const player = await currentPlayer(context);
  const target = requireUserRedirect(new URL(request.url), player !== null);
  if (target || !player) throw redirect(target ?? '/');
  return player;
}

/** For loaders of guest-only pages (/login, /registration …): a signed-in player goes to main. */
export async function guestOnly({ request, context }: LoaderArgsLike): Promise<void> {
  const url = new URL(request.url);
  if (!guestOnlyModal(url)) return;
  const player = await currentPlayer(context);
  const target = guestOnlyRedirect(url, player !== null);
  if (target) throw redirect(target);
}
