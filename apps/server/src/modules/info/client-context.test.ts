import { describe, expect, it } from 'vitest';
import { clientContextOf } from './client-context.ts';

const UA = {
  chromeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0.3.23.54 (iPhone14,5; iOS 17_5; en_US)',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/471.0.0.35.79;]',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
};

describe('client context from the User-Agent', () => {
  it('desktop browsers', () => {
    expect(clientContextOf(UA.chromeDesktop)).toMatchObject({
      browser: 'chrome',
      isMobile: false,
      isIOS: false,
      isBot: false,
    });
    expect(clientContextOf(UA.edge).browser).toBe('edge');
    expect(clientContextOf(UA.firefox).browser).toBe('firefox');
  });

  it('iOS and Android phones', () => {
    expect(clientContextOf(UA.safariIphone)).toMatchObject({
      browser: 'safari',
      isMobile: true,
      isIOS: true,
    });
    expect(clientContextOf(UA.chromeIphone)).toMatchObject({
      browser: 'chrome',
      isMobile: true,
      isIOS: true,
    });
    expect(clientContextOf(UA.androidChrome)).toMatchObject({
      browser: 'chrome',
      isMobile: true,
      isIOS: false,
    });
    expect(clientContextOf(UA.samsung).browser).toBe('samsung');
  });

  it('Meta in-app browsers (the iOS webview escape prompt needs them)', () => {
    expect(clientContextOf(UA.instagramIos)).toMatchObject({
      isMetaWebview: true,
      isIOS: true,
      isMobile: true,
    });
    expect(clientContextOf(UA.facebookAndroid)).toMatchObject({ isMetaWebview: true, isIOS: false });
    expect(clientContextOf(UA.safariIphone).isMetaWebview).toBe(false);
  });

  it('bots, but not our own headless test browser', () => {
    expect(clientContextOf(UA.googlebot)).toMatchObject({ isBot: true, browser: 'other' });
    expect(clientContextOf(UA.headless)).toMatchObject({ isBot: false, browser: 'chrome' });
    expect(clientContextOf('')).toEqual({
      userAgent: '',
      browser: 'other',
      isMobile: false,
      isIOS: false,
      isApp: false,
      isMetaWebview: false,
      isBot: false,
    });
  });
});
