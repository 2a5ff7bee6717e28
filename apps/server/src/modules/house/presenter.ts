import type { HouseRound } from '@orbit/contract';
import type { AnyHouseGame } from '@orbit/games';
import type { HouseRoundRow } from './repository.ts';

/** A round as the game page sees it: the engine's view hides what the player may not see yet. */
export function presentRound(
  engine: AnyHouseGame,
  round: HouseRoundRow,
  seeds: { serverSeedHash: string; clientSeed: string },
): HouseRound {
  const done = round.status === 'closed';
  return {
    id: round.id,
    status: round.status,
    bet: round.bet,
    view: engine.kind === 'solo' ? engine.view(round.state, done) : round.state,
    stake_cents: round.stakeCents,
    payout_cents: round.payoutCents,
    nonce: round.nonce,
    server_seed_hash: seeds.serverSeedHash,
    client_seed: seeds.clientSeed,
    created_at: round.createdAt.toISOString(),
    finished_at: round.finishedAt?.toISOString() ?? null,
  };
}
