import { firstLines } from './paylines.ts';
import { slotEngine } from './slot-engine.ts';
import type { ReelCounts, SlotSymbol } from './types.ts';
import { defineVariant } from './variant.ts';

/**
 * 5×3 line slots with features: scatter free spins (lines-20/25/40), expanding-symbol free
 * spins (book), hold and respin on coins (coin-hold) and fish collected in free spins
 * (fish-collect).
 */

const CARDS: readonly SlotSymbol[] = ['ten', 'jack', 'queen', 'king', 'ace'].map((id) => ({
  id,
  kind: 'regular' as const,
}));
const regular = (...ids: string[]): SlotSymbol[] => ids.map((id) => ({ id, kind: 'regular' }));

/** Reels 1–5 from one base, with per-reel extras (wilds only on the middle reels etc.). */
const reelsOf = (base: ReelCounts, extra: readonly ReelCounts[]): ReelCounts[] =>
  extra.map((e) => ({ ...base, ...e }));

// ---------------------------------------------------------------------------------------------
// Scatter free spins
// ---------------------------------------------------------------------------------------------

export const LINES_SYMBOLS: readonly SlotSymbol[] = [
  ...CARDS,
  ...regular('moon', 'comet', 'planet', 'rocket'),
  { id: 'wild', kind: 'wild' },
  { id: 'scatter', kind: 'scatter' },
];

const STEEP = { ten: 7, jack: 7, queen: 6, king: 6, ace: 5, moon: 4, comet: 3, planet: 3, rocket: 2 };
/** Flatter: fewer small wins on many lines. */
const FLAT = { ten: 6, jack: 6, queen: 5, king: 5, ace: 5, moon: 5, comet: 4, planet: 4, rocket: 3 };

const spaceReels = (base: ReelCounts, scatters: readonly number[], wilds: readonly number[]) =>
  reelsOf(
    base,
    scatters.map((scatter, i) => ({ scatter, wild: wilds[i] ?? 0 })),
  );

export const lines20 = defineVariant({
  id: 'lines-20',
  rtp: 96.11,
  symbols: LINES_SYMBOLS,
  lines: firstLines(20),
  rows: 3,
  reels: spaceReels(STEEP, [1, 2, 2, 2, 1], [0, 1, 1, 1, 0]),
  pays: {
    ten: [0, 0, 14, 44, 145],
    jack: [0, 0, 14, 44, 145],
    queen: [0, 0, 14, 58, 218],
    king: [0, 0, 29, 72, 290],
    ace: [0, 0, 29, 87, 362],
    moon: [0, 0, 44, 145, 580],
    comet: [0, 0, 60, 218, 870],
    planet: [0, 0, 75, 290, 1450],
    rocket: [0, 14, 145, 725, 2900],
  },
  scatter: { symbol: 'scatter', pays: [0, 0, 116, 580, 2900], spins: [0, 0, 10, 15, 20], multiplier: 2 },
});

export const lines25 = defineVariant({
  id: 'lines-25',
  rtp: 96.27,
  symbols: LINES_SYMBOLS,
  lines: firstLines(25),
  rows: 3,
  reels: spaceReels(FLAT, [2, 2, 2, 2, 2], [0, 0, 1, 0, 0]),
  pays: {
    ten: [0, 0, 13, 38, 128],
    jack: [0, 0, 13, 38, 128],
    queen: [0, 0, 13, 51, 192],
    king: [0, 0, 26, 64, 256],
    ace: [0, 0, 25, 77, 320],
    moon: [0, 0, 37, 128, 511],
    comet: [0, 0, 50, 192, 767],
    planet: [0, 0, 64, 256, 1278],
    rocket: [0, 13, 128, 639, 2556],
  },
  scatter: { symbol: 'scatter', pays: [0, 0, 128, 639, 3195], spins: [0, 0, 8, 12, 15], multiplier: 2 },
});

export const lines40 = defineVariant({
  id: 'lines-40',
  rtp: 96.5,
  symbols: LINES_SYMBOLS,
  lines: firstLines(40),
  rows: 3,
  reels: spaceReels(FLAT, [1, 2, 2, 2, 1], [0, 0, 1, 0, 0]),
  pays: {
    ten: [0, 0, 14, 44, 143],
    jack: [0, 0, 14, 43, 143],
    queen: [0, 0, 14, 58, 216],
    king: [0, 0, 28, 72, 288],
    ace: [0, 0, 29, 87, 360],
    moon: [0, 0, 43, 143, 576],
    comet: [0, 0, 59, 216, 864],
    planet: [0, 0, 72, 288, 1440],
    rocket: [0, 14, 143, 720, 2881],
  },
  scatter: { symbol: 'scatter', pays: [0, 0, 230, 1152, 5761], spins: [0, 0, 10, 15, 20], multiplier: 3 },
});

// ---------------------------------------------------------------------------------------------
// Book: the book is wild and scatter; free spins draw a symbol that expands
// ---------------------------------------------------------------------------------------------

export const BOOK_SYMBOLS: readonly SlotSymbol[] = [
  ...CARDS,
  ...regular('compass', 'idol', 'mask', 'explorer'),
  { id: 'book', kind: 'book' },
];

export const book10 = defineVariant({
  id: 'book-10-lines',
  rtp: 95.91,
  symbols: BOOK_SYMBOLS,
  lines: firstLines(10),
  rows: 3,
  reels: reelsOf({ ten: 6, jack: 6, queen: 6, king: 5, ace: 5, compass: 4, idol: 4, mask: 3, explorer: 2 }, [
    { book: 1 },
    { book: 1 },
    { book: 1 },
    { book: 1 },
    { book: 1 },
  ]),
  pays: {
    ten: [0, 0, 6, 29, 117],
    jack: [0, 0, 6, 29, 117],
    queen: [0, 0, 6, 29, 117],
    king: [0, 0, 5, 47, 176],
    ace: [0, 0, 6, 47, 176],
    compass: [0, 0, 35, 116, 878],
    idol: [0, 0, 35, 117, 878],
    mask: [0, 6, 47, 468, 2340],
    explorer: [0, 12, 117, 1170, 5850],
  },
  scatter: { symbol: 'book', pays: [0, 0, 20, 200, 2000], spins: [0, 0, 10, 10, 10], multiplier: 1 },
  feature: { type: 'book' },
});

// ---------------------------------------------------------------------------------------------
// Coins: six or more start a hold and respin
// ---------------------------------------------------------------------------------------------

export const COIN_SYMBOLS: readonly SlotSymbol[] = [
  ...CARDS,
  ...regular('lantern', 'fan', 'koi', 'dragon'),
  { id: 'wild', kind: 'wild' },
  { id: 'coin', kind: 'coin' },
];

/** Coin values in coins of a 25-coin stake: 1×, 2×, 3×, 5×, 10× the stake, mini 20×, minor 50×, major 200×. */
export const COIN_VALUES = [
  { coins: 25, weight: 80 },
  { coins: 50, weight: 50 },
  { coins: 75, weight: 30 },
  { coins: 125, weight: 20 },
  { coins: 250, weight: 10 },
  { coins: 500, weight: 6 },
  { coins: 1250, weight: 3 },
  { coins: 5000, weight: 1 },
] as const;

export const coinHold25 = defineVariant({
  id: 'coin-hold-25',
  rtp: 95.31,
  symbols: COIN_SYMBOLS,
  lines: firstLines(25),
  rows: 3,
  reels: reelsOf({ ten: 6, jack: 6, queen: 5, king: 5, ace: 5, lantern: 5, fan: 4, koi: 4, dragon: 3 }, [
    { coin: 3 },
    { coin: 3 },
    { coin: 3, wild: 1 },
    { coin: 3 },
    { coin: 3 },
  ]),
  stacks: { coin: 3 },
  pays: {
    ten: [0, 0, 12, 37, 120],
    jack: [0, 0, 12, 36, 120],
    queen: [0, 0, 12, 48, 180],
    king: [0, 0, 25, 60, 240],
    ace: [0, 0, 25, 72, 300],
    lantern: [0, 0, 36, 120, 480],
    fan: [0, 0, 49, 180, 720],
    koi: [0, 0, 60, 240, 1200],
    dragon: [0, 12, 120, 600, 2400],
  },
  feature: {
    type: 'hold',
    coin: 'coin',
    trigger: 6,
    values: COIN_VALUES,
    respins: 3,
    land: [1, 14],
    grand: 25_000,
  },
});

// ---------------------------------------------------------------------------------------------
// Fish: in free spins a fisher on the last reel collects every fish value
// ---------------------------------------------------------------------------------------------

export const FISH_SYMBOLS: readonly SlotSymbol[] = [
  ...CARDS,
  ...regular('hook', 'lure', 'tackle', 'boat'),
  { id: 'fish', kind: 'fish' },
  { id: 'fisher', kind: 'collector' },
  { id: 'scatter', kind: 'scatter' },
];

/** Fish values in coins of a 10-coin stake: 2×, 5×, 10×, 15×, 20×, 25×, 50×, 100× the stake. */
export const FISH_VALUES = [
  { coins: 20, weight: 100 },
  { coins: 50, weight: 50 },
  { coins: 100, weight: 24 },
  { coins: 150, weight: 12 },
  { coins: 200, weight: 6 },
  { coins: 250, weight: 4 },
  { coins: 500, weight: 3 },
  { coins: 1000, weight: 1 },
] as const;

const fishBase = { ten: 7, jack: 7, queen: 6, king: 6, ace: 5, hook: 4, lure: 3, tackle: 3, boat: 2 };

export const fishCollect10 = defineVariant({
  id: 'fish-collect-10',
  rtp: 95.8,
  symbols: FISH_SYMBOLS,
  lines: firstLines(10),
  rows: 3,
  // Fish never share a reel with the fisher (reel 5), so the collect's expectation is exact.
  reels: reelsOf(fishBase, [
    { fish: 3, scatter: 2 },
    { fish: 3, scatter: 2 },
    { fish: 3, scatter: 2 },
    { fish: 3, scatter: 2 },
    { scatter: 2 },
  ]),
  freeReels: reelsOf(fishBase, [
    { fish: 4, scatter: 1 },
    { fish: 4, scatter: 1 },
    { fish: 4, scatter: 1 },
    { fish: 4, scatter: 1 },
    { fisher: 4, scatter: 1 },
  ]),
  pays: {
    ten: [0, 0, 10, 50, 200],
    jack: [0, 0, 10, 50, 200],
    queen: [0, 0, 10, 50, 200],
    king: [0, 0, 10, 88, 300],
    ace: [0, 0, 10, 80, 300],
    hook: [0, 10, 70, 200, 1500],
    lure: [0, 10, 70, 200, 1500],
    tackle: [0, 10, 80, 800, 4000],
    boat: [0, 20, 200, 2000, 10000],
  },
  scatter: { symbol: 'scatter', pays: [0, 0, 20, 100, 1000], spins: [0, 0, 10, 15, 20], multiplier: 1 },
  feature: { type: 'collect', fish: 'fish', collector: 'fisher', values: FISH_VALUES },
});

export const linesEngine = slotEngine('slot-lines', [
  book10,
  lines20,
  lines25,
  lines40,
  coinHold25,
  fishCollect10,
]);
