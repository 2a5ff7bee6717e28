import { describe, expect, it } from 'vitest';
import { IOS_PROMPT_AFTER_MS, iosPromptDue, isIosWebview, safariUrl } from './ios-webview.ts';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WKWEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const INSTAGRAM = `${SAFARI} Instagram 320.0.0.34.109`;
const CHROME_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36';

describe('the iOS webview', () => {
  it('is an iOS page without Safari’s token, or a known in-app browser', () => {
    expect(isIosWebview(WKWEBVIEW)).toBe(true);
    expect(isIosWebview(INSTAGRAM)).toBe(true);
    expect(isIosWebview(SAFARI)).toBe(false);
    expect(isIosWebview(CHROME_IOS)).toBe(false);
    expect(isIosWebview(ANDROID_WEBVIEW)).toBe(false);
  });

  it('is prompted once, after 5 minutes, not over a modal nor on a game page', () => {
    const base = {
      sinceMs: 0,
      nowMs: IOS_PROMPT_AFTER_MS,
      shown: false,
      onGamePage: false,
      modalOpen: false,
    };
    expect(iosPromptDue(base)).toBe(true);
    expect(iosPromptDue({ ...base, nowMs: IOS_PROMPT_AFTER_MS - 1 })).toBe(false);
    expect(iosPromptDue({ ...base, shown: true })).toBe(false);
    expect(iosPromptDue({ ...base, onGamePage: true })).toBe(false);
    expect(iosPromptDue({ ...base, modalOpen: true })).toBe(false);
  });

  it('opens the page in Safari through the x-safari- scheme', () => {
    expect(safariUrl('https://orbit.test/pokies/all')).toBe('x-safari-https://orbit.test/pokies/all');
  });
});
