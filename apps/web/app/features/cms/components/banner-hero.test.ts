import { describe, expect, it } from 'vitest';
import { bannerGradient, bannerTarget } from './banner-hero.tsx';

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
