import type { PayRules } from './evaluate.ts';
import { type ReelSet, reelSet } from './reels.ts';
import type { Payline, PayTable, ReelCounts, SlotSymbol, SymbolId } from './types.ts';

/** A value a coin or a fish can carry (in coins) and how often. */
export interface WeightedValue {
  coins: number;
  weight: number;
}

/** Scatters pay anywhere and award free spins (index = count − 1; 0 = none). */
export interface ScatterRule {
  symbol: SymbolId;
  pays: readonly number[];
  spins: readonly number[];
  /** Every free-spin win is multiplied by this. */
  multiplier: number;
}

/** Book free spins: one regular symbol drawn at the start expands on every reel it lands on. */
export interface BookFeature {
  type: 'book';
}

/** Coins carry values; `trigger`+ coins start a hold-and-respin on the same grid. */
export interface HoldFeature {
  type: 'hold';
  coin: SymbolId;
  trigger: number;
  values: readonly WeightedValue[];
  /** Respins granted at the start and again whenever a coin lands. */
  respins: number;
  /** Weight of [a coin lands, the cell stays empty] for each empty cell on a respin. */
  land: readonly [number, number];
  /** Paid (in coins) when every cell holds a coin. */
  grand: number;
}

/** Fish carry values; in free spins every collector on the grid takes their sum. */
export interface CollectFeature {
  type: 'collect';
  fish: SymbolId;
  collector: SymbolId;
  values: readonly WeightedValue[];
}

export type SlotFeature = BookFeature | HoldFeature | CollectFeature;

/** Everything a slot variant is: its symbols, reels, paytable and features. */
export interface SlotVariant {
  id: string;
  /** Declared RTP in percent (see rtp.test.ts for how each figure was obtained). */
  rtp: number;
  /** The stake is split into this many coins (line slots: one per line). */
  coins: number;
  symbols: readonly SlotSymbol[];
  /** Lines (rows per reel) for line slots; absent for ways slots. */
  lines: readonly Payline[] | null;
  base: ReelSet;
  /** Free spins' reels (the base reels when absent). */
  free: ReelSet;
  rules: PayRules;
  scatter: ScatterRule | null;
  /** A round's free spins, retriggers included, stop here. */
  maxFreeSpins: number;
  feature: SlotFeature | null;
}

export interface VariantInput {
  id: string;
  rtp: number;
  symbols: readonly SlotSymbol[];
  lines?: readonly Payline[];
  /** Ways slots: the coins of a stake (line slots use their line count). */
  coins?: number;
  rows: number;
  heights?: { min: number; weights: readonly number[] };
  reels: readonly ReelCounts[];
  /** Symbols placed on the strips in blocks of this many. */
  stacks?: Readonly<Record<SymbolId, number>>;
  freeReels?: readonly ReelCounts[];
  pays: PayTable;
  scatter?: ScatterRule;
  maxFreeSpins?: number;
  feature?: SlotFeature;
}

export function defineVariant(input: VariantInput): SlotVariant {
  const base = reelSet(input.reels, input.rows, input.heights, input.stacks);
  const wilds = new Set(
    input.symbols
      .filter((s) => s.kind === 'wild' || s.kind === 'book' || s.kind === 'collector')
      .map((s) => s.id),
  );
  return {
    id: input.id,
    rtp: input.rtp,
    coins: input.lines ? input.lines.length : (input.coins ?? 1),
    symbols: input.symbols,
    lines: input.lines ?? null,
    base,
    free: input.freeReels ? reelSet(input.freeReels, input.rows, input.heights, input.stacks) : base,
    rules: { pays: input.pays, wilds },
    scatter: input.scatter ?? null,
    maxFreeSpins: input.maxFreeSpins ?? 500,
    feature: input.feature ?? null,
  };
}

/** Symbols that pay on lines or ways (the book's expanding symbol is one of them). */
export function regularSymbols(variant: SlotVariant): SymbolId[] {
  return variant.symbols.filter((s) => s.kind === 'regular').map((s) => s.id);
}
