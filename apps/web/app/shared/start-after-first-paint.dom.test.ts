import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAfterFirstPaint } from './start-after-first-paint.server.ts';

const HEAD =
  '<link rel="modulepreload" href="/assets/entry.client-1.js"><link rel="orbit-modulepreload" href="/assets/framework-2.js"><link rel="orbit-modulepreload" href="/assets/root-3.js"><link rel="orbit-preload" as="fetch" href="/messages/en.json">';
const MODULE = 'import * as route0 from "/assets/root-3.js";\nimport("/assets/entry.client-1.js");';

function heldPage() {
  document.head.innerHTML = HEAD;
  document.body.innerHTML = `<main>Lobby</main><script type="orbit/module">${MODULE}</script>`;
}

function frames() {
  const queued: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => queued.push(callback));
  return () => {
    for (const callback of queued.splice(0)) callback(0);
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('startAfterFirstPaint', () => {
  it('restores the module script after the first frame has painted, importing every held preload', () => {
    vi.useFakeTimers();
    heldPage();
    const paint = frames();
    startAfterFirstPaint();
    expect(document.querySelector('script[type="module"]'), 'nothing before the frame').toBeNull();
    expect(document.querySelector('link[href="/messages/en.json"]')?.getAttribute('rel')).toBe(
      'orbit-preload',
    );
    paint();
    expect(document.querySelector('script[type="module"]'), 'nor in the frame, before its paint').toBeNull();
    // The timer the frame set, not the second-long fallback.
    vi.advanceTimersByTime(0);
    const script = document.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(script?.text).toBe(`import "/assets/framework-2.js";import "/assets/root-3.js";${MODULE}`);
    expect(document.querySelector('script[type="orbit/module"]')).toBeNull();
    expect(document.querySelector('link[href="/messages/en.json"]')?.getAttribute('rel')).toBe('preload');
  });

  it('starts after a second when no frame comes (a frame out of view), and only once', () => {
    vi.useFakeTimers();
    heldPage();
    const paint = frames();
    startAfterFirstPaint();
    vi.advanceTimersByTime(999);
    expect(document.querySelector('script[type="module"]')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
    paint();
    vi.runAllTimers();
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('starts at once in a hidden tab, which paints nothing until shown', () => {
    heldPage();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const paint = frames();
    startAfterFirstPaint();
    expect(document.querySelector('script[type="module"]')).not.toBeNull();
    paint();
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });
});
