import { describe, expect, it } from 'vitest';
import { numberField, resultMessage, roundOutcome } from './result.ts';

const money = (cents: number) => `€${(cents / 100).toFixed(2)}`;

describe('round results', () => {
  it('read as win, push or lose from stake and payout', () => {
    expect(roundOutcome({ stake_cents: 100, payout_cents: 250 })).toBe('win');
    expect(roundOutcome({ stake_cents: 100, payout_cents: 100 })).toBe('push');
    expect(roundOutcome({ stake_cents: 100, payout_cents: 0 })).toBe('lose');
    expect(roundOutcome({ stake_cents: 100, payout_cents: 40 })).toBe('lose');
  });

  it('announce the amount won, or the stake returned', () => {
    expect(resultMessage({ stake_cents: 100, payout_cents: 250 }, money)).toEqual({
      key: 'house.result.win',
      values: { amount: '€2.50' },
    });
    expect(resultMessage({ stake_cents: 100, payout_cents: 100 }, money).key).toBe('house.result.push');
    expect(resultMessage({ stake_cents: 100, payout_cents: 40 }, money)).toEqual({
      key: 'house.result.win',
      values: { amount: '€0.40' },
    });
    expect(resultMessage({ stake_cents: 100, payout_cents: 0 }, money).key).toBe('house.result.lose');
  });

  it('read view numbers defensively', () => {
    expect(numberField({ roll: 4217 }, 'roll')).toBe(4217);
    expect(numberField({ roll: '1' }, 'roll')).toBeNull();
    expect(numberField(null, 'roll')).toBeNull();
  });
});
