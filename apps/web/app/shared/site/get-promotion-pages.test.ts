import { describe, expect, it } from 'vitest';
import { isPromotionPageEnabled } from './get-promotion-pages.ts';

describe('isPromotionPageEnabled', () => {
  it('checks managed pages strictly', () => {
    expect(isPromotionPageEnabled({ x: true }, 'x', [])).toBe(true);
    expect(isPromotionPageEnabled({}, 'x', [5])).toBe(false);
    expect(isPromotionPageEnabled({ x: false }, 'x', [21])).toBe(true);
  });
});
