import { describe, expect, it } from 'vitest';
import { formatElapsed, nextSessionStart } from './session-timer.ts';

describe('nextSessionStart', () => {
  it('starts counting at sign-in and keeps the stored start for the session', () => {
    expect(nextSessionStart(null, true, 5000)).toBe(5000);
    expect(nextSessionStart('1000', true, 5000)).toBe(1000);
  });

  it('resets at logout', () => {
    expect(nextSessionStart('1000', false, 5000)).toBeNull();
    expect(nextSessionStart(null, false, 5000)).toBeNull();
  });

  it('restarts on a corrupt or future value', () => {
    expect(nextSessionStart('garbage', true, 5000)).toBe(5000);
    expect(nextSessionStart('9000', true, 5000)).toBe(5000);
  });
});

describe('formatElapsed', () => {
  it('formats hh:mm:ss', () => {
    expect(formatElapsed(0)).toBe('00:00:00');
    expect(formatElapsed(59_999)).toBe('00:00:59');
    expect(formatElapsed(3_723_000)).toBe('01:02:03');
    expect(formatElapsed(100 * 3600_000)).toBe('100:00:00');
    expect(formatElapsed(-5)).toBe('00:00:00');
  });
});
