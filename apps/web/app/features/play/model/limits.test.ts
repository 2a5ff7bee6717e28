import { describe, expect, it } from 'vitest';
import {
  anyLimitReached,
  currentPlayerLimits,
  isLimitReached,
  PROFILE_LIMITS_PATH,
  reachedLimitsRedirect,
  type UserLimit,
} from './limits.ts';

const loss = (amount: number, current: number, currency = 'EUR'): UserLimit => ({
  id: 1,
  type: 'loss',
  status: 'active',
  accounts: [{ currency, amount_cents: amount, current_value_amount_cents: current }],
});

describe('reached limits (reference §2 UserLimit)', () => {
  it("a limit is reached when amount − |current value| ≤ 0 in the player's currency", () => {
    expect(isLimitReached(loss(10_000, 9_999), 'EUR')).toBe(false);
    expect(isLimitReached(loss(10_000, 10_000), 'EUR')).toBe(true);
    // Losses may be counted negative: the absolute value counts.
    expect(isLimitReached(loss(10_000, -12_000), 'EUR')).toBe(true);
    // Another currency's account does not count.
    expect(isLimitReached(loss(10_000, 10_000, 'CAD'), 'EUR')).toBe(false);
  });

  it('cooling-off and self-exclusion are always reached, whatever the spelling', () => {
    for (const type of ['coolingoff', 'cooling-off', 'cooling_off', 'selfexclusion', 'self-exclusion'])
      expect(isLimitReached({ id: 2, type, status: 'active' }, 'EUR'), type).toBe(true);
  });

  it('an inactive limit does not count', () => {
    expect(isLimitReached({ ...loss(1, 5), status: 'disabled' }, 'EUR')).toBe(false);
  });

  it('the game page hook redirects to the profile limits page when any limit is reached', () => {
    const limits = [loss(10_000, 100), loss(5_000, 5_000)];
    expect(anyLimitReached(limits, 'EUR')).toBe(true);
    expect(reachedLimitsRedirect(limits, 'EUR')).toBe(PROFILE_LIMITS_PATH);
    expect(reachedLimitsRedirect([loss(10_000, 100)], 'EUR')).toBeNull();
  });

  it('is fed an empty list until the limits issue serves them', async () => {
    expect(await currentPlayerLimits()).toEqual([]);
    expect(reachedLimitsRedirect(await currentPlayerLimits(), 'EUR')).toBeNull();
  });
});
