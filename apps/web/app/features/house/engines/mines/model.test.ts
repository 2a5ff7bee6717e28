import { describe, expect, it } from 'vitest';
import { cellState } from './model.ts';

const view = (revealed: number[], field: number[] | null) => ({
  mines: 3,
  revealed,
  outcome: 'playing' as const,
  multiplier: 100,
  nextMultiplier: 120,
  field,
});

describe('mines cells', () => {
  it('hide what is not revealed while playing', () => {
    expect(cellState(view([4], null), 4)).toBe('safe');
    expect(cellState(view([4], null), 5)).toBe('hidden');
    expect(cellState(null, 0)).toBe('hidden');
  });

  it('show the mines at the end, and the one that was hit', () => {
    const done = view([4, 7], [7, 10, 11]);
    expect(cellState(done, 7)).toBe('hit');
    expect(cellState(done, 10)).toBe('mine');
    expect(cellState(done, 4)).toBe('safe');
    expect(cellState(done, 0)).toBe('hidden');
  });
});
