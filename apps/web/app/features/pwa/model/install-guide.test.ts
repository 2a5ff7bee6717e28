import { describe, expect, it } from 'vitest';
import {
  firstOpenOfSession,
  type InstallDevice,
  installGuide,
  isInstallRequest,
  isStandalone,
  withoutInstallParam,
} from './install-guide.ts';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPadOS:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

const device = (over: Partial<InstallDevice>): InstallDevice => ({
  userAgent: UA.windows,
  maxTouchPoints: 0,
  standalone: false,
  canPrompt: false,
  ...over,
});

describe('installGuide', () => {
  it('offers the browser’s prompt when there is one, whatever the platform', () => {
    expect(installGuide(device({ canPrompt: true }))).toBe('prompt');
    expect(installGuide(device({ canPrompt: true, userAgent: UA.android }))).toBe('prompt');
  });

  it('shows the platform’s steps without a prompt: iPhone, iPad (a Mac with a touch screen), Android, a computer', () => {
    expect(installGuide(device({ userAgent: UA.iPhone, maxTouchPoints: 5 }))).toBe('ios');
    expect(installGuide(device({ userAgent: UA.iPadOS, maxTouchPoints: 5 }))).toBe('ios');
    expect(installGuide(device({ userAgent: UA.iPadOS, maxTouchPoints: 0 }))).toBe('desktop');
    expect(installGuide(device({ userAgent: UA.android, maxTouchPoints: 5 }))).toBe('android');
    expect(installGuide(device({ userAgent: UA.windows }))).toBe('desktop');
  });

  it('has nothing to show inside the installed app', () => {
    expect(installGuide(device({ standalone: true, canPrompt: true }))).toBe('installed');
  });
});

describe('?pwa=install', () => {
  it('opens the instructions on the lobby, in every locale, and nowhere else', () => {
    expect(isInstallRequest('/', '?pwa=install')).toBe(true);
    expect(isInstallRequest('/de', '?x=1&pwa=install')).toBe(true);
    expect(isInstallRequest('/en-AU', '?pwa=install')).toBe(true);
    expect(isInstallRequest('/', '')).toBe(false);
    expect(isInstallRequest('/', '?pwa=open')).toBe(false);
    expect(isInstallRequest('/pokies/all', '?pwa=install')).toBe(false);
    expect(isInstallRequest('/de/profile', '?pwa=install')).toBe(false);
  });

  it('is removed from the query, keeping the rest', () => {
    expect(withoutInstallParam('?pwa=install')).toBe('');
    expect(withoutInstallParam('?pwa=install&stag=122_abc')).toBe('?stag=122_abc');
    expect(withoutInstallParam('?stag=1&pwa=install&utm_source=x')).toBe('?stag=1&utm_source=x');
  });
});

describe('isStandalone', () => {
  const media = (matches: boolean) => () => ({ matches }) as MediaQueryList;
  it('reads the display mode, or iOS’s navigator.standalone', () => {
    expect(isStandalone({ matchMedia: media(true), navigator: {} })).toBe(true);
    expect(isStandalone({ matchMedia: media(false), navigator: { standalone: true } })).toBe(true);
    expect(isStandalone({ matchMedia: media(false), navigator: { standalone: false } })).toBe(false);
    expect(isStandalone({ navigator: {} })).toBe(false);
  });
});

describe('firstOpenOfSession', () => {
  const memory = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  };

  it('is true once per session and player', () => {
    const session = memory();
    expect(firstOpenOfSession(7, () => session)).toBe(true);
    expect(firstOpenOfSession(7, () => session)).toBe(false);
    // Another player signs in in the same window: their open is told too.
    expect(firstOpenOfSession(8, () => session)).toBe(true);
    expect(firstOpenOfSession(7, () => memory())).toBe(true);
  });

  it('tells the open when the storage is refused', () => {
    const refused = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(firstOpenOfSession(7, refused)).toBe(true);
  });
});
