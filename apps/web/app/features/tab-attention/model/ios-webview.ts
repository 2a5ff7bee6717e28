/**
 * The iOS webview escape prompt (spec 1 §4): in an app's built-in browser on iOS (no Safari
 * token, or a known in-app browser), once per session, after 5 minutes on the site — checked each
 * minute, not over a modal (the cashbox) nor on a game page — or when the player signs out.
 */
export const IOS_PROMPT_AFTER_MS = 5 * 60_000;
export const IOS_PROMPT_CHECK_MS = 60_000;

const IOS = /\b(iPhone|iPad|iPod)\b/;
const IN_APP =
  /\b(FBAN|FBAV|FB_IAB|Instagram|Line\/|Twitter|Snapchat|TikTok|musical_ly|GSA\/|WhatsApp|Telegram)/;

/** Whether the user agent is an iOS webview: Safari itself (and Chrome or Firefox on iOS) is not. */
export function isIosWebview(userAgent: string): boolean {
  if (!IOS.test(userAgent)) return false;
  if (IN_APP.test(userAgent)) return true;
  // WKWebView leaves out Safari's token; the other browsers on iOS name themselves.
  return !/\bSafari\//.test(userAgent) && !/\b(CriOS|FxiOS|EdgiOS|OPiOS)\//.test(userAgent);
}

export interface IosPromptState {
  sinceMs: number;
  nowMs: number;
  shown: boolean;
  onGamePage: boolean;
  modalOpen: boolean;
}

/** Whether the timed prompt is due now. */
export const iosPromptDue = ({ sinceMs, nowMs, shown, onGamePage, modalOpen }: IosPromptState) =>
  !shown && !onGamePage && !modalOpen && nowMs - sinceMs >= IOS_PROMPT_AFTER_MS;

/** Opens the page in Safari from a webview (iOS 17+ understands the `x-safari-` scheme). */
export const safariUrl = (href: string) => `x-safari-${href}`;

/** The game page, where nothing may cover the game. */
export const isGamePath = (path: string) => path.startsWith('/play/');
