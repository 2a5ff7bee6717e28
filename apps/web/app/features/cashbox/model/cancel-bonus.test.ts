import { describe, expect, it } from 'vitest';
import { ApiError } from '~/shared/api/client.ts';
import { isWageringRefusal, majorUnitsToCents } from './cancel-bonus.ts';

describe('cancel-info amounts', () => {
  it('turns major units into minor units exactly', () => {
    expect(majorUnitsToCents('12.50', 100)).toBe(1_250);
    expect(majorUnitsToCents('0.00', 100)).toBe(0);
    expect(majorUnitsToCents('7', 100)).toBe(700);
    expect(majorUnitsToCents('0.1', 100)).toBe(10);
    expect(majorUnitsToCents('0.00012345', 100_000_000)).toBe(12_345);
    expect(majorUnitsToCents('-3.20', 100)).toBe(-320);
  });

  it('refuses what is no amount of the currency', () => {
    expect(majorUnitsToCents('12.345', 100)).toBeNull();
    expect(majorUnitsToCents('abc', 100)).toBeNull();
    expect(majorUnitsToCents('', 100)).toBeNull();
  });
});

describe('the wagering refusal', () => {
  it('is the 422 on cancel_bonus_id only', () => {
    const errors = { errors: { cancel_bonus_id: ['bonuses.wagering_in_progress'] } };
    expect(isWageringRefusal(new ApiError(422, errors, '/api/payments/withdrawals'))).toBe(true);
    expect(
      isWageringRefusal(new ApiError(422, { errors: { amount_cents: ['x'] } }, '/api/payments/withdrawals')),
    ).toBe(false);
    expect(isWageringRefusal(new ApiError(403, errors, '/api/payments/withdrawals'))).toBe(false);
  });
});
