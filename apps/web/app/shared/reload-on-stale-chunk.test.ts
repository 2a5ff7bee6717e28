import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlineScript, reloadOnStaleChunk } from './reload-on-stale-chunk.ts';

function fakeWindow() {
  const target = new EventTarget();
  const storage = new Map<string, string>();
  const reload = vi.fn();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
    location: { reload },
  } as unknown as Window;
  const failChunk = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  return { win, reload, failChunk };
}

afterEach(() => vi.useRealTimers());

describe('reloadOnStaleChunk', () => {
  it('reloads once when a chunk fails to load, and swallows the error', () => {
    const { win, reload, failChunk } = fakeWindow();
    reloadOnStaleChunk(win);
    expect(failChunk().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within a minute (a truly broken chunk reaches the error boundary)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const { win, reload, failChunk } = fakeWindow();
    reloadOnStaleChunk(win);
    failChunk();
    vi.setSystemTime(new Date('2026-11-22T10:00:30Z'));
    expect(failChunk().defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date('2026-11-22T10:01:01Z'));
    failChunk();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('is inlined as a self-contained call', () => {
    expect(inlineScript).toMatch(/^\(function reloadOnStaleChunk\(|^\(\(?win/);
    expect(inlineScript.endsWith(')()')).toBe(true);
    expect(inlineScript).toContain('vite:preloadError');
  });
});
