import type { HouseSession } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createHouseWalletClient, type HouseWalletClient } from '../wallet/house-client.ts';
import { freeSpinsOf } from './free-spins-view.ts';
import { engineOf } from './play.ts';
import type { PlayContext } from './play-context.ts';
import { presentRound } from './presenter.ts';
import { findLiveSession, findOpenRound } from './repository.ts';
import { currentPair, findSeedPair, type SeedPair, seedView } from './seeds.ts';
import { sessionWallet } from './session-wallet.ts';
import { sharedTable } from './shared.ts';

const clients = new WeakMap<FastifyInstance, HouseWalletClient>();
export const walletClient = (app: FastifyInstance) => {
  let client = clients.get(app);
  if (!client) {
    client = createHouseWalletClient(app);
    clients.set(app, client);
  }
  return client;
};

/**
 * The game session a frame's token names, as a play context. A real session is the player's
 * own: it answers 404 to anyone else signed in (the token alone is not enough to spend money).
 */
export async function playContext(
  app: FastifyInstance,
  ctx: Pick<RequestContext, 'user' | 'log'>,
  token: string,
): Promise<PlayContext> {
  const deps = app.deps;
  const found = await findLiveSession(deps.db, hashToken(token), deps.now());
  if (!found) throw new HttpError(404, 'session_expired', 'The game session has ended; open the game again');
  const { session, game } = found;
  if (session.mode === 'real' && ctx.user?.id !== session.userId)
    throw new HttpError(404, 'session_expired', 'The game session has ended; open the game again');
  const seedPair = async (): Promise<SeedPair> => {
    if (session.userId !== null && session.mode === 'real')
      return currentPair(deps.db, session.userId, deps.now());
    const pair = session.seedPairId === null ? undefined : await findSeedPair(deps.db, session.seedPairId);
    if (!pair) throw new HttpError(404, 'session_expired', 'The game session has ended');
    return pair;
  };
  return {
    deps,
    session,
    game,
    wallet: sessionWallet(deps.db, walletClient(app), session, game.identifier),
    seedPair,
    log: ctx.log,
  };
}

export async function describeSession(ctx: PlayContext): Promise<HouseSession> {
  const { deps, session, game } = ctx;
  const engine = engineOf(game.engine);
  const [balance, pair, open, freeSpins] = await Promise.all([
    ctx.wallet.balance(),
    ctx.seedPair(),
    engine.kind === 'solo' ? findOpenRound(deps.db, session) : undefined,
    freeSpinsOf(ctx),
  ]);
  const openSeeds = open?.seedPairId ? await findSeedPair(deps.db, open.seedPairId) : undefined;
  return {
    game: {
      identifier: game.identifier,
      title: game.title,
      engine: game.engine,
      variant: game.variant,
      rtp: engine.variants[game.variant]?.rtp ?? 0,
    },
    mode: session.mode,
    currency: session.currency,
    balance_cents: balance,
    seeds: seedView(pair),
    open_round: open && openSeeds ? presentRound(engine, open, openSeeds) : null,
    room: engine.kind === 'shared' ? `house:${game.identifier}` : null,
    ...(engine.kind === 'shared' ? await sharedTable(ctx) : { shared_round: null, shared_bets: [] }),
    free_spins: freeSpins,
  };
}
