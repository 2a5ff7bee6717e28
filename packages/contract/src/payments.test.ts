import { describe, expect, it } from 'vitest';
import {
  cryptoAddressValid,
  ibanAddsLtGroup,
  ibanValid,
  maskCardNumber,
  paymentCardExpiry,
  paymentCardNumber,
  paymentStateAdvances,
} from './payments.ts';

describe('payment form rules', () => {
  it('card number: Luhn-valid and not from a blocked bank prefix', () => {
    expect(paymentCardNumber('4111 1111 1111 1111')).toBeNull();
    expect(paymentCardNumber('4111 1111 1111 1112')).toBe('validation.card_number');
    // 4000 0000 0000 0002 passes Luhn but its bank is blocked.
    expect(paymentCardNumber('4000000000000002')).toBe('validation.card_blocked');
  });

  it('card expiry MM/YY not before the current month', () => {
    const today = new Date('2026-11-22T03:00:00Z');
    expect(paymentCardExpiry('11/26', today)).toBeNull();
    expect(paymentCardExpiry('10/26', today)).toBe('validation.card_expired');
    expect(paymentCardExpiry('13/27', today)).toBe('validation.card_expiry_format');
  });

  it('IBAN by ISO 13616 mod-97, spaces and case ignored', () => {
    expect(ibanValid('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(ibanValid('de89370400440532013000')).toBe(true);
    expect(ibanValid('LT121000011101001000')).toBe(true);
    expect(ibanValid('GB82WEST12345698765433')).toBe(false);
    expect(ibanValid('GB82')).toBe(false);
    expect(ibanAddsLtGroup('lt12 1000 0111 0100 1000')).toBe(true);
    expect(ibanAddsLtGroup('GB82WEST12345698765432')).toBe(false);
  });

  it('crypto withdrawal addresses have their coin shape', () => {
    expect(cryptoAddressValid('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(cryptoAddressValid('ETH', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(cryptoAddressValid('ETH', '0x5290')).toBe(false);
    expect(cryptoAddressValid('DOG', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L')).toBe(true);
    expect(cryptoAddressValid('BTC', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false);
  });

  it('masks a card number to its first six and last four digits', () => {
    expect(maskCardNumber('4111 1111 1111 1111')).toBe('411111******1111');
  });

  it('a state only moves forward: nothing after a final state, no step back', () => {
    expect(paymentStateAdvances('pending', 'processing')).toBe(true);
    expect(paymentStateAdvances('processing', 'succeeded')).toBe(true);
    expect(paymentStateAdvances('pending', 'succeeded')).toBe(true);
    expect(paymentStateAdvances('succeeded', 'processing')).toBe(false);
    expect(paymentStateAdvances('reserved', 'processing')).toBe(false);
    expect(paymentStateAdvances('succeeded', 'declined')).toBe(false);
  });
});
