import { describe, expect, it } from 'vitest';
import { autoplayRuns, BANNER_AUTOPLAY_MS, stepIndex } from './carousel.ts';

describe('stepIndex', () => {
  it('wraps around both ends', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe('autoplayRuns', () => {
  const base = { slides: 3, reducedMotion: false, engaged: false, stopped: false };
  it('every 10 s with several slides and nothing holding it', () => {
    expect(BANNER_AUTOPLAY_MS).toBe(10_000);
    expect(autoplayRuns(base)).toBe(true);
  });
  it('not with a single slide', () => expect(autoplayRuns({ ...base, slides: 1 })).toBe(false));
  it('not with prefers-reduced-motion', () =>
    expect(autoplayRuns({ ...base, reducedMotion: true })).toBe(false));
  it('not while hovered or focused', () => expect(autoplayRuns({ ...base, engaged: true })).toBe(false));
  it('not once paused', () => expect(autoplayRuns({ ...base, stopped: true })).toBe(false));
});
