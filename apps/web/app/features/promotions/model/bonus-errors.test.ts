import { describe, expect, it } from 'vitest';
import { BONUS_ERROR_REASONS, bonusErrorKey, bonusFieldErrors } from './bonus-errors.ts';

describe('bonus error keys', () => {
  it('reads the server’s bonuses.* keys as the promotions catalogue’s', () => {
    expect(bonusErrorKey('bonuses.code_unknown')).toBe('promotions.errors.code_unknown');
    expect(bonusErrorKey('bonuses.something_new')).toBe('promotions.errors.generic');
    expect(bonusErrorKey('validation.too_long')).toBe('validation.too_long');
  });

  it('maps every key of a 422', () => {
    expect(bonusFieldErrors({ bonus_id: ['bonuses.offer_not_available'], amount_cents: ['x'] })).toEqual({
      bonus_id: ['promotions.errors.offer_not_available'],
      amount_cents: ['x'],
    });
  });

  it('knows every reason the bonus API names', () => {
    expect(BONUS_ERROR_REASONS).toHaveLength(11);
  });
});
