import { slotEngine } from './slot-engine.ts';
import type { ReelCounts, SlotSymbol } from './types.ts';
import { defineVariant } from './variant.ts';

/**
 * Ways slots: a symbol pays for every path from the first reel through adjacent reels
 * holding it (or a wild; wilds never stand on the first reel); scatters award free spins
 * with a multiplier. Paytables are in coins per way.
 */

const GEMS_SMALL = ['ten', 'jack', 'queen', 'king', 'ace', 'jade', 'emerald', 'sapphire', 'ruby'];
const GEMS_LARGE = [
  'nine',
  ...GEMS_SMALL.slice(0, 5),
  'amber',
  'jade',
  'emerald',
  'sapphire',
  'ruby',
  'diamond',
];

const symbolsOf = (regular: readonly string[]): SlotSymbol[] => [
  ...regular.map((id) => ({ id, kind: 'regular' as const })),
  { id: 'wild', kind: 'wild' },
  { id: 'scatter', kind: 'scatter' },
];

/** Same regular counts on every reel, scatters per reel; no wild on the first. */
const waysReels = (base: ReelCounts, scatters: readonly number[], wild: number): ReelCounts[] =>
  scatters.map((scatter, reel) => ({ ...base, scatter, wild: reel === 0 ? 0 : wild }));

export const ways243 = defineVariant({
  id: 'ways-243',
  rtp: 96.42,
  symbols: symbolsOf(GEMS_SMALL),
  coins: 25,
  rows: 3,
  reels: waysReels(
    { ten: 6, jack: 6, queen: 5, king: 5, ace: 5, jade: 4, emerald: 4, sapphire: 3, ruby: 3 },
    [1, 1, 1, 1, 1],
    1,
  ),
  pays: {
    ten: [0, 0, 14, 27, 68],
    jack: [0, 0, 13, 27, 68],
    queen: [0, 0, 15, 40, 81],
    king: [0, 0, 14, 40, 81],
    ace: [0, 0, 27, 54, 108],
    jade: [0, 0, 27, 68, 202],
    emerald: [0, 0, 40, 108, 270],
    sapphire: [0, 0, 53, 135, 405],
    ruby: [0, 0, 68, 202, 675],
  },
  scatter: { symbol: 'scatter', pays: [0, 0, 125, 625, 2500], spins: [0, 0, 8, 12, 20], multiplier: 2 },
});

const LARGE_COUNTS = {
  nine: 5,
  ten: 5,
  jack: 5,
  queen: 5,
  king: 5,
  ace: 5,
  amber: 4,
  jade: 4,
  emerald: 4,
  sapphire: 3,
  ruby: 3,
  diamond: 2,
};

/** `symbols` in blocks of `size` (their counts multiplied to match): fewer, bigger small wins. */
const stackedBy = (counts: ReelCounts, symbols: readonly string[], size: number) => ({
  counts: Object.fromEntries(Object.entries(counts).map(([s, n]) => [s, symbols.includes(s) ? n * size : n])),
  stacks: Object.fromEntries(symbols.map((s) => [s, size])),
});
const LOW_3 = stackedBy(LARGE_COUNTS, ['nine', 'ten', 'jack'], 2);
const LOW_4 = stackedBy(LARGE_COUNTS, ['nine', 'ten', 'jack', 'queen'], 2);
const LOW_6 = stackedBy(LARGE_COUNTS, ['nine', 'ten', 'jack', 'queen', 'king', 'ace'], 2);

export const ways1024 = defineVariant({
  id: 'ways-1024',
  rtp: 96.23,
  symbols: symbolsOf(GEMS_LARGE),
  coins: 25,
  rows: 4,
  reels: waysReels(LOW_3.counts, [2, 1, 2, 1, 2], 1),
  stacks: LOW_3.stacks,
  pays: {
    nine: [0, 0, 5, 15, 28],
    ten: [0, 0, 6, 14, 28],
    jack: [0, 0, 6, 14, 28],
    queen: [0, 0, 5, 14, 42],
    king: [0, 0, 8, 14, 42],
    ace: [0, 0, 8, 14, 42],
    amber: [0, 0, 14, 28, 70],
    jade: [0, 0, 14, 28, 70],
    emerald: [0, 0, 14, 42, 112],
    sapphire: [0, 0, 28, 56, 140],
    ruby: [0, 0, 28, 70, 209],
    diamond: [0, 0, 42, 140, 418],
  },
  scatter: { symbol: 'scatter', pays: [0, 0, 125, 625, 2500], spins: [0, 0, 10, 15, 20], multiplier: 2 },
});

export const ways4096 = defineVariant({
  id: 'ways-4096',
  rtp: 96.01,
  symbols: symbolsOf(GEMS_LARGE),
  coins: 50,
  rows: 4,
  reels: waysReels(LOW_4.counts, [1, 1, 1, 1, 1, 1], 1),
  stacks: LOW_4.stacks,
  pays: {
    nine: [0, 0, 7, 18, 38, 72],
    ten: [0, 0, 6, 18, 36, 72],
    jack: [0, 0, 6, 18, 36, 72],
    queen: [0, 0, 6, 18, 54, 90],
    king: [0, 0, 14, 18, 54, 90],
    ace: [0, 0, 14, 18, 54, 90],
    amber: [0, 0, 21, 36, 90, 179],
    jade: [0, 0, 20, 36, 90, 179],
    emerald: [0, 0, 18, 54, 144, 270],
    sapphire: [0, 0, 36, 72, 179, 359],
    ruby: [0, 0, 36, 90, 270, 540],
    diamond: [0, 0, 54, 179, 540, 1079],
  },
  scatter: {
    symbol: 'scatter',
    pays: [0, 0, 250, 1250, 5000, 10000],
    spins: [0, 0, 10, 15, 20, 25],
    multiplier: 10,
  },
});

/** Each reel shows 2–7 symbols (the middle heights likeliest); ways = the product of the heights. */
export const megaways = defineVariant({
  id: 'megaways-117649',
  rtp: 96.2,
  symbols: symbolsOf(GEMS_LARGE),
  coins: 50,
  rows: 7,
  heights: { min: 2, weights: [1, 2, 3, 3, 2, 1] },
  reels: waysReels(LOW_6.counts, [1, 1, 1, 1, 1, 1], 1),
  stacks: LOW_6.stacks,
  pays: {
    nine: [0, 0, 4, 11, 23, 46],
    ten: [0, 0, 3, 11, 23, 46],
    jack: [0, 0, 4, 11, 23, 46],
    queen: [0, 0, 4, 11, 34, 58],
    king: [0, 0, 7, 11, 34, 58],
    ace: [0, 0, 7, 11, 34, 58],
    amber: [0, 0, 12, 23, 58, 114],
    jade: [0, 0, 12, 23, 58, 114],
    emerald: [0, 0, 11, 34, 91, 171],
    sapphire: [0, 0, 24, 46, 114, 229],
    ruby: [0, 0, 23, 58, 171, 343],
    diamond: [0, 0, 34, 114, 343, 687],
  },
  scatter: {
    symbol: 'scatter',
    pays: [0, 0, 250, 1250, 5000, 10000],
    spins: [0, 0, 10, 15, 20, 25],
    multiplier: 15,
  },
});

export const waysEngine = slotEngine('slot-ways', [ways243, ways1024, ways4096, megaways]);
