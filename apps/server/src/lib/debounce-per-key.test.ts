import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debouncePerKey } from './debounce-per-key.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debouncePerKey', () => {
  it('runs a key once after a quiet spell, each key on its own', () => {
    const runs: string[] = [];
    const debounced = debouncePerKey((key: string) => runs.push(key), 1_000, 10_000);
    debounced.request('a');
    vi.advanceTimersByTime(600);
    debounced.request('a');
    debounced.request('b');
    vi.advanceTimersByTime(600);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(400);
    expect(runs).toEqual(['a', 'b']);
  });

  it('runs a key that never goes quiet once its longest wait has passed', () => {
    const runs: string[] = [];
    const debounced = debouncePerKey((key: string) => runs.push(key), 1_000, 5_000);
    for (let step = 0; step < 12; step++) {
      debounced.request('busy');
      vi.advanceTimersByTime(500);
    }
    expect(runs).toEqual(['busy']);
  });

  it('drops what waits when cancelled', () => {
    const runs: string[] = [];
    const debounced = debouncePerKey((key: string) => runs.push(key), 1_000, 5_000);
    debounced.request('a');
    debounced.cancelAll();
    vi.advanceTimersByTime(2_000);
    expect(runs).toEqual([]);
  });
});
