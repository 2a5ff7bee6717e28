import { describe, expect, it } from 'vitest';
import { isCloseSwipe } from './swipe.ts';

describe('isCloseSwipe', () => {
  it('closes on a horizontal move of more than 60 px towards the edge', () => {
    expect(isCloseSwipe({ x: 200, y: 100 }, { x: 139, y: 110 }, 'left')).toBe(true);
    expect(isCloseSwipe({ x: 200, y: 100 }, { x: 140, y: 100 }, 'left')).toBe(false);
    expect(isCloseSwipe({ x: 100, y: 0 }, { x: 170, y: 0 }, 'right')).toBe(true);
  });

  it('ignores moves away from the edge and vertical scrolls', () => {
    expect(isCloseSwipe({ x: 100, y: 0 }, { x: 300, y: 0 }, 'left')).toBe(false);
    expect(isCloseSwipe({ x: 200, y: 0 }, { x: 100, y: 300 }, 'left')).toBe(false);
  });
});
