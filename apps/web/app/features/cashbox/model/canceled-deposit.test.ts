import { describe, expect, it } from 'vitest';
import { canceledDepositToWarn, type FinishedPayment } from './canceled-deposit.ts';

const now = new Date('2026-11-22T12:00:00Z');
const payment = (over: Partial<FinishedPayment>): FinishedPayment => ({
  id: 1,
  action: 'deposit',
  state: 'canceled',
  finished_at: '2026-11-22T11:58:00Z',
  ...over,
});

describe('canceledDepositToWarn', () => {
  it('warns about a deposit canceled within the last 5 minutes', () => {
    expect(canceledDepositToWarn([payment({})], now, null)?.id).toBe(1);
    expect(canceledDepositToWarn([payment({ finished_at: '2026-11-22T11:55:00Z' })], now, null)?.id).toBe(1);
  });

  it('not when it was canceled longer ago, or is not finished', () => {
    expect(canceledDepositToWarn([payment({ finished_at: '2026-11-22T11:54:59Z' })], now, null)).toBeNull();
    expect(canceledDepositToWarn([payment({ finished_at: null })], now, null)).toBeNull();
  });

  it('only once per transaction: not the one shown last', () => {
    expect(canceledDepositToWarn([payment({})], now, 1)).toBeNull();
  });

  it('only canceled deposits: not withdrawals, not other states', () => {
    expect(canceledDepositToWarn([payment({ action: 'cashout' })], now, null)).toBeNull();
    expect(canceledDepositToWarn([payment({ state: 'succeeded' })], now, null)).toBeNull();
    expect(canceledDepositToWarn([payment({ state: 'pending' })], now, null)).toBeNull();
  });

  it('the newest of several', () => {
    const older = payment({ id: 1, finished_at: '2026-11-22T11:56:00Z' });
    const newer = payment({ id: 2, finished_at: '2026-11-22T11:59:00Z' });
    expect(canceledDepositToWarn([older, newer], now, null)?.id).toBe(2);
    expect(canceledDepositToWarn([older, newer], now, 2)).toBeNull();
  });
});
