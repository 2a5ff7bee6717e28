import { splitLocalePath } from '@orbit/contract';

/**
 * What the install instructions show: the browser's own prompt when it offered one, else the steps
 * of the player's platform; nothing to do inside the installed app.
 */
export type InstallGuide = 'installed' | 'prompt' | 'ios' | 'android' | 'desktop';

export interface InstallDevice {
  userAgent: string;
  /** iPadOS calls itself a Mac: it is told apart by its touch screen. */
  maxTouchPoints: number;
  /** Running as the installed app (display-mode standalone, or iOS's `navigator.standalone`). */
  standalone: boolean;
  /** The browser offered its install prompt (`beforeinstallprompt`). */
  canPrompt: boolean;
}

export function installGuide(device: InstallDevice): InstallGuide {
  if (device.standalone) return 'installed';
  if (device.canPrompt) return 'prompt';
  const ua = device.userAgent;
  if (/iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && device.maxTouchPoints > 1)) return 'ios';
  if (/Android/.test(ua)) return 'android';
  return 'desktop';
}

/** The query parameter of spec 2 §2: `?pwa=install` on the lobby opens the install instructions. */
export const INSTALL_PARAM = 'pwa';
export const INSTALL_VALUE = 'install';

/** Whether the page at `pathname` + `search` asks for the install instructions: the lobby only. */
export function isInstallRequest(pathname: string, search: string): boolean {
  return (
    splitLocalePath(pathname).path === '/' && new URLSearchParams(search).get(INSTALL_PARAM) === INSTALL_VALUE
  );
}

/** `search` without the install parameter (`?pwa=install&x=1` → `?x=1`, `?pwa=install` → ``). */
export function withoutInstallParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(INSTALL_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

type DisplayWindow = Partial<Pick<Window, 'matchMedia'>> & { navigator: object & { standalone?: boolean } };

/** Whether this page runs inside the installed app (iOS tells it by `navigator.standalone`). */
export function isStandalone(win: DisplayWindow = window): boolean {
  return win.matchMedia?.('(display-mode: standalone)').matches === true || win.navigator.standalone === true;
}

/** The storage key of the session's `open` event: the player it was sent for. */
const OPENED_KEY = 'orbit.pwaOpened';

/**
 * Whether the app's `open` is still to be told for this player in this session (the installed
 * app's window is a session of its own); remembers that it is told now. Without storage
 * (blocked), it is told: the server counts repeats on the same row.
 */
export function firstOpenOfSession(
  playerId: number,
  storage: () => Pick<Storage, 'getItem' | 'setItem'> = () => window.sessionStorage,
): boolean {
  try {
    const session = storage();
    if (session.getItem(OPENED_KEY) === String(playerId)) return false;
    session.setItem(OPENED_KEY, String(playerId));
  } catch {
    // Storage refused (a privacy mode): tell it.
  }
  return true;
}
