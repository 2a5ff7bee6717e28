/** Chromium's install prompt (not in the DOM's types): shown once, on `prompt()`. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** The browser's install prompt, kept for the install instructions (`?pwa=install`). */
    orbitInstallPrompt?: InstallPromptEvent | undefined;
  }
}

type PwaWindow = Pick<Window, 'addEventListener' | 'orbitInstallPrompt'> & {
  navigator: Partial<Pick<Navigator, 'serviceWorker'>>;
};

/**
 * The installable app's start on every page: the browser's install prompt is kept for the install
 * instructions (instead of the browser's own banner: the sidebar and footer invite to install),
 * and the service worker is registered once the page has loaded, so caching the shell never
 * competes with the page for the network.
 *
 * Self-contained: the server inlines its source into every page (`inlineScript`), so the lobby's
 * start-up JavaScript carries none of it.
 */
export function startPwa(win: PwaWindow = window) {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    win.orbitInstallPrompt = event as InstallPromptEvent;
  });
  win.addEventListener('appinstalled', () => {
    win.orbitInstallPrompt = undefined;
  });
  const workers = win.navigator.serviceWorker;
  if (!workers) return;
  win.addEventListener('load', () => {
    workers.register('/sw.js').catch(() => {});
  });
}

/** The page's inline script: the function above, called. */
export const inlineScript = `(${startPwa.toString()})()`;
