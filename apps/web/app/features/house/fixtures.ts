/** Sessions and rounds shaped like the house API's answers, for the frame's component tests. */
import type { HouseRound, HouseSession } from '@orbit/contract';

export function makeSession(
  overrides: Partial<HouseSession> & { engine?: string; variant?: string } = {},
): HouseSession {
  const { engine = 'dice', variant = 'standard', ...rest } = overrides;
  return {
    game: { identifier: `orbit/${engine}`, title: `Orbit ${engine}`, engine, variant, rtp: 99 },
    mode: 'demo',
    currency: 'FUN',
    balance_cents: 100_000,
    seeds: { server_seed_hash: 'a'.repeat(64), client_seed: 'my-seed', nonce: 4 },
    open_round: null,
    room: null,
    shared_round: null,
    shared_bets: [],
    free_spins: null,
    ...rest,
  };
}

export function makeRound(overrides: Partial<HouseRound> = {}): HouseRound {
  return {
    id: 1,
    status: 'closed',
    bet: {},
    view: {},
    stake_cents: 100,
    payout_cents: 0,
    nonce: 4,
    server_seed_hash: 'a'.repeat(64),
    client_seed: 'my-seed',
    created_at: '2026-11-21T23:00:00.000Z',
    finished_at: '2026-11-21T23:00:00.000Z',
    ...overrides,
  };
}
