import type { UserLimit } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { accountIn, isLimitList, limitsOfType, usedShare } from './limits.ts';

const limit = (over: Partial<UserLimit>): UserLimit => ({
  id: 1,
  type: 'loss',
  period: 'day',
  status: 'active',
  disable_at: null,
  confirm_until: null,
  parent_type: null,
  strategy: null,
  created_at: null,
  pending: null,
  ...over,
});

describe('limits page model', () => {
  it('orders a type’s limits day, week, month and finds the player’s currency', () => {
    const month = limit({ id: 3, period: 'month' });
    const day = limit({ id: 1, period: 'day' });
    const wager = limit({ id: 2, type: 'wager', period: 'week' });
    expect(limitsOfType([month, wager, day], 'loss').map((l) => l.id)).toEqual([1, 3]);
    const withAccounts = limit({
      accounts: [{ currency: 'EUR', amount_cents: 100, current_value_amount_cents: 40, active_until: '' }],
    });
    expect(accountIn(withAccounts, 'EUR')?.amount_cents).toBe(100);
    expect(accountIn(withAccounts, 'CAD')).toBeUndefined();
  });

  it('the used share is |current| / amount, capped at 1', () => {
    expect(usedShare(10_000, 2_500)).toBe(0.25);
    expect(usedShare(10_000, -2_500)).toBe(0.25);
    expect(usedShare(10_000, 20_000)).toBe(1);
    expect(usedShare(0, 0)).toBe(1);
  });

  it('takes a list of limits from the server and refuses another shape', () => {
    expect(isLimitList([])).toBe(true);
    expect(isLimitList([limit({}), limit({ id: 2, accounts: [] })])).toBe(true);
    expect(isLimitList(limit({}))).toBe(false);
    expect(isLimitList([null])).toBe(false);
    expect(isLimitList([{ ...limit({}), id: '1' }])).toBe(false);
    expect(isLimitList([{ ...limit({}), type: undefined }])).toBe(false);
    expect(isLimitList([limit({ accounts: [null] as never })])).toBe(false);
  });
});
