import { describe, expect, it, vi } from 'vitest';
import { type InstallPromptEvent, inlineScript, startPwa } from './bootstrap.ts';

function fakeWindow(withWorkers = true) {
  const target = new EventTarget();
  const register = vi.fn(() => Promise.resolve({}));
  const win = {
    addEventListener: target.addEventListener.bind(target),
    orbitInstallPrompt: undefined as InstallPromptEvent | undefined,
    navigator: withWorkers ? { serviceWorker: { register } } : {},
  } as unknown as Parameters<typeof startPwa>[0] & { orbitInstallPrompt?: InstallPromptEvent };
  const fire = (type: string) => {
    const event = new Event(type, { cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  return { win, register, fire };
}

describe('startPwa', () => {
  it('registers the service worker only once the page has loaded', () => {
    const { win, register, fire } = fakeWindow();
    startPwa(win);
    expect(register).not.toHaveBeenCalled();
    fire('load');
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('keeps the browser’s install prompt for the instructions instead of its banner, until installed', () => {
    const { win, fire } = fakeWindow();
    startPwa(win);
    const offered = fire('beforeinstallprompt');
    expect(offered.defaultPrevented).toBe(true);
    expect(win.orbitInstallPrompt).toBe(offered);
    fire('appinstalled');
    expect(win.orbitInstallPrompt).toBeUndefined();
  });

  it('does nothing more in a browser without service workers', () => {
    const { win, fire } = fakeWindow(false);
    startPwa(win);
    expect(() => fire('load')).not.toThrow();
  });

  it('is inlined as a script that runs on its own in the page', () => {
    expect(inlineScript.endsWith(')()')).toBe(true);
    new Function(inlineScript)();
    const offered = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(offered);
    expect(window.orbitInstallPrompt).toBe(offered);
    window.orbitInstallPrompt = undefined;
  });
});
