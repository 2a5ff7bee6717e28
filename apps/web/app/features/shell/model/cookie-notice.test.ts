import { describe, expect, it } from 'vitest';
import { cookieNoticeCookie, cookieNoticeDismissed } from './cookie-notice.ts';

describe('cookie notice cookie', () => {
  it('lasts one year on the whole site', () => {
    expect(cookieNoticeCookie(false)).toBe('orbit_cookie_notice=1; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(cookieNoticeCookie(true)).toMatch(/; Secure$/);
  });

  it('is read from the Cookie header', () => {
    expect(cookieNoticeDismissed('a=1; orbit_cookie_notice=1')).toBe(true);
    expect(cookieNoticeDismissed('xorbit_cookie_notice=1')).toBe(false);
    expect(cookieNoticeDismissed(null)).toBe(false);
  });
});
