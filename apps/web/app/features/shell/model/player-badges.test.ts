import { describe, expect, it } from 'vitest';
import { displayName, loyaltyLevel, vipStatus } from './player-badges.ts';

describe('vipStatus', () => {
  it('maps the VIP groups, the best one first', () => {
    expect(vipStatus([257])).toBe('bronze');
    expect(vipStatus([258])).toBe('silver');
    expect(vipStatus([259])).toBe('gold');
    expect(vipStatus([255])).toBe('platinum');
    expect(vipStatus([1, 257, 759])).toBe('diamond');
    expect(vipStatus([21, 100])).toBeNull();
  });
});

describe('loyaltyLevel', () => {
  it('reads the level_N status', () => {
    expect(
      loyaltyLevel([
        { id: 21, name: 'tester' },
        { id: 'level_7', name: 'Level 7' },
      ]),
    ).toBe(7);
    expect(loyaltyLevel([{ id: '21', name: 'x' }])).toBeNull();
  });
});

describe('displayName', () => {
  it('prefers the nickname, else the e-mail name', () => {
    expect(displayName({ nickname: 'Ace', email: 'a@b.c' })).toBe('Ace');
    expect(displayName({ nickname: null, email: 'lucky@b.c' })).toBe('lucky');
    expect(displayName({ nickname: '  ', email: 'lucky@b.c' })).toBe('lucky');
  });
});
