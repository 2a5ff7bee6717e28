import type { UserLimit } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { anyLimitReached, PROFILE_LIMITS_PATH, reachedLimitsRedirect } from './limits.ts';

const base = {
  period: 'day',
  status: 'active',
  disable_at: null,
  confirm_until: null,
  parent_type: null,
  strategy: null,
  created_at: null,
  pending: null,
};
const loss = (amount: number, current: number, currency = 'EUR'): UserLimit => ({
  ...base,
  id: 1,
  type: 'loss',
  accounts: [{ currency, amount_cents: amount, current_value_amount_cents: current, active_until: '' }],
});

describe('reached limits on the game page', () => {
  it("a limit is reached when amount − |current value| ≤ 0 in the player's currency", () => {
    expect(anyLimitReached([loss(10_000, 9_999)], 'EUR')).toBe(false);
    expect(anyLimitReached([loss(10_000, 10_000)], 'EUR')).toBe(true);
    // Losses may be counted negative: the absolute value counts.
    expect(anyLimitReached([loss(10_000, -12_000)], 'EUR')).toBe(true);
    // Another currency's account does not count.
    expect(anyLimitReached([loss(10_000, 10_000, 'CAD')], 'EUR')).toBe(false);
  });

  it('cooling-off and self-exclusion are always reached', () => {
    for (const type of ['coolingoff', 'selfexclusion'] as const)
      expect(anyLimitReached([{ ...base, id: 2, type }], 'EUR'), type).toBe(true);
  });

  it('the game page hook redirects to the profile limits page when any limit is reached', () => {
    const limits = [loss(10_000, 100), loss(5_000, 5_000)];
    expect(reachedLimitsRedirect(limits, 'EUR')).toBe(PROFILE_LIMITS_PATH);
    expect(reachedLimitsRedirect([loss(10_000, 100)], 'EUR')).toBeNull();
    expect(reachedLimitsRedirect([], 'EUR')).toBeNull();
  });
});
