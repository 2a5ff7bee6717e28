import type { HouseRoundProof } from '@orbit/contract';
import type { AnyHouseGame, FairRandom, FairSeeds } from '@orbit/games';

/**
 * What the verifier needs of @orbit/games: the page loads the package with a dynamic import
 * (its code ships only with this page) and hands it in, so tests can give the same module.
 */
export interface FairLibrary {
  houseGame(engine: string): AnyHouseGame | undefined;
  hashServerSeed(serverSeed: string): string;
  FairRandom: new (seeds: FairSeeds) => FairRandom;
}

export type Verification =
  /** The seed pair is still in use: its server seed is revealed only by a rotation. */
  | { status: 'unrevealed' }
  | { status: 'unknown_engine'; engine: string }
  | {
      status: 'checked';
      /** SHA-256(server seed) equals the hash committed before the round. */
      hashMatches: boolean;
      /** The re-computed outcome: the engine's final view (solo) or its draw (shared rounds). */
      outcome: unknown;
      /** The re-computed outcome equals the one the server showed. Null when not comparable. */
      outcomeMatches: boolean | null;
      /** The re-computed payout (minor units), null when it depends on a choice not recorded. */
      payoutCents: number | null;
      payoutMatches: boolean | null;
      /** The engine refused the recorded bet or an action (machine key). */
      error: string | null;
    };

/** Structural equality of JSON values (key order does not matter). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const failed = (hashMatches: boolean, error: string): Verification => ({
  status: 'checked',
  hashMatches,
  outcome: null,
  outcomeMatches: null,
  payoutCents: null,
  payoutMatches: null,
  error,
});

/**
 * Re-computes a round from its revealed seeds, in the browser: the engine's `start` with a
 * FairRandom of (server seed, client seed, nonce) and the player's actions in order (solo
 * games), or the round's `draw` (shared rounds), then compares with what the server recorded.
 */
export function verifyRound(proof: HouseRoundProof, lib: FairLibrary): Verification {
  if (!proof.server_seed) return { status: 'unrevealed' };
  const engine = lib.houseGame(proof.game.engine);
  if (!engine) return { status: 'unknown_engine', engine: proof.game.engine };
  const hashMatches = lib.hashServerSeed(proof.server_seed) === proof.server_seed_hash;
  const { variant } = proof.game;
  try {
    const random = new lib.FairRandom({
      serverSeed: proof.server_seed,
      clientSeed: proof.client_seed,
      nonce: proof.nonce,
    });
    const bet = engine.parseBet(variant, proof.bet);
    if (!bet.ok) return failed(hashMatches, bet.error);
    if (engine.kind === 'shared') {
      // A bet in a shared round: the round's draw, then the bet settled against it (crash: at the
      // multiplier the player cashed out at, recorded in the view; live tables need nothing more).
      const outcome = engine.draw(variant, random);
      const shown = proof.view as { outcome?: unknown; cashout?: unknown } | null;
      const settlement =
        engine.engine === 'crash' ? (typeof shown?.cashout === 'number' ? shown.cashout : null) : undefined;
      const payoutCents =
        proof.status === 'closed' ? engine.settle(variant, bet.value, outcome, settlement) : null;
      return {
        status: 'checked',
        hashMatches,
        outcome,
        outcomeMatches:
          shown?.outcome === undefined || shown.outcome === null ? null : sameJson(outcome, shown.outcome),
        payoutCents,
        payoutMatches: payoutCents === null ? null : payoutCents === proof.payout_cents,
        error: null,
      };
    }
    let step = engine.start(variant, bet.value, random);
    for (const input of proof.actions) {
      if (step.done || !engine.act || !engine.parseAction) return failed(hashMatches, 'action_invalid');
      const action = engine.parseAction(variant, step.state, input);
      if (!action.ok) return failed(hashMatches, action.error);
      step = engine.act(variant, step.state, action.value);
    }
    const closed = proof.status === 'closed';
    const outcome = engine.view(step.state, closed);
    return {
      status: 'checked',
      hashMatches,
      outcome,
      outcomeMatches: sameJson(outcome, proof.view),
      payoutCents: step.payout,
      payoutMatches: step.payout === proof.payout_cents,
      error: null,
    };
  } catch {
    return failed(hashMatches, 'recompute_failed');
  }
}
