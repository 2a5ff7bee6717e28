import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './first-use.ts';

describe('onFirstUse', () => {
  it('runs once, at the first interaction (a scroll inside any element counts)', () => {
    const run = vi.fn();
    const stop = onFirstUse(run);
    window.dispatchEvent(new Event('resize'));
    expect(run).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
    stop();
  });

  it('runs when the page is hidden or left, not when it is shown', () => {
    const hidden = vi.fn();
    const stopHidden = onFirstUse(hidden);
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(hidden, 'still visible').not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
    expect(hidden).toHaveBeenCalledTimes(1);
    stopHidden();

    const left = vi.fn();
    const stopLeft = onFirstUse(left);
    window.dispatchEvent(new Event('pagehide'));
    expect(left).toHaveBeenCalledTimes(1);
    stopLeft();
  });

  it('runs not at all once stopped', () => {
    const run = vi.fn();
    onFirstUse(run)();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
  });
});
