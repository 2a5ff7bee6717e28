import { firstLines, LINES_3X3 } from './paylines.ts';
import { slotEngine } from './slot-engine.ts';
import type { ReelCounts, SlotSymbol } from './types.ts';
import { defineVariant } from './variant.ts';

/** Classic fruit machines: line pays only, no features; the RTP is exact (rtp.test.ts). */
export const CLASSIC_SYMBOLS: readonly SlotSymbol[] = [
  { id: 'cherry', kind: 'regular' },
  { id: 'lemon', kind: 'regular' },
  { id: 'orange', kind: 'regular' },
  { id: 'plum', kind: 'regular' },
  { id: 'grapes', kind: 'regular' },
  { id: 'melon', kind: 'regular' },
  { id: 'bell', kind: 'regular' },
  { id: 'bar', kind: 'regular' },
  { id: 'seven', kind: 'regular' },
  { id: 'wild', kind: 'wild' },
];

const same = (reels: number, counts: ReelCounts) => Array.from({ length: reels }, () => counts);

export const fruit3x3x5 = defineVariant({
  id: 'fruit-3x3-5',
  rtp: 95.99,
  symbols: CLASSIC_SYMBOLS.filter((s) => s.id !== 'grapes' && s.id !== 'melon'),
  lines: LINES_3X3,
  rows: 3,
  reels: same(3, { cherry: 8, lemon: 6, orange: 6, plum: 6, bell: 4, bar: 3, seven: 2, wild: 1 }),
  pays: {
    cherry: [0, 3, 11],
    lemon: [0, 0, 15],
    orange: [0, 0, 15],
    plum: [0, 0, 21],
    bell: [0, 0, 36],
    bar: [0, 0, 71],
    seven: [0, 0, 140],
    wild: [0, 0, 280],
  },
});

export const fruit5x3x10 = defineVariant({
  id: 'fruit-5x3-10',
  rtp: 96.01,
  symbols: CLASSIC_SYMBOLS.filter((s) => s.id !== 'melon'),
  lines: firstLines(10),
  rows: 3,
  reels: same(5, { cherry: 6, lemon: 6, orange: 6, plum: 5, grapes: 5, bell: 4, bar: 3, seven: 2, wild: 1 }),
  pays: {
    cherry: [0, 3, 9, 26, 102],
    lemon: [0, 0, 13, 38, 127],
    orange: [0, 0, 13, 38, 127],
    plum: [0, 0, 20, 51, 204],
    grapes: [0, 0, 20, 51, 204],
    bell: [0, 0, 37, 102, 382],
    bar: [0, 0, 64, 204, 765],
    seven: [0, 4, 102, 510, 2550],
    wild: [0, 0, 127, 765, 5100],
  },
});

export const fruit5x3x20 = defineVariant({
  id: 'fruit-5x3-20',
  rtp: 96.3,
  symbols: CLASSIC_SYMBOLS,
  lines: firstLines(20),
  rows: 3,
  reels: same(5, {
    cherry: 4,
    lemon: 5,
    orange: 5,
    plum: 5,
    grapes: 5,
    melon: 5,
    bell: 4,
    bar: 3,
    seven: 2,
    wild: 1,
  }),
  pays: {
    cherry: [0, 0, 11, 47, 171],
    lemon: [0, 0, 14, 58, 228],
    orange: [0, 0, 14, 57, 228],
    plum: [0, 0, 18, 91, 342],
    grapes: [0, 0, 18, 91, 342],
    melon: [0, 0, 18, 91, 342],
    bell: [0, 0, 34, 171, 684],
    bar: [0, 0, 57, 342, 1711],
    seven: [0, 6, 114, 1141, 5704],
    wild: [0, 0, 228, 2282, 11408],
  },
});

export const classicEngine = slotEngine('slot-classic', [fruit3x3x5, fruit5x3x10, fruit5x3x20]);
