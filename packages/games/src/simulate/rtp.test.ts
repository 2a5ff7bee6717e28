import { describe, expect, it } from 'vitest';
import type { EngineId } from '../engine.ts';
import { HOUSE_GAMES } from '../registry.ts';
import { simulate } from './simulate.ts';

/** 99.9 % two-sided normal quantile. */
const Z999 = 3.29;

/**
 * Rounds per engine in `npm test`: as many as fit a few seconds. The exact RTPs are tested
 * beside each engine; here the engine as played (draws, payouts, autoplay) must agree.
 */
const ROUNDS: Partial<Record<EngineId, number>> = {
  roulette: 60_000,
  blackjack: 20_000,
  baccarat: 40_000,
  'video-poker': 30_000,
  crash: 60_000,
  dice: 60_000,
  plinko: 40_000,
  mines: 30_000,
  keno: 30_000,
  'live-table': 40_000,
};
/** Slot engines: their exact RTPs are tested beside them (slots/); this only checks the engine as played. */
const DEFAULT_ROUNDS = 10_000;

describe('RTP: the declared figure lies in the measured 99.9 % confidence interval', () => {
  for (const [engine, game] of Object.entries(HOUSE_GAMES)) {
    for (const [variant, info] of Object.entries(game.variants)) {
      const rounds = ROUNDS[engine as EngineId] ?? DEFAULT_ROUNDS;
      // A few seconds each on an idle machine; the timeout allows for a busy one.
      it(`${engine} ${variant} (${rounds} rounds)`, { timeout: 120_000 }, () => {
        const result = simulate(game, variant, rounds, `rtp-test-${engine}-${variant}`);
        expect(result.rounds).toBe(rounds);
        const margin = Z999 * result.standardError;
        expect(info.rtp, `measured ${result.rtp.toFixed(3)} ± ${margin.toFixed(3)}`).toBeGreaterThanOrEqual(
          result.rtp - margin,
        );
        expect(info.rtp, `measured ${result.rtp.toFixed(3)} ± ${margin.toFixed(3)}`).toBeLessThanOrEqual(
          result.rtp + margin,
        );
      });
    }
  }
});
