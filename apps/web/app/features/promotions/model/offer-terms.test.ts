import type { BonusOffer } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { makePlayer } from '~/shared/ui/testing.tsx';
import { additionalGiftsFor, isShowableOffer, offerTerms, offerTitle } from './offer-terms.ts';

const offer = (over: Partial<BonusOffer['bonuses'][number]> = {}, title?: string): BonusOffer => ({
  id: 'o1',
  ...(title ? { title } : {}),
  bonuses: [
    {
      title: '100% up to €200',
      type: 'deposit',
      conditions: [
        { field: 'amount', type: 'min', value: [{ currency: 'EUR', amount_cents: 2_000 }] },
        { field: 'amount', type: 'max', value: [{ currency: 'EUR', amount_cents: 900_000 }] },
      ],
      attributes: [
        { field: 'bonus_amount', value: [{ currency: 'EUR', amount_cents: 20_000 }] },
        { field: 'freespins_count', value: 50 },
      ],
      result_bonus: [{ field: 'wager', value: 35 }, 'junk'],
      ...over,
    },
  ],
});

describe('offer terms', () => {
  it('reads the minimum deposit, cap, free spins and wager in the player’s currency', () => {
    expect(offerTerms(offer(), 'EUR')).toEqual({
      minDepositCents: 2_000,
      capCents: 20_000,
      wager: 35,
      freespins: 50,
    });
  });

  it('says nothing of amounts another currency has', () => {
    expect(offerTerms(offer(), 'CAD')).toMatchObject({ minDepositCents: null, capCents: null, wager: 35 });
  });

  it('an offer without bonuses or without a type is not shown (the reference’s rule)', () => {
    expect(offerTerms({ id: 'x', bonuses: [] }, 'EUR').wager).toBeNull();
    expect(isShowableOffer(offer())).toBe(true);
    expect(isShowableOffer(offer({ type: '' }))).toBe(false);
    expect(isShowableOffer({ id: 'x', bonuses: [] })).toBe(false);
  });

  it('a card’s title is the offer’s, else its first bonus’s', () => {
    expect(offerTitle(offer({}, 'Welcome'))).toBe('Welcome');
    expect(offerTitle(offer())).toBe('100% up to €200');
  });
});

describe('additional deposit gifts (spec 1 §6)', () => {
  const config = { '131811': offer({}, 'Second deposit'), '42': offer({}, 'Other group') };
  const member = makePlayer({
    statuses: [
      { id: '131811', name: 'Welcome pack' },
      { id: 'level_2', name: 'L2' },
    ],
  });

  it('shows the gifts of the player’s groups', () => {
    expect(additionalGiftsFor(config, member, true).map(offerTitle)).toEqual(['Second deposit']);
  });

  it('not twice: a gift the server lists as an offer to take stays in the list only', () => {
    const listed = [{ ...offer({}, 'Second deposit'), id: '17', group_key: 'welcome_pack_2' }];
    const keyed = {
      '131811': { ...offer({}, 'Second deposit'), id: 'welcome-pack-2', group_key: 'welcome_pack_2' },
    };
    expect(additionalGiftsFor(keyed, member, true, listed)).toEqual([]);
    expect(additionalGiftsFor(keyed, member, true, [])).toHaveLength(1);
  });

  it('only when the player can issue bonuses, has no deposit code and is not multi-account', () => {
    expect(additionalGiftsFor(config, { ...member, can_issue_bonuses: false }, true)).toEqual([]);
    expect(additionalGiftsFor(config, { ...member, deposit_bonus_code: 'SPRING' }, true)).toEqual([]);
    expect(additionalGiftsFor(config, member, false)).toEqual([]);
  });
});
