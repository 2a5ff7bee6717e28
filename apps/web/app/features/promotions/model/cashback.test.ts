import type { CashbackTerms } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { headlineCashback, payoutOf, standingOf } from './cashback.ts';

const terms = (overrides: Partial<CashbackTerms> = {}): CashbackTerms => ({
  id: '1',
  title: 'Weekly cashback',
  group_key: 'weekly_cashback',
  period: 'week',
  percent: 10,
  min_loss_cents: 3_000,
  cap_cents: 75_000,
  currency: 'CAD',
  reward: 'bonus',
  wager_multiplier: 1,
  members_only: false,
  eligible: null,
  ...overrides,
});

describe('cashback model', () => {
  const weekly = terms();
  const vip = terms({ id: '2', percent: 15, reward: 'real', wager_multiplier: 0, members_only: true });

  it('headlines the best cashback the player gets, else the best open to everybody', () => {
    expect(headlineCashback([weekly, vip])).toBe(weekly);
    expect(
      headlineCashback([
        { ...weekly, eligible: true },
        { ...vip, eligible: true },
      ])?.id,
    ).toBe('2');
    expect(
      headlineCashback([
        { ...weekly, eligible: false },
        { ...vip, eligible: false },
      ])?.id,
    ).toBe('1');
    expect(headlineCashback([vip])).toBe(vip);
    expect(headlineCashback([])).toBeNull();
  });

  it('says how it is paid: real money, a bonus to wager, a bonus without wagering', () => {
    expect(payoutOf(vip)).toBe('real');
    expect(payoutOf(weekly)).toBe('bonus_wager');
    expect(payoutOf(terms({ wager_multiplier: 0 }))).toBe('bonus_free');
  });

  it('says whose it is', () => {
    expect(standingOf(terms({ eligible: true }))).toBe('yours');
    expect(standingOf(terms({ eligible: false }))).toBe('not_available');
    expect(standingOf(terms())).toBe('guest');
    expect(standingOf(vip)).toBe('members_only');
    expect(standingOf({ ...vip, eligible: false })).toBe('members_only');
    expect(standingOf({ ...vip, eligible: true })).toBe('yours');
  });
});
