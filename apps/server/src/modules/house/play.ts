import { randomUUID } from 'node:crypto';
import type { HousePlay } from '@orbit/contract';
import { type AnyHouseGame, FairRandom, houseGame, type SoloGame } from '@orbit/games';
import { nodeHmacSha256 } from '@orbit/games/fair/node-hmac';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { afterRound } from './after-round.ts';
import { presentRound } from './presenter.ts';
import {
  findOpenRound,
  findRound,
  type GameSessionRow,
  type HouseRoundRow,
  insertRound,
  markWalletSettled,
  updateRoundIfUnchanged,
} from './repository.ts';
import { findSeedPair, type SeedPair, takeNonce } from './seeds.ts';
import type { SessionWallet } from './session-wallet.ts';

type AnySolo = SoloGame<unknown, unknown, unknown, unknown>;
export interface PlayContext {
  deps: Deps;
  session: GameSessionRow;
  game: { id: number; identifier: string; title: string; engine: string; variant: string; rtp: number };
  wallet: SessionWallet;
  /** The seed pair the round's nonce is taken from (the player's current one, or the demo session's). */
  seedPair: () => Promise<SeedPair>;
}

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

/** Action ids in the wallet: every money movement of a round has its own, derived from the round. */
export const walletActions = {
  bet: (ref: string, step = 0) => `${ref}:bet:${step}`,
  win: (ref: string) => `${ref}:win`,
  rollback: (ref: string, step = 0) => `${ref}:rollback:${step}`,
};

/**
 * Starts a round of a solo game: the stake leaves the wallet first; then the nonce is taken and
 * the outcome drawn in one statement each; a failure in between gives the stake back.
 */
export async function startRound(ctx: PlayContext, input: unknown): Promise<HousePlay> {
  const { deps, session, game, wallet } = ctx;
  const engine = soloEngine(game.engine);
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
    await wallet.rollback(ref, walletActions.rollback(ref), walletActions.bet(ref));
    throw error;
  }
  const balance = round.status === 'closed' ? await settle(ctx, round) : debit.balance;
  await afterRound(deps, round, game, { staked: stake, seeds });
  return { round: presentRound(engine, round, seeds), balance_cents: balance };
}

/** A player's action in an open multi-step round (hit, draw, reveal, cash out …). */
export async function actInRound(ctx: PlayContext, roundId: number, input: unknown): Promise<HousePlay> {
  const { deps, session, game, wallet } = ctx;
  const engine = soloEngine(game.engine);
  const round = await findRound(deps.db, roundId);
  if (!round || round.sessionId !== session.id) throw new HttpError(404, 'not_found', 'No such round');
  if (round.status !== 'open' || !engine.act || !engine.parseAction)
    throw new HttpError(409, 'round_closed', 'The round is over');
  const parsed = engine.parseAction(game.variant, round.state, input);
  if (!parsed.ok) throw refused('action', parsed.error);
  const step = engine.act(game.variant, round.state, parsed.value);

  const stepNo = round.actions.length + 1;
  const extra = step.extraStake ?? 0;
  let balance: number | null = null;
  if (extra > 0) {
    const debit = await wallet.bet(round.ref, walletActions.bet(round.ref, stepNo), extra);
    if (!debit.ok) throw refused('action', debit.error);
    balance = debit.balance;
  }
  const now = deps.now();
  const updated = await updateRoundIfUnchanged(deps.db, round.id, round.actions.length, {
    state: step.state,
    actions: [...round.actions, parsed.value],
    stakeCents: round.stakeCents + extra,
    payoutCents: step.done ? step.payout : 0,
    status: step.done ? 'closed' : 'open',
    finishedAt: step.done ? now : null,
  });
  if (!updated) {
    // Another request took this step first. Give back our extra stake unless the winner's step
    // was the same extra bet (same action id: the wallet moved that money once for both).
    const winner = await findRound(deps.db, round.id);
    const winnerStep = winner
      ? engine.act?.(game.variant, round.state, winner.actions[stepNo - 1])
      : undefined;
    if (extra > 0 && (winnerStep?.extraStake ?? 0) !== extra)
      await wallet.rollback(
        round.ref,
        walletActions.rollback(round.ref, stepNo),
        walletActions.bet(round.ref, stepNo),
      );
    throw new HttpError(409, 'round_changed', 'The round moved on; reload it');
  }
  if (updated.status === 'closed') balance = await settle(ctx, updated);
  await afterRound(deps, updated, game, { staked: extra });
  const seeds = updated.seedPairId ? await findSeedPair(deps.db, updated.seedPairId) : undefined;
  return {
    round: presentRound(engine, updated, seeds ?? { serverSeedHash: '', clientSeed: '' }),
    balance_cents: balance ?? (await wallet.balance()),
  };
}

/**
 * Pays a closed round and closes it in the wallet (a payout of 0 still closes it). Idempotent by
 * its action id: the retry job may send it again after a crash.
 */
export async function settle(
  ctx: Pick<PlayContext, 'deps' | 'wallet'>,
  round: HouseRoundRow,
): Promise<number> {
  const result = await ctx.wallet.win(round.ref, walletActions.win(round.ref), round.payoutCents, true);
  // The round stays unsettled and the retry job sends the win again.
  if (!result.ok)
    throw new HttpError(503, 'wallet_unavailable', `The wallet refused the win: ${result.error}`);
  await markWalletSettled(ctx.deps.db, round.id);
  return result.balance;
}
