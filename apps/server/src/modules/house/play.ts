import { randomUUID } from 'node:crypto';
import type { HousePlay } from '@orbit/contract';
import { type AnyHouseGame, FairRandom, houseGame, type SoloGame } from '@orbit/games';
import { nodeHmacSha256 } from '@orbit/games/fair/node-hmac';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { settleFreeSpin } from '../bonuses/freespins.ts';
import { afterRound } from './after-round.ts';
import { freeSpinsOf } from './free-spins-view.ts';
import type { PlayContext } from './play-context.ts';
import { presentRound } from './presenter.ts';
import {
  findOpenRound,
  findRound,
  type HouseRoundRow,
  insertRound,
  markWalletSettled,
  updateRoundIfUnchanged,
} from './repository.ts';
import { findSeedPair, type SeedPair, takeNonce } from './seeds.ts';
import { freeRound, payStep, undoAbandoned } from './step-claim.ts';
import { rollbackBet, walletActions } from './wallet-actions.ts';

type AnySolo = SoloGame<unknown, unknown, unknown, unknown>;

export function engineOf(engine: string): AnyHouseGame {
  const game = houseGame(engine);
  if (!game) throw new HttpError(409, 'game_unavailable', `No engine ${engine}`);
  return game;
}

function soloEngine(engine: string): AnySolo {
  const game = engineOf(engine);
  if (game.kind !== 'solo') throw new HttpError(409, 'shared_game', 'This game plays shared rounds');
  return game;
}

const refused = (field: 'bet' | 'action', key: string) =>
  new FieldErrors({ [field]: [`house.errors.${key}`] });

/** A bet marked as a granted free spin: only the server writes the mark (free-spins.ts). */
export const isFreeSpinBet = (bet: unknown): boolean =>
  typeof bet === 'object' && bet !== null && 'free_spin' in bet;

/**
 * Starts a round of a solo game: the stake leaves the wallet first; then the nonce is taken and
 * the outcome drawn in one statement each; a failure in between gives the stake back (and if the
 * wallet refuses that, the request fails with the refusal logged).
 */
export async function startRound(ctx: PlayContext, input: unknown): Promise<HousePlay> {
  const { deps, session, game, wallet } = ctx;
  const engine = soloEngine(game.engine);
  if (isFreeSpinBet(input)) throw refused('bet', 'bet_invalid');
  const parsed = engine.parseBet(game.variant, input);
  if (!parsed.ok) throw refused('bet', parsed.error);
  if (await findOpenRound(deps.db, session))
    throw new HttpError(409, 'round_open', 'Finish the open round first');
  const stake = engine.stake(parsed.value);

  const ref = randomUUID();
  const debit = await wallet.bet(ref, walletActions.bet(ref), stake);
  if (!debit.ok) throw refused('bet', debit.error);

  let round: HouseRoundRow;
  let seeds: SeedPair;
  try {
    const pair = await takeNonce(deps.db, (await ctx.seedPair()).id);
    if (!pair) throw new HttpError(409, 'seeds_rotated', 'The seeds changed; try again');
    seeds = pair;
    const step = engine.start(game.variant, parsed.value, new FairRandom(pair, nodeHmacSha256));
    const now = deps.now();
    round = await insertRound(deps.db, {
      ref,
      sessionId: session.id,
      userId: session.userId,
      gameId: game.id,
      mode: session.mode,
      currency: session.currency,
      seedPairId: pair.id,
      nonce: pair.nonce,
      bet: parsed.value,
      state: step.state,
      stakeCents: stake,
      payoutCents: step.done ? step.payout : 0,
      status: step.done ? 'closed' : 'open',
      createdAt: now,
      finishedAt: step.done ? now : null,
    });
  } catch (error) {
    await rollbackBet(ctx, { ref }, walletActions.bet(ref));
    throw error;
  }
  const balance = round.status === 'closed' ? await settle(ctx, round) : debit.balance;
  await afterRound(deps, round, game, { staked: stake, seeds });
  return {
    round: presentRound(engine, round, seeds),
    balance_cents: balance,
    free_spins: await freeSpinsOf(ctx),
    free_spins_bonus_cents: null,
  };
}

/**
 * A player's action in an open multi-step round (hit, draw, reveal, cash out …). Its money moves
 * only if its state change wins: a step with an extra stake (double, split) claims the step before
 * the debit, so a conflicting action sent at the same time is refused before any money moves.
 */
export async function actInRound(ctx: PlayContext, roundId: number, input: unknown): Promise<HousePlay> {
  const { deps, session, game, wallet } = ctx;
  const engine = soloEngine(game.engine);
  const found = await findRound(deps.db, roundId);
  if (!found || found.sessionId !== session.id) throw new HttpError(404, 'not_found', 'No such round');
  if (found.status !== 'open' || !engine.act || !engine.parseAction)
    throw new HttpError(409, 'round_closed', 'The round is over');
  const round = await freeRound(ctx, found);
  if (round.status !== 'open') throw new HttpError(409, 'round_closed', 'The round is over');
  const parsed = engine.parseAction(game.variant, round.state, input);
  if (!parsed.ok) throw refused('action', parsed.error);
  const step = engine.act(game.variant, round.state, parsed.value);

  const stepNo = round.actions.length + 1;
  const extra = step.extraStake ?? 0;
  const claim = extra > 0 ? walletActions.bet(round.ref, stepNo, round.abandonedSteps) : null;
  let balance = claim === null ? null : await payStep(ctx, round, claim, extra);
  const now = deps.now();
  const updated = await updateRoundIfUnchanged(deps.db, round.id, round.actions.length, claim, {
    state: step.state,
    actions: [...round.actions, parsed.value],
    stakeCents: round.stakeCents + extra,
    payoutCents: step.done ? step.payout : 0,
    status: step.done ? 'closed' : 'open',
    finishedAt: step.done ? now : null,
  });
  if (!updated) {
    // Only our claim's loss stops a paid step: another request took it back as abandoned (this
    // one outlived STEP_CLAIM_MS) and rolls our debit back. So do we: the same id moves it once.
    if (claim !== null) await undoAbandoned(ctx, round, claim);
    throw new HttpError(409, 'round_changed', 'The round moved on; reload it');
  }
  if (updated.status === 'closed') balance = await settle(ctx, updated);
  await afterRound(deps, updated, game, { staked: extra });
  const seeds = updated.seedPairId ? await findSeedPair(deps.db, updated.seedPairId) : undefined;
  return {
    round: presentRound(engine, updated, seeds ?? { serverSeedHash: '', clientSeed: '' }),
    balance_cents: balance ?? (await wallet.balance()),
    free_spins: await freeSpinsOf(ctx),
    free_spins_bonus_cents: null,
  };
}

/**
 * Pays a closed round and closes it in the wallet (a payout of 0 still closes it). Idempotent by
 * its action id: the retry job may send it again after a crash. A free spin pays 0 to the wallet
 * and counts its payout on its gift (once per round) before the round counts as settled.
 */
export async function settle(
  ctx: Pick<PlayContext, 'deps' | 'wallet'>,
  round: HouseRoundRow,
): Promise<number> {
  // The bet's mark, not the gift id alone, decides: a free spin is never paid to the wallet.
  const free = isFreeSpinBet(round.bet);
  const win = free ? 0 : round.payoutCents;
  const result = await ctx.wallet.win(round.ref, walletActions.win(round.ref), win, true);
  // The round stays unsettled and the retry job sends the win again.
  if (!result.ok)
    throw new HttpError(503, 'wallet_unavailable', `The wallet refused the win: ${result.error}`);
  if (free && round.freeSpinGiftId !== null && round.userId !== null)
    await settleFreeSpin(ctx.deps, {
      userId: round.userId,
      currency: round.currency,
      giftId: round.freeSpinGiftId,
      roundRef: round.ref,
      winCents: round.payoutCents,
    });
  await markWalletSettled(ctx.deps.db, round.id);
  return result.balance;
}
