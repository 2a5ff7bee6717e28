import { describe, expect, it } from 'vitest';
import { type PromoPage, promoStep, type StoredPromoCodes } from './promo-codes.ts';

const none: StoredPromoCodes = { deposit: null, gift: null };
const page = (over: Partial<PromoPage>): PromoPage => ({
  path: '/',
  search: '',
  signedIn: true,
  arrived: true,
  ...over,
});

describe('promo-code step', () => {
  it('stores the codes of a link and takes them out of the address (other params kept)', () => {
    expect(
      promoStep(page({ search: '?deposit_promocode=A&promocode=B&modal=login', signedIn: false }), none),
    ).toEqual({
      codes: { deposit: 'A', gift: 'B' },
      step: { kind: 'strip', search: '?modal=login' },
    });
  });

  it('ignores a blank or over-long code', () => {
    const long = 'x'.repeat(65);
    expect(
      promoStep(page({ search: `?deposit_promocode=%20&promocode=${long}`, path: '/games' }), none),
    ).toEqual({
      codes: none,
      step: { kind: 'none' },
    });
  });

  it('a guest arriving on main clears both; a modal opening over main does not', () => {
    const kept = { deposit: 'A', gift: 'B' };
    expect(promoStep(page({ signedIn: false }), kept).codes).toEqual(none);
    expect(promoStep(page({ signedIn: false, arrived: false }), kept).codes).toEqual(kept);
    expect(promoStep(page({ signedIn: false, path: '/games' }), kept).codes).toEqual(kept);
    expect(promoStep(page({ signedIn: null }), kept).codes).toEqual(kept);
  });

  it('a signed-in player’s deposit code is applied first, anywhere', () => {
    expect(promoStep(page({ path: '/games' }), { deposit: 'A', gift: 'B' }).step).toEqual({
      kind: 'apply-deposit',
      code: 'A',
    });
  });

  it('a gift code leads from main only', () => {
    expect(promoStep(page({}), { deposit: null, gift: 'B' }).step).toEqual({ kind: 'open-gifts', code: 'B' });
    expect(promoStep(page({ path: '/games' }), { deposit: null, gift: 'B' }).step).toEqual({ kind: 'none' });
  });

  it('the gifts page keeps its own ?promocode= and forgets the stored one', () => {
    expect(
      promoStep(page({ path: '/profile/gifts', search: '?promocode=B' }), { deposit: null, gift: 'B' }),
    ).toEqual({
      codes: none,
      step: { kind: 'none' },
    });
  });
});
