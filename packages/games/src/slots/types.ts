/**
 * The shapes every slot variant shares. Amounts: a spin's stake is split into `coins` equal
 * coins (the line count for line slots); paytables are in coins, so a win pays
 * `stake × coins won / variant coins` minor units.
 */

export type SymbolId = string;

/**
 * `regular` pays on lines or ways; `wild` substitutes for regulars; `scatter` pays anywhere
 * and triggers free spins; `book` is wild and scatter at once; `coin` and `fish` carry a
 * value; `collector` is a wild that collects fish values in free spins.
 */
export type SymbolKind = 'regular' | 'wild' | 'scatter' | 'book' | 'coin' | 'fish' | 'collector';

export interface SlotSymbol {
  id: SymbolId;
  kind: SymbolKind;
}

/** Row of each reel a payline runs through, left to right. */
export type Payline = readonly number[];

/** A cell of the grid: [reel, row], row 0 on top. */
export type Position = readonly [reel: number, row: number];

/** The visible symbols, one array per reel (top to bottom); megaways reels differ in height. */
export type Grid = SymbolId[][];

/** A reel strip by how many of each symbol it holds; the strip order is built from it. */
export type ReelCounts = Readonly<Record<SymbolId, number>>;

/** Pays in coins by how many of a kind: index 0 is one of a kind. */
export type PayTable = Readonly<Record<SymbolId, readonly number[]>>;

export type SlotWin =
  | { kind: 'line'; line: number; symbol: SymbolId; count: number; positions: Position[]; coins: number }
  | { kind: 'ways'; symbol: SymbolId; count: number; ways: number; positions: Position[]; coins: number }
  | { kind: 'scatter'; symbol: SymbolId; count: number; positions: Position[]; coins: number }
  /** Book free spins: the expanding symbol on `count` reels pays on every line. */
  | { kind: 'expand'; symbol: SymbolId; count: number; positions: Position[]; coins: number }
  /** Fish free spins: each collector on the grid takes the sum of the fish values. */
  | { kind: 'collect'; symbol: SymbolId; count: number; positions: Position[]; coins: number };

/** One spin as the page draws it; `coins` already includes the spin's multiplier. */
export interface SpinResult {
  grid: Grid;
  /** Megaways: each reel's height (the product is the spin's ways). */
  heights?: number[];
  /** Values (in coins) of coin / fish cells, keyed `reel:row`. */
  values?: Record<string, number>;
  wins: SlotWin[];
  multiplier: number;
  coins: number;
}

export interface FreeSpinsResult {
  /** Spins awarded by the trigger and all retriggers (capped at the variant's maximum). */
  awarded: number;
  multiplier: number;
  /** Book: the symbol that expands in these free spins. */
  expanding?: SymbolId;
  spins: (SpinResult & { retrigger: number })[];
  coins: number;
}

export interface HoldRespin {
  /** Cells that landed a coin in this respin, with their values. */
  landed: { position: Position; coins: number }[];
  respinsLeft: number;
}

export interface HoldResult {
  /** The coins that triggered the feature. */
  start: { position: Position; coins: number }[];
  respins: HoldRespin[];
  /** Every cell filled: the grand prize (in coins). */
  grand: number;
  coins: number;
}

/** The whole round of a slot: the state the server keeps and the view the page draws. */
export interface SlotRound {
  variant: string;
  stake: number;
  /** How many coins the stake is split into. */
  stakeCoins: number;
  base: SpinResult;
  freeSpins: FreeSpinsResult | null;
  hold: HoldResult | null;
  /** Coins won in the whole round. */
  coins: number;
  /** Minor units: floor(stake × coins / stakeCoins). */
  payout: number;
}
