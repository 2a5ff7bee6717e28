import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('throttle', () => {
  it('runs at once, folds a burst into one run at the window’s end, and never drops the last call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 2_000);
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i++) throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_999);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10_000);
    expect(fn).toHaveBeenCalledTimes(2);
    throttled();
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('drops a pending run when cancelled', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 2_000);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(5_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
