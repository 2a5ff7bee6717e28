import { randomUUID } from 'node:crypto';
import { CHANNEL, type HousePlay, type HouseRound, type SharedRoundEvent } from '@orbit/contract';
import {
  crashMultiplierAt,
  crashTimeOf,
  FairRandom,
  hashServerSeed,
  newServerSeed,
  type SharedGame,
} from '@orbit/games';
import { nodeHmacSha256 } from '@orbit/games/fair/node-hmac';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { houseRoom } from '../../realtime/publisher.ts';
import { afterRound } from './after-round.ts';
import { engineOf, settle } from './play.ts';
import type { PlayContext } from './play-context.ts';
import { findRound, type HouseRoundRow } from './repository.ts';
import {
  betsOfSession,
  claimSettlement,
  closeSharedBet,
  findSharedRound,
  insertSharedBet,
  insertSharedRound,
  latestSharedRound,
  openBetsOf,
  type SharedRoundRow,
} from './shared-repository.ts';
import { rollbackBet, walletActions } from './wallet-actions.ts';

type AnyShared = SharedGame<unknown, unknown, unknown>;

/** Bets are taken this long after a round opens. */
export const BETTING_MS = { crash: 8_000, 'live-table': 15_000 } as const;
/** A live table's result shows this long after betting closes (the wheel spins, cards are dealt). */
export const LIVE_RESULT_MS = 5_000;
/** The pause between a round's end and the next round's betting. */
export const PAUSE_MS = 3_000;

export const SHARED_ENGINES = ['crash', 'live-table'];

interface SharedGameRef {
  id: number;
  identifier: string;
  engine: string;
  variant: string;
}

function sharedEngine(engine: string): AnyShared {
  const game = engineOf(engine);
  if (game.kind !== 'shared') throw new HttpError(409, 'solo_game', 'This game plays rounds of its own');
  return game;
}

const bettingMs = (engine: string) => (engine === 'crash' ? BETTING_MS.crash : BETTING_MS['live-table']);

/**
 * When the outcome becomes public: a crash round when the curve reaches its crash point, a live
 * round a fixed time after betting closes.
 */
function endOf(engine: string, outcome: unknown, closesAt: Date) {
  const ms =
    engine === 'crash' ? crashTimeOf((outcome as { crashPoint: number }).crashPoint) : LIVE_RESULT_MS;
  return new Date(closesAt.getTime() + ms);
}

/**
 * The table's round now: the latest one while it runs, else the next one opens (its seed is
 * drawn and committed by hash now; the outcome is fixed by it but kept until the end).
 */
export async function currentSharedRound(deps: Deps, game: SharedGameRef): Promise<SharedRoundRow> {
  const now = deps.now();
  const latest = await latestSharedRound(deps.db, game.id);
  if (latest && now.getTime() < latest.endsAt.getTime() + PAUSE_MS) return latest;
  const engine = sharedEngine(game.engine);
  const seed = newServerSeed();
  const number = (latest?.number ?? 0) + 1;
  const outcome = engine.draw(
    game.variant,
    new FairRandom({ serverSeed: seed, clientSeed: game.identifier, nonce: number }, nodeHmacSha256),
  );
  const closesAt = new Date(now.getTime() + bettingMs(game.engine));
  const round = await insertSharedRound(deps.db, {
    gameId: game.id,
    number,
    seed,
    seedHash: hashServerSeed(seed),
    salt: game.identifier,
    outcome,
    bettingClosesAt: closesAt,
    endsAt: endOf(game.engine, outcome, closesAt),
    createdAt: now,
  });
  if (round.createdAt.getTime() === now.getTime() && round.seed === seed)
    deps.realtime.publishToRoom(
      houseRoom(game.identifier),
      CHANNEL.house_round,
      sharedRoundEvent(round, game, now),
    );
  return round;
}

/** What everyone may know of a round now: the outcome and the seed only once it has ended. */
export function sharedRoundEvent(
  round: SharedRoundRow,
  game: { identifier: string },
  now: Date,
): SharedRoundEvent {
  const ended = now >= round.endsAt;
  return {
    game: game.identifier,
    round_id: round.id,
    phase: ended ? 'settled' : now >= round.bettingClosesAt ? 'running' : 'betting',
    seed_hash: round.seedHash,
    closes_at: round.bettingClosesAt.toISOString(),
    started_at: round.bettingClosesAt.toISOString(),
    outcome: ended ? round.outcome : null,
    seed: ended ? round.seed : null,
  };
}

/** A bet in a shared round; its view shows the round's outcome once the round has ended. */
export const presentSharedBet = (bet: HouseRoundRow, round: SharedRoundRow, now: Date): HouseRound => ({
  id: bet.id,
  status: bet.status,
  bet: bet.bet,
  view: {
    round_id: round.id,
    ...(bet.state as object | null),
    outcome: now >= round.endsAt ? round.outcome : null,
  },
  stake_cents: bet.stakeCents,
  payout_cents: bet.payoutCents,
  nonce: round.number,
  server_seed_hash: round.seedHash,
  client_seed: round.salt,
  created_at: bet.createdAt.toISOString(),
  finished_at: bet.finishedAt?.toISOString() ?? null,
});

/**
 * Pays every open bet of an ended round against its outcome (crash: at the bet's auto cash-out)
 * and announces the result. Safe to run on several nodes at once: each bet closes once, each win
 * has one wallet action id, and the round is marked settled only after its bets (then once more
 * for a bet that was being written meanwhile: none can be written after the mark).
 */
export async function settleSharedRound(
  deps: Deps,
  round: SharedRoundRow,
  game: SharedGameRef & { title: string },
  walletFor: (bet: HouseRoundRow) => Promise<PlayContext['wallet'] | undefined>,
) {
  const engine = sharedEngine(game.engine);
  const now = deps.now();
  const settleOpenBets = async () => {
    for (const bet of await openBetsOf(deps.db, round.id)) {
      const settlement = game.engine === 'crash' ? null : undefined;
      const payout = engine.settle(game.variant, bet.bet, round.outcome, settlement);
      const cashout =
        game.engine === 'crash' && payout > 0 ? (bet.bet as { autoCashout?: number }).autoCashout : null;
      const closed = await closeSharedBet(deps.db, bet.id, payout, { cashout: cashout ?? null }, now);
      const wallet = closed ? await walletFor(closed) : undefined;
      if (!closed || !wallet) continue;
      await settle({ deps, wallet }, closed);
      await afterRound(deps, closed, game, { staked: 0 });
    }
  };
  await settleOpenBets();
  const claimed = await claimSettlement(deps.db, round.id, now);
  // A bet inserted while the first pass ran: the claim waited for it (insertSharedBet), so it shows now.
  await settleOpenBets();
  if (claimed)
    deps.realtime.publishToRoom(
      houseRoom(game.identifier),
      CHANNEL.house_round,
      sharedRoundEvent(round, game, now),
    );
}

/** The round now and the session's bets in it, for the frame. */
export async function sharedTable(ctx: PlayContext) {
  const round = await currentSharedRound(ctx.deps, ctx.game);
  const bets = await betsOfSession(ctx.deps.db, ctx.session.id, round.id);
  return {
    shared_round: sharedRoundEvent(round, ctx.game, ctx.deps.now()),
    shared_bets: bets.map((b) => presentSharedBet(b, round, ctx.deps.now())),
  };
}

/** A bet in the current round, taken while betting is open. */
export async function placeSharedBet(ctx: PlayContext, input: unknown): Promise<HousePlay> {
  const { deps, session, game, wallet } = ctx;
  const engine = sharedEngine(game.engine);
  const parsed = engine.parseBet(game.variant, input);
  if (!parsed.ok) throw new FieldErrors({ bet: [`house.errors.${parsed.error}`] });
  const round = await currentSharedRound(deps, game);
  if (deps.now() >= round.bettingClosesAt)
    throw new HttpError(409, 'betting_closed', 'Bets are closed; wait for the next round');
  const stake = engine.stake(parsed.value);
  const ref = randomUUID();
  const debit = await wallet.bet(ref, walletActions.bet(ref), stake);
  if (!debit.ok) throw new FieldErrors({ bet: [`house.errors.${debit.error}`] });
  const values = {
    ref,
    sessionId: session.id,
    userId: session.userId,
    gameId: game.id,
    mode: session.mode,
    currency: session.currency,
    sharedRoundId: round.id,
    nonce: round.number,
    bet: parsed.value,
    state: { cashout: null },
    stakeCents: stake,
    status: 'open' as const,
    createdAt: deps.now(),
  };
  // The stake is taken; the bet must now be written into a round still taking bets, or given back.
  let bet: HouseRoundRow | undefined;
  try {
    bet = await insertSharedBet(deps.db, values, deps.now());
  } catch (error) {
    await rollbackBet(ctx, { ref }, walletActions.bet(ref));
    throw error;
  }
  if (!bet) {
    await rollbackBet(ctx, { ref }, walletActions.bet(ref));
    throw new HttpError(409, 'betting_closed', 'Bets are closed; wait for the next round');
  }
  // The bet's jackpot draw comes from the round's seed too, revealed with it.
  const seeds = { serverSeed: round.seed, clientSeed: `${round.salt}#${bet.id}`, nonce: round.number };
  await afterRound(deps, bet, game, { staked: stake, seeds });
  // Free spins play on slots only: a shared table's answer never has any.
  return {
    round: presentSharedBet(bet, round, deps.now()),
    balance_cents: debit.balance,
    free_spins: null,
    free_spins_bonus_cents: null,
  };
}

/** Crash: cashing out at the multiplier the curve shows now, if the round has not crashed yet. */
export async function cashOut(ctx: PlayContext, betId: number): Promise<HousePlay> {
  const { deps, session, game } = ctx;
  const engine = sharedEngine(game.engine);
  if (game.engine !== 'crash') throw new HttpError(409, 'no_cashout', 'Only crash rounds cash out');
  const bet = await findRound(deps.db, betId);
  if (!bet || bet.sessionId !== session.id || bet.sharedRoundId === null)
    throw new HttpError(404, 'not_found', 'No such bet');
  const round = await findSharedRound(deps.db, bet.sharedRoundId);
  const now = deps.now();
  if (!round || bet.status !== 'open' || now >= round.endsAt)
    throw new HttpError(409, 'too_late', 'The round has crashed');
  if (now < round.bettingClosesAt) throw new HttpError(409, 'not_started', 'The round has not started');
  // Past its auto cash-out a bet was already cashed out there: a late click cannot pay more.
  const auto = (bet.bet as { autoCashout?: number }).autoCashout;
  const curve = crashMultiplierAt(now.getTime() - round.bettingClosesAt.getTime());
  const at = auto !== undefined && curve > auto ? auto : curve;
  const payout = engine.settle(game.variant, bet.bet, round.outcome, at);
  const closed = await closeSharedBet(deps.db, bet.id, payout, { cashout: at }, now);
  if (!closed) throw new HttpError(409, 'too_late', 'The bet is settled');
  const balance = await settle({ deps, wallet: ctx.wallet }, closed);
  await afterRound(deps, closed, game, { staked: 0 });
  return {
    round: presentSharedBet(closed, round, now),
    balance_cents: balance,
    free_spins: null,
    free_spins_bonus_cents: null,
  };
}
