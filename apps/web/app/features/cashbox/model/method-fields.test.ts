import { describe, expect, it } from 'vitest';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';
import { createI18n } from '~/shared/i18n/instance.ts';
import { makeMethod } from './fixtures.ts';
import { methodFieldProblems, methodTitle } from './method-fields.ts';

describe('methodTitle', () => {
  const bank = makeMethod({ id: 'bank_transfer', brand: 'bank_transfer', title: 'Bank transfer (IBAN)' });

  it("is the method's translation in the page's language", () => {
    const { t } = createI18n('de', messagesFor('de'));
    expect(methodTitle(t, bank)).toBe('Banküberweisung (IBAN)');
    expect(methodTitle(createI18n('fr-CA', messagesFor('fr-CA')).t, bank)).toBe('Virement bancaire (IBAN)');
  });

  it("falls back to the provider's title, then to the brand, for a key Orbit does not know", () => {
    const { t } = createI18n('de', messagesFor('de'));
    const unknown = makeMethod({ brand: 'paysafe', title: 'Paysafecard' });
    expect(methodTitle(t, unknown)).toBe('Paysafecard');
    expect(methodTitle(t, { ...unknown, title: null })).toBe('paysafe');
  });
});

describe('methodFieldProblems', () => {
  const fields = [
    { name: 'card_number', type: 'card_number', required: true },
    { name: 'card_expiry', type: 'card_expiry', required: true },
    { name: 'iban', type: 'iban', required: false },
  ] as const;

  it('asks for required fields and checks card, expiry and IBAN; an empty optional one passes', () => {
    const today = new Date('2026-11-22T00:00:00Z');
    expect(methodFieldProblems(fields, {}, 'EUR', today)).toEqual({
      card_number: ['validation.required'],
      card_expiry: ['validation.required'],
    });
    const bad = { card_number: '4111111111111112', card_expiry: '10/26', iban: 'DE00 0000' };
    expect(Object.keys(methodFieldProblems(fields, bad, 'EUR', today)).sort()).toEqual([
      'card_expiry',
      'card_number',
      'iban',
    ]);
    const good = { card_number: '4111 1111 1111 1111', card_expiry: '12/30', iban: '' };
    expect(methodFieldProblems(fields, good, 'EUR', today)).toEqual({});
  });
});
