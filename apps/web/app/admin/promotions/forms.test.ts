import { BonusCodesBody, BonusOfferInput } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '~/shared/api/client.ts';
import { amountRows, amountsOf } from './amounts.tsx';
import { isoOf, listOf, localOf, numberOr, validated } from './forms.ts';
import { prizeRow, prizesOf } from './prizes.tsx';
import { textRows, textsOf } from './texts.tsx';

/** The promotions forms' plumbing: typed text to the API's shapes, and the schema's refusals as the server's keys. */
describe('promotions kit', () => {
  it("refuses a body by the contract's schema with the server's field-error keys", () => {
    const refused = (() => {
      try {
        validated(BonusCodesBody, { count: 10_001, prefix: 'no-dash' });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
    expect((refused as ApiError).fieldErrors).toEqual({
      count: ['validation.max_value'],
      prefix: ['validation.invalid_format'],
    });
    expect(validated(BonusCodesBody, { count: 5, prefix: 'spring' })).toEqual({ count: 5, prefix: 'SPRING' });

    const offer = (() => {
      try {
        validated(BonusOfferInput, { group_key: '', trigger: 'promo', titles: { en: '' }, reward: 'bonus' });
      } catch (error) {
        return (error as ApiError).fieldErrors;
      }
    })();
    expect(offer).toMatchObject({
      group_key: ['validation.invalid_format'],
      'titles.en': ['validation.too_short'],
    });
  });

  it('turns typed rows into amounts, texts, lists, numbers and times', () => {
    expect(amountsOf(amountRows({ CAD: 1_500 }))).toEqual({ CAD: 1_500 });
    expect(
      amountsOf([
        { currency: 'eur ', cents: '12x' },
        { currency: '', cents: '' },
      ]),
    ).toEqual({ EUR: '12x' });
    expect(textRows({ de: 'Hallo' })).toEqual([
      { locale: 'en', text: '' },
      { locale: 'de', text: 'Hallo' },
    ]);
    expect(
      textsOf([
        { locale: 'en', text: 'Hi' },
        { locale: 'fr', text: '' },
      ]),
    ).toEqual({ en: 'Hi' });
    expect(listOf('1, 2 3', true)).toEqual([1, 2, 3]);
    expect(listOf('CA,NZ')).toEqual(['CA', 'NZ']);
    expect(numberOr('', null)).toBeNull();
    expect(numberOr(' 7 ', null)).toBe(7);
    expect(numberOr('seven', null)).toBe('seven');
    expect(localOf('2026-11-27T10:30:00.000Z')).toBe('2026-11-27T10:30');
    expect(isoOf('2026-11-27T10:30')).toBe('2026-11-27T10:30:00Z');
    expect(isoOf('')).toBeNull();
    expect(prizesOf([prizeRow({ award_place: 1, kind: 'bonus', amount_cents: 500, offer_id: 3 })])).toEqual([
      {
        award_place: 1,
        kind: 'bonus',
        amount_cents: 500,
        offer_id: 3,
        wager_multiplier: 0,
        freespins_count: 0,
      },
    ]);
  });
});
