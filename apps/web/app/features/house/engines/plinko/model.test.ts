import { describe, expect, it } from 'vitest';
import { ballX } from './model.ts';

describe('plinko ball', () => {
  it('starts in the middle and ends over the slot of its right turns', () => {
    const rows = 4;
    expect(ballX([], 0, rows)).toBeCloseTo(0.5);
    const path = [true, true, false, true];
    // 3 right turns of 4 → slot 3 of 0–4: its centre is 3.5 / 5.
    expect(ballX(path, 4, rows)).toBeCloseTo(3.5 / 5);
    expect(ballX([false, false, false, false], 4, rows)).toBeCloseTo(0.5 / 5);
  });
});
