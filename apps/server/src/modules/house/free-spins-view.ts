import type { HouseFreeSpins } from '@orbit/contract';
import { gameFamily } from '@orbit/games';
import { playableFreeSpins } from '../bonuses/freespins.ts';
import type { PlayContext } from './play-context.ts';
import { findFreeSpinsGift } from './repository.ts';

/** The free spins this session's player holds on its game, as the frame shows them; null if none. */
export async function freeSpinsOf(ctx: Pick<PlayContext, 'deps' | 'session' | 'game'>) {
  const offer = await playableOffer(ctx);
  if (!offer) return null;
  const gift = await findFreeSpinsGift(ctx.deps.db, offer.giftId);
  const view: HouseFreeSpins = {
    left: offer.left,
    total: gift?.total ?? offer.left,
    stake_cents: offer.stakeCents,
  };
  return view;
}

/** Free spins play in real sessions of slots only. */
export async function playableOffer({ deps, session, game }: Pick<PlayContext, 'deps' | 'session' | 'game'>) {
  if (session.mode !== 'real' || session.userId === null || gameFamily(game.engine) !== 'slots') return null;
  return playableFreeSpins(deps.db, session.userId, session.currency, game.identifier, deps.now());
}
