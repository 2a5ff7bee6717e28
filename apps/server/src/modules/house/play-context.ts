import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import type { GameSessionRow } from './repository.ts';
import type { SeedPair } from './seeds.ts';
import type { SessionWallet } from './session-wallet.ts';

/** What a round of a house game is played with: the session, its game and wallet, the seeds and a logger. */
export interface PlayContext {
  deps: Deps;
  session: GameSessionRow;
  game: { id: number; identifier: string; title: string; engine: string; variant: string; rtp: number };
  wallet: SessionWallet;
  /** The seed pair the round's nonce is taken from (the player's current one, or the demo session's). */
  seedPair: () => Promise<SeedPair>;
  /** The request's logger: money that could not be put right is reported here. */
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}
