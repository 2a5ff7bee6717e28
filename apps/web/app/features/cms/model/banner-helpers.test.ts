import { describe, expect, it } from 'vitest';
import { bannerButtonAttrs, bannerButtonTarget, bannerGradient, bannerTarget } from './banners.ts';

describe('bannerTarget', () => {
  it('accepts site paths and web URLs only', () => {
    expect(bannerTarget('/tournaments')).toEqual({ kind: 'path', url: '/tournaments' });
    expect(bannerTarget('https://x.example/a')).toEqual({ kind: 'web', url: 'https://x.example/a' });
    expect(bannerTarget('//evil.example')).toBeNull();
    expect(bannerTarget('javascript:alert(1)')).toBeNull();
  });
});

describe('bannerGradient', () => {
  it('builds the gradient from plain colours and refuses anything else', () => {
    expect(
      bannerGradient({
        colorLeft: '#000',
        colorLeftCenter: '#111',
        colorRightCenter: 'red',
        colorRight: 'rgba(0,0,0,.5)',
      }),
    ).toBe('linear-gradient(100deg, #000, #111, red, rgba(0,0,0,.5))');
    expect(
      bannerGradient({
        colorLeft: 'url(x)',
        colorLeftCenter: '#1',
        colorRightCenter: '#2',
        colorRight: '#3',
      }),
    ).toBeUndefined();
  });
});

describe('bannerButtonTarget', () => {
  it("opens a tournament's or lottery's page by its frontend identifier", () => {
    expect(
      bannerButtonTarget({
        name: 'Go',
        url: '/tournaments',
        type: 'tournaments',
        frontendIdentifier: 'weekend-race',
      }),
    ).toEqual({ kind: 'path', url: '/tournaments/weekend-race' });
    expect(
      bannerButtonTarget({ name: 'Go', url: '/x', type: 'lottery', frontendIdentifier: 'monthly-lottery' }),
    ).toEqual({ kind: 'path', url: '/lottery/monthly-lottery' });
  });

  it('falls back to the url without a usable identifier', () => {
    expect(bannerButtonTarget({ name: 'Go', url: '/tournaments', type: 'tournaments' })).toEqual({
      kind: 'path',
      url: '/tournaments',
    });
    expect(
      bannerButtonTarget({ name: 'Go', url: '/t', type: 'tournaments', frontendIdentifier: '../x' }),
    ).toEqual({
      kind: 'path',
      url: '/t',
    });
    expect(bannerButtonTarget({ name: 'Go', url: 'javascript:x' })).toBeNull();
  });
});

describe('bannerButtonAttrs', () => {
  it('keeps data-* and title only', () => {
    expect(
      bannerButtonAttrs({
        'data-track': 'hero',
        title: 'Open',
        onclick: 'alert(1)',
        href: 'javascript:x',
        style: 'x',
      }),
    ).toEqual({ 'data-track': 'hero', title: 'Open' });
    expect(bannerButtonAttrs(undefined)).toEqual({});
  });
});
