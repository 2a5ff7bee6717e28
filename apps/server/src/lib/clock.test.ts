import { describe, expect, it, vi } from 'vitest';
import { createClock } from './clock.ts';

describe('clock', () => {
  it('is the real time until moved, then ahead by the offset', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    // Restored even when a check fails: without isolation, the next file in this worker shares the timers.
    try {
      const clock = createClock();
      expect(clock.now().toISOString()).toBe('2026-11-22T10:00:00.000Z');
      clock.advance(24 * 60 * 60 * 1000);
      expect(clock.now().toISOString()).toBe('2026-11-23T10:00:00.000Z');
      vi.setSystemTime(new Date('2026-11-22T11:00:00Z'));
      expect(clock.now().toISOString()).toBe('2026-11-23T11:00:00.000Z');
      clock.reset();
      expect(clock.offsetMs()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
