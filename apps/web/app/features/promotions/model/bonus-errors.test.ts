import { describe, expect, it } from 'vitest';
import { bonusErrorKey, bonusFieldErrors } from './bonus-errors.ts';

describe('bonus error keys', () => {
  it('keeps the server’s keys, except where the promotions word it for the deposit', () => {
    expect(bonusErrorKey('bonuses.code_unknown')).toBe('bonuses.code_unknown');
    expect(bonusErrorKey('bonuses.offer_not_available')).toBe('promotions.errors.offer_not_available');
    expect(bonusErrorKey('validation.too_long')).toBe('validation.too_long');
  });

  it('maps every key of a 422', () => {
    expect(bonusFieldErrors({ bonus_id: ['bonuses.offer_not_available'], amount_cents: ['x'] })).toEqual({
      bonus_id: ['promotions.errors.offer_not_available'],
      amount_cents: ['x'],
    });
  });
});
