import type { SlotRound, SpinResult } from '@orbit/games/slots/index';

/** A 3×3 classic spin: three sevens on the middle line (line 1). */
export const sevensSpin: SpinResult = {
  grid: [
    ['cherry', 'seven', 'bell'],
    ['lemon', 'seven', 'bar'],
    ['plum', 'seven', 'cherry'],
  ],
  wins: [
    {
      kind: 'line',
      line: 0,
      symbol: 'seven',
      count: 3,
      positions: [
        [0, 1],
        [1, 1],
        [2, 1],
      ],
      coins: 140,
    },
  ],
  multiplier: 1,
  coins: 140,
};

const blank: SpinResult = {
  grid: [
    ['cherry', 'lemon', 'bell'],
    ['lemon', 'plum', 'bar'],
    ['plum', 'bell', 'cherry'],
  ],
  wins: [],
  multiplier: 1,
  coins: 0,
};

export function slotRound(overrides: Partial<SlotRound> = {}): SlotRound {
  return {
    variant: 'fruit-3x3-5',
    stake: 100,
    stakeCoins: 5,
    base: sevensSpin,
    freeSpins: null,
    hold: null,
    coins: 140,
    payout: 2800,
    ...overrides,
  };
}

/** A round whose base spin lost but won two free spins, the second paying. */
export const freeSpinsRound = slotRound({
  base: { ...blank, wins: [{ kind: 'scatter', symbol: 'scatter', count: 3, positions: [[0, 0]], coins: 0 }] },
  freeSpins: {
    awarded: 2,
    multiplier: 2,
    spins: [
      { ...blank, retrigger: 0 },
      { ...sevensSpin, coins: 280, multiplier: 2, retrigger: 0 },
    ],
    coins: 280,
  },
  coins: 280,
  payout: 5600,
});
