import type { EngineId, Parsed, SlotBet, SoloGame, VariantInfo } from '../engine.ts';
import { playRound } from './play.ts';
import type { Payline, SlotRound, SlotSymbol } from './types.ts';
import type { SlotVariant } from './variant.ts';

/** What the game page needs to draw any variant: its grid, symbols and lines. */
export interface SlotLayout {
  reels: number;
  /** Rows of a fixed grid; megaways: the tallest a reel gets. */
  rows: number;
  /** Megaways: the shortest a reel gets. */
  minRows?: number;
  symbols: readonly SlotSymbol[];
  /** Line slots' paylines (row per reel); null for ways slots. */
  lines: readonly Payline[] | null;
  /** The stake must be a multiple of this (line slots: the line count). */
  stakeStep: number;
}

export function layoutOf(variant: SlotVariant): SlotLayout {
  const heights = variant.base.heightWeights;
  const minRows = variant.base.minHeight ?? 1;
  return {
    reels: variant.base.strips.length,
    rows: heights ? minRows + heights.length - 1 : variant.base.rows,
    ...(heights ? { minRows } : {}),
    symbols: variant.symbols,
    lines: variant.lines,
    stakeStep: variant.lines ? variant.coins : 1,
  };
}

export type SlotGame = SoloGame<SlotBet, SlotRound, SlotRound> & {
  /** Every variant's layout, for the game page. */
  readonly layouts: Readonly<Record<string, SlotLayout>>;
  readonly definitions: Readonly<Record<string, SlotVariant>>;
};

/**
 * A slot engine over its variants: one step per round (free spins and features included),
 * nothing hidden, so the view is the state.
 */
export function slotEngine(engine: EngineId, variants: readonly SlotVariant[]): SlotGame {
  const byId: Record<string, SlotVariant> = Object.fromEntries(variants.map((v) => [v.id, v]));
  const info: Record<string, VariantInfo> = Object.fromEntries(variants.map((v) => [v.id, { rtp: v.rtp }]));
  const layouts = Object.fromEntries(variants.map((v) => [v.id, layoutOf(v)]));

  const variantOf = (id: string): SlotVariant => {
    const variant = byId[id];
    if (!variant) throw new Error(`${engine}: unknown variant ${id}`);
    return variant;
  };

  return {
    kind: 'solo',
    engine,
    variants: info,
    layouts,
    definitions: byId,
    parseBet(variantId: string, input: unknown): Parsed<SlotBet> {
      const variant = byId[variantId];
      if (!variant) return { ok: false, error: 'variant_unknown' };
      if (typeof input !== 'object' || input === null) return { ok: false, error: 'bet_invalid' };
      const stake = (input as { stake?: unknown }).stake;
      if (typeof stake !== 'number' || !Number.isSafeInteger(stake) || stake <= 0) {
        return { ok: false, error: 'stake_invalid' };
      }
      // Line slots pay per line, so a line's bet must be whole minor units; a granted free spin's
      // stake is the operator's and only has to be whole (coinsToMinor floors the total).
      if ((input as { free_spin?: unknown }).free_spin === true)
        return { ok: true, value: { stake, free_spin: true } };
      if (stake % layouts[variantId]!.stakeStep !== 0)
        return { ok: false, error: 'stake_not_multiple_of_lines' };
      return { ok: true, value: { stake } };
    },
    stake: (bet) => bet.stake,
    start(variantId, bet, random) {
      const round = playRound(random, variantOf(variantId), bet.stake);
      return { state: round, done: true, payout: round.payout };
    },
    view: (state) => state,
    autoplay: {
      // A whole number of coins, so the floor of each payout does not bend the measured RTP.
      bet(variantId, unit) {
        const coins = variantOf(variantId).coins;
        return { stake: Math.max(1, Math.round(unit / coins)) * coins };
      },
    },
  };
}
