import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { AnyHouseGame, MinorUnits } from '../engine.ts';
import { nodeHmacSha256 } from '../fair/node-hmac.ts';
import { FairRandom } from '../fair/random.ts';

/** Big enough that flooring payouts to the minor unit does not move the measured RTP. */
export const SIMULATION_UNIT: MinorUnits = 1_000_000;

export interface SimulationResult {
  rounds: number;
  staked: MinorUnits;
  paid: MinorUnits;
  /** Percent. */
  rtp: number;
  /** Standard error of `rtp`, percent. */
  standardError: number;
  ci95: [number, number];
}

/** A 64-hex server seed from any text, so a run is named by a short seed and reproducible. */
export function simulationServerSeed(seed: string): string {
  return /^[0-9a-f]{64}$/.test(seed) ? seed : bytesToHex(sha256(utf8ToBytes(seed)));
}

/**
 * Plays `rounds` rounds of `variant` with the engine's autoplay: one fixed server seed, the
 * client seed `simulate` and the nonce counting from 0, exactly as the server would play them.
 * The RTP is total paid / total staked; its standard error is the ratio estimator's
 * (stakes vary when blackjack doubles or splits).
 */
export function simulate(
  game: AnyHouseGame,
  variant: string,
  rounds: number,
  seed: string,
  unit: MinorUnits = SIMULATION_UNIT,
): SimulationResult {
  if (!game.variants[variant]) throw new Error(`${game.engine} has no variant ${variant}`);
  const serverSeed = simulationServerSeed(seed);
  let staked = 0;
  let paid = 0;
  // Sums in units of `unit`, for the variance.
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let nonce = 0; nonce < rounds; nonce++) {
    // Node's native HMAC: the same bytes as the portable one, several times faster.
    const random = new FairRandom({ serverSeed, clientSeed: 'simulate', nonce }, nodeHmacSha256);
    const [stake, payout] = playOne(game, variant, unit, random);
    staked += stake;
    paid += payout;
    const x = stake / unit;
    const y = payout / unit;
    sx += x;
    sy += y;
    sxx += x * x;
    syy += y * y;
    sxy += x * y;
  }
  const ratio = sy / sx;
  const residual = rounds > 1 ? Math.max(0, syy - 2 * ratio * sxy + ratio * ratio * sxx) / (rounds - 1) : 0;
  const meanStake = sx / rounds;
  const standardError = (100 * Math.sqrt(residual / rounds)) / meanStake;
  const rtp = (100 * paid) / staked;
  return {
    rounds,
    staked,
    paid,
    rtp,
    standardError,
    ci95: [rtp - 1.96 * standardError, rtp + 1.96 * standardError],
  };
}

/** [total staked, total paid] of one round. */
function playOne(
  game: AnyHouseGame,
  variant: string,
  unit: MinorUnits,
  random: FairRandom,
): [number, number] {
  if (game.kind === 'shared') {
    const bet = game.autoplay.bet(variant, unit);
    const outcome = game.draw(variant, random);
    return [game.stake(bet), game.settle(variant, bet, outcome, game.autoplay.settlement(variant, bet))];
  }
  const bet = game.autoplay.bet(variant, unit);
  let stake = game.stake(bet);
  let step = game.start(variant, bet, random);
  stake += step.extraStake ?? 0;
  for (let moves = 0; !step.done; moves++) {
    if (!game.act || !game.autoplay.action || moves > 1000)
      throw new Error(`${game.engine}: round never ends`);
    step = game.act(variant, step.state, game.autoplay.action(variant, step.state));
    stake += step.extraStake ?? 0;
  }
  return [stake, step.payout];
}
