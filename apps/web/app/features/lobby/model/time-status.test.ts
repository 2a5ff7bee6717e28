import { describe, expect, it } from 'vitest';
import { bannerCountdown, countdownParts, timeStatus } from './time-status.ts';

const at = (iso: string) => Date.parse(iso);
const timer = { start_at: '2030-01-10T00:00:00Z', end_at: '2030-01-20T00:00:00Z' };

describe('timeStatus', () => {
  it('is future before the start, active until the end, archive from the end on', () => {
    expect(timeStatus(10, 20, 9)).toBe('future');
    expect(timeStatus(10, 20, 10)).toBe('active');
    expect(timeStatus(10, 20, 19)).toBe('active');
    expect(timeStatus(10, 20, 20)).toBe('archive');
  });
});

describe('bannerCountdown', () => {
  it('counts to the start while the banner is ahead ("start in")', () => {
    expect(bannerCountdown(timer, at('2030-01-01T00:00:00Z'))).toEqual({
      status: 'future',
      labelKey: 'lobby.timer.startIn',
      targetMs: at(timer.start_at),
    });
  });

  it('counts to the end while it runs ("left to finish")', () => {
    expect(bannerCountdown(timer, at('2030-01-15T00:00:00Z'))).toEqual({
      status: 'active',
      labelKey: 'lobby.timer.leftToFinish',
      targetMs: at(timer.end_at),
    });
  });

  it('has no countdown once finished', () => {
    expect(bannerCountdown(timer, at('2030-02-01T00:00:00Z'))).toEqual({
      status: 'archive',
      labelKey: 'lobby.timer.finished',
      targetMs: null,
    });
  });

  it('ignores a timer with an unreadable date', () => {
    expect(bannerCountdown({ start_at: 'soon', end_at: timer.end_at }, 0)).toBeNull();
  });
});

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = at('2030-01-01T00:00:00Z');
    expect(countdownParts(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it('never goes below zero', () => {
    expect(countdownParts(0, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
