import { describe, expect, it } from 'vitest';
import { makeFreeSpins, makeGift } from '../testing.ts';
import { timeLeft } from './countdown.ts';
import {
  activeGiftsCount,
  canActivate,
  giftDeadline,
  isAnnouncedIssue,
  isFreeSpinEvent,
  isGiftEvent,
  majorToCents,
  replaceById,
  wageringProgress,
} from './gifts.ts';

describe('replaceById', () => {
  it('replaces the item with the same id, keeps the order, and puts a new one first', () => {
    const list = [makeGift({ id: 2 }), makeGift({ id: 1 })];
    const moved = makeGift({ id: 1, amount_wager_cents: 7 });
    expect(replaceById(list, moved)?.map((g) => [g.id, g.amount_wager_cents])).toEqual([
      [2, 100_000],
      [1, 7],
    ]);
    expect(replaceById(list, makeGift({ id: 3 }))?.map((g) => g.id)).toEqual([3, 2, 1]);
  });

  it('leaves a list that was never read unread', () => {
    expect(replaceById(undefined, makeGift())).toBeUndefined();
  });
});

describe('canActivate', () => {
  it('an issued gift that says so and has a deadline, or one with nothing to wager', () => {
    expect(
      canActivate(
        makeGift({ stage: 'issued', activatable: true, activatable_until: '2026-12-01T00:00:00Z' }),
      ),
    ).toBe(true);
    expect(canActivate(makeGift({ stage: 'issued', activatable: true, activatable_until: null }))).toBe(
      false,
    );
    expect(canActivate(makeGift({ stage: 'issued', amount_wager_requirement_cents: 0 }))).toBe(true);
  });

  it('never one that already plays, waits or ended', () => {
    const open = { activatable: true, activatable_until: '2026-12-01T00:00:00Z' };
    for (const stage of ['handle_bets', 'wait', 'expired', 'canceled'] as const)
      expect(canActivate(makeGift({ stage, ...open })), stage).toBe(false);
  });
});

describe('activeGiftsCount', () => {
  it('counts bonuses and free spins that are not finished', () => {
    const bonuses = [
      makeGift({ stage: 'issued' }),
      makeGift({ stage: 'wait' }),
      makeGift({ stage: 'wager_done' }),
      makeGift({ stage: 'lost' }),
    ];
    const spins = [makeFreeSpins({ stage: 'handle_bets' }), makeFreeSpins({ stage: 'expired' })];
    expect(activeGiftsCount(bonuses, spins)).toBe(3);
    expect(activeGiftsCount(undefined, undefined)).toBe(0);
  });
});

describe('wageringProgress', () => {
  it('sums the wagering gifts of the currency and floors the percent', () => {
    const gifts = [
      makeGift({ amount_wager_cents: 100_000, amount_wager_requirement_cents: 300_000 }),
      makeGift({ id: 2, amount_wager_cents: 1, amount_wager_requirement_cents: 0 }),
    ];
    // 100 001 / 300 000 = 33.33…% → 33.
    expect(wageringProgress(gifts, 'EUR')).toEqual({
      wageredCents: 100_001,
      totalCents: 300_000,
      percent: 33,
    });
    expect(
      wageringProgress(
        [makeGift({ amount_wager_cents: 2_999, amount_wager_requirement_cents: 3_000 })],
        'EUR',
      )?.percent,
    ).toBe(99);
  });

  it('leaves out other currencies and gifts that do not wager now', () => {
    const gifts = [
      makeGift({ currency: 'USD' }),
      makeGift({ stage: 'issued' }),
      makeGift({ stage: 'wait' }),
      makeGift({ stage: 'wager_done' }),
    ];
    expect(wageringProgress(gifts, 'EUR')).toBeNull();
    expect(wageringProgress(undefined, 'EUR')).toBeNull();
  });
});

describe('giftDeadline', () => {
  it('is the activation deadline while issued, else the end', () => {
    const until = '2026-11-25T00:00:00Z';
    expect(giftDeadline(makeGift({ stage: 'issued', activatable_until: until }))).toEqual({
      kind: 'activate',
      at: until,
    });
    expect(giftDeadline(makeGift({ activatable_until: until }))).toEqual({
      kind: 'expires',
      at: '2026-12-20T10:00:00Z',
    });
    expect(giftDeadline(makeFreeSpins({ valid_until: null }))).toBeNull();
  });

  it('counts down in whole days, hours and minutes, never below zero', () => {
    const now = Date.parse('2026-11-20T10:00:00Z');
    expect(timeLeft('2026-11-22T13:05:59Z', now)).toEqual({ days: 2, hours: 3, minutes: 5 });
    expect(timeLeft('2026-11-19T00:00:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(timeLeft('soon', now)).toBeNull();
  });
});

describe('majorToCents', () => {
  it('reads the cancel info’s major units exactly', () => {
    expect(majorToCents('12.50', 100)).toBe(1_250);
    expect(majorToCents('0', 100)).toBe(0);
    expect(majorToCents('-3.1', 100)).toBe(-310);
    expect(majorToCents('0.00012345', 100_000_000)).toBe(12_345);
    expect(majorToCents('1.005', 100)).toBeNull();
    expect(majorToCents('ten', 100)).toBeNull();
  });
});

describe('realtime payloads', () => {
  it('announce a just-issued gift, not wheel or chance prizes nor other stages', () => {
    expect(isAnnouncedIssue(makeGift({ stage: 'issued' }))).toBe(true);
    expect(isAnnouncedIssue(makeGift({ stage: 'handle_bets' }))).toBe(false);
    expect(isAnnouncedIssue(makeFreeSpins({ stage: 'issued', group_key: 'wheel_daily' }))).toBe(false);
    expect(isAnnouncedIssue(makeGift({ stage: 'issued', group_key: 'manual_wheel_x' }))).toBe(false);
    expect(isAnnouncedIssue(makeGift({ stage: 'issued', group_key: 'chance_rocket' }))).toBe(false);
  });

  it('are checked before they touch the lists', () => {
    expect(isGiftEvent(makeGift())).toBe(true);
    expect(isGiftEvent({ ...makeGift(), amount_wager_cents: '12' })).toBe(false);
    expect(isFreeSpinEvent(makeFreeSpins())).toBe(true);
    expect(isFreeSpinEvent({ id: 5, title: 'x', stage: 'issued' })).toBe(false);
    expect(isGiftEvent(null)).toBe(false);
  });
});
