import type { MethodField } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { withdrawalProblems } from './withdraw.ts';

const today = new Date('2026-11-22T12:00:00Z');
const limits = { min_cents: 2_000, max_cents: 1_000_000, available_cents: 5_000 };
const card: MethodField[] = [
  { name: 'card_number', type: 'card_number', required: true },
  { name: 'card_expiry', type: 'card_expiry', required: true },
];
const iban: MethodField[] = [{ name: 'iban', type: 'iban', required: true }];
const address: MethodField[] = [{ name: 'address', type: 'crypto_address', required: true }];

describe('withdrawalProblems', () => {
  it('never more than the money available to cash out', () => {
    expect(withdrawalProblems([], {}, 5_001, limits, 'EUR', today)).toEqual({
      amount_cents: ['payments.withdraw.over_available'],
    });
    expect(withdrawalProblems([], {}, 5_000, limits, 'EUR', today)).toEqual({});
  });

  it('within the method range, and more than zero', () => {
    expect(withdrawalProblems([], {}, 1_999, limits, 'EUR', today).amount_cents).toEqual([
      'cashbox.errors.amount_range',
    ]);
    expect(withdrawalProblems([], {}, null, limits, 'EUR', today).amount_cents).toEqual([
      'cashbox.errors.amount',
    ]);
  });

  it('checks cards, IBANs and coin addresses by the contract rules', () => {
    expect(
      withdrawalProblems(
        card,
        { card_number: '4111111111111112', card_expiry: '01/20' },
        3_000,
        limits,
        'EUR',
        today,
      ),
    ).toEqual({ card_number: ['validation.card_number'], card_expiry: ['validation.card_expired'] });
    expect(withdrawalProblems(card, {}, 3_000, limits, 'EUR', today)).toEqual({
      card_number: ['validation.required'],
      card_expiry: ['validation.required'],
    });
    expect(withdrawalProblems(iban, { iban: 'DE00 1234' }, 3_000, limits, 'EUR', today)).toEqual({
      iban: ['payments.iban_invalid'],
    });
    expect(
      withdrawalProblems(iban, { iban: 'DE89 3704 0044 0532 0130 00' }, 3_000, limits, 'EUR', today),
    ).toEqual({});
    expect(withdrawalProblems(address, { address: '0x123' }, 3_000, limits, 'ETH', today)).toEqual({
      address: ['payments.address_invalid'],
    });
    expect(
      withdrawalProblems(address, { address: `0x${'a'.repeat(40)}` }, 3_000, limits, 'ETH', today),
    ).toEqual({});
  });
});
