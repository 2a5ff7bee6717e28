import type { ClientContext } from '@orbit/contract';

/** Browser family by the first User-Agent token that identifies it (order matters: Edge and Opera also say Chrome). */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'edge'],
  [/\bOPR\/|\bOpera\b/, 'opera'],
  [/\bSamsungBrowser\//, 'samsung'],
  [/\bYaBrowser\//, 'yandex'],
  [/\bFirefox\/|\bFxiOS\//, 'firefox'],
  [/\bCriOS\/|Chrome\/|\bChromium\//, 'chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'safari'],
  [/\bMSIE |\bTrident\//, 'ie'],
];

/** Facebook, Instagram and Messenger in-app browsers. */
const META_WEBVIEW = /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bInstagram\b|\bMessengerForiOS\b|\bFBIOS\b/;
/** Crawlers and link previews; headless browsers of our own tests are not bots. */
const BOT =
  /bot\b|crawler|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|lighthouse|pagespeed|ahrefs|semrush|\bcurl\/|\bwget\//i;

/** What the page needs to know about the device, read from its User-Agent (`GET /client-context`). */
export function clientContextOf(userAgent: string): ClientContext {
  const isIOS = /\b(iPhone|iPad|iPod)\b/.test(userAgent);
  const isMobile = isIOS || /\bMobi|\bAndroid\b|\bOpera Mini\b|\bIEMobile\b/.test(userAgent);
  return {
    userAgent,
    browser: BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'other',
    isMobile,
    isIOS,
    // Orbit ships no native app; its webviews would announce themselves here.
    isApp: false,
    isMetaWebview: META_WEBVIEW.test(userAgent),
    isBot: BOT.test(userAgent),
  };
}
