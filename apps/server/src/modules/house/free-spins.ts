import { randomUUID } from 'node:crypto';
import type { HousePlay } from '@orbit/contract';
import { FairRandom } from '@orbit/games';
import { nodeHmacSha256 } from '@orbit/games/fair/node-hmac';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { claimFreeSpin, settleFreeSpin } from '../bonuses/freespins.ts';
import { afterRound } from './after-round.ts';
import { freeSpinsOf, playableOffer } from './free-spins-view.ts';
import { engineOf, settle } from './play.ts';
import type { PlayContext } from './play-context.ts';
import { presentRound } from './presenter.ts';
import { findFreeSpinsGift, type HouseRoundRow, insertRound } from './repository.ts';
import { type SeedPair, takeNonce } from './seeds.ts';
import { rollbackBet, walletActions } from './wallet-actions.ts';

/**
 * Free spins on Orbit's own slots. A spin is a round like any other (its nonce, its proof) whose
 * stake is the gift's: the wallet sees a bet of 0 and a closing win of 0, and the round's payout
 * counts on the gift instead (bonuses/freespins.ts), settled with the wallet's win so the house
 * job's re-send makes a lost settlement good.
 */

const noFreeSpins = () => new HttpError(409, 'no_free_spins', 'No free spins left on this game');

/**
 * Plays one of the player's free spins on this slot: the bet of 0 opens the round in the wallet
 * (the player's limits hold for free spins too), the spin is claimed before the outcome is drawn,
 * and the round settles with a win of 0 and the payout counted on the gift.
 */
export async function playFreeSpin(ctx: PlayContext): Promise<HousePlay> {
  const { deps, session, game, wallet } = ctx;
  const offer = await playableOffer(ctx);
  if (!offer || session.userId === null) throw noFreeSpins();
  const userId = session.userId;
  const engine = engineOf(game.engine);
  if (engine.kind !== 'solo') throw noFreeSpins();

  const ref = randomUUID();
  const debit = await wallet.bet(ref, walletActions.bet(ref), 0);
  if (!debit.ok) throw new FieldErrors({ bet: [`house.errors.${debit.error}`] });

  let claimed: { stakeCents: number; left: number } | null = null;
  let round: HouseRoundRow;
  let seeds: SeedPair;
  try {
    const pair = await takeNonce(deps.db, (await ctx.seedPair()).id);
    if (!pair) throw new HttpError(409, 'seeds_rotated', 'The seeds changed; try again');
    seeds = pair;
    claimed = await claimFreeSpin(deps, {
      userId,
      currency: session.currency,
      giftId: offer.giftId,
      roundRef: ref,
    });
    if (!claimed) throw noFreeSpins();
    // The gift's stake, marked so the engine (and the verifier) take it whatever the line count.
    const bet = engine.parseBet(game.variant, { stake: claimed.stakeCents, free_spin: true });
    if (!bet.ok) throw new FieldErrors({ bet: [`house.errors.${bet.error}`] });
    const step = engine.start(game.variant, bet.value, new FairRandom(pair, nodeHmacSha256));
    const now = deps.now();
    round = await insertRound(deps.db, {
      ref,
      sessionId: session.id,
      userId,
      gameId: game.id,
      mode: session.mode,
      currency: session.currency,
      seedPairId: pair.id,
      nonce: pair.nonce,
      bet: bet.value,
      state: step.state,
      stakeCents: claimed.stakeCents,
      payoutCents: step.done ? step.payout : 0,
      status: step.done ? 'closed' : 'open',
      freeSpinGiftId: offer.giftId,
      createdAt: now,
      finishedAt: step.done ? now : null,
    });
  } catch (error) {
    await rollbackBet(ctx, { ref }, walletActions.bet(ref));
    // A claimed spin whose round never came to be is spent: settled as a loss, so the gift can end.
    if (claimed)
      await settleFreeSpin(deps, {
        userId,
        currency: session.currency,
        giftId: offer.giftId,
        roundRef: ref,
        winCents: 0,
      });
    throw error;
  }
  const balance = round.status === 'closed' ? await settle(ctx, round) : debit.balance;
  await afterRound(deps, round, game, { staked: 0, seeds });
  if (!claimed) throw noFreeSpins();
  const bonusCents = claimed.left === 0 ? await spinsBonusCents(ctx, offer.giftId) : null;
  return {
    round: presentRound(engine, round, seeds),
    // The spins' winnings just arrived as bonus money: the balance the frame shows includes them.
    balance_cents: bonusCents ? await wallet.balance() : balance,
    free_spins: await freeSpinsOf(ctx),
    free_spins_bonus_cents: bonusCents,
  };
}

/** What a finished gift's spins won, now a bonus of that amount (0: nothing won); null while it plays. */
async function spinsBonusCents(ctx: Pick<PlayContext, 'deps'>, giftId: number) {
  const gift = await findFreeSpinsGift(ctx.deps.db, giftId);
  return gift?.stage === 'finished' ? gift.winCents : null;
}
