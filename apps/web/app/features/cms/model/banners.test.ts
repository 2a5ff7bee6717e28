import type { Banner } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { bannersFor, isBannerVisible, parseLiveTime } from './banners.ts';

const banner = (over: Partial<Banner>): Banner => ({
  id: 'b',
  identity: 1,
  frontend_identifier: 'b',
  image: '',
  overlayImage: '',
  url: '/',
  title: { text: 'T' },
  description: { text: '', size: 'large' },
  gradient: { colorLeft: '#000', colorLeftCenter: '#000', colorRightCenter: '#000', colorRight: '#000' },
  labels: [],
  button: { name: 'Go', url: '/' },
  categories: ['main'],
  logged: false,
  order: { main: 1 },
  ...over,
});

const guest = { signedIn: false, groups: [], crypto: null, now: new Date('2026-06-01T12:00:00Z') };
const player = { ...guest, signedIn: true, crypto: false };

describe('parseLiveTime', () => {
  it('reads DD/MM/YYYY HH:mm as UTC', () => {
    expect(parseLiveTime('31/12/2030 23:59')).toBe(Date.UTC(2030, 11, 31, 23, 59));
    expect(parseLiveTime('31/02/2030 10:00')).toBeNull();
    expect(parseLiveTime('2030-12-31')).toBeNull();
  });
});

describe('isBannerVisible', () => {
  it('matches the login state', () => {
    expect(isBannerVisible(banner({ logged: false }), guest)).toBe(true);
    expect(isBannerVisible(banner({ logged: false }), player)).toBe(false);
    expect(isBannerVisible(banner({ logged: true }), player)).toBe(true);
  });

  it('needs one of the banner groups when it lists groups', () => {
    const b = banner({ logged: true, groupIds: [131811] });
    expect(isBannerVisible(b, player)).toBe(false);
    expect(isBannerVisible(b, { ...player, groups: [5, 131811] })).toBe(true);
  });

  it('shows only inside the live window (UTC)', () => {
    const b = banner({ liveTime: { start: '01/06/2026 12:00', end: '01/06/2026 13:00' } });
    expect(isBannerVisible(b, guest)).toBe(true);
    expect(isBannerVisible(b, { ...guest, now: new Date('2026-06-01T13:01:00Z') })).toBe(false);
    expect(isBannerVisible(banner({ liveTime: { start: 'soon', end: 'later' } }), guest)).toBe(false);
  });

  it('matches crypto or fiat currency', () => {
    expect(isBannerVisible(banner({ logged: true, currencyType: 'crypto' }), player)).toBe(false);
    expect(
      isBannerVisible(banner({ logged: true, currencyType: 'crypto' }), { ...player, crypto: true }),
    ).toBe(true);
    expect(isBannerVisible(banner({ logged: true, currencyType: 'fiat' }), player)).toBe(true);
  });
});

describe('bannersFor', () => {
  it('keeps the location and sorts by its order', () => {
    const list = [
      banner({ id: 'b', order: { main: 2 } }),
      banner({ id: 'a', order: { main: 1 } }),
      banner({ id: 'live', categories: ['live'] }),
    ];
    expect(bannersFor(list, 'main', guest).map((b) => b.id)).toEqual(['a', 'b']);
  });
});
