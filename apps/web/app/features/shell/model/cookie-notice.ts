/** Cookie notice: dismissing it stores a cookie for one year. */
export const COOKIE_NOTICE_COOKIE = 'orbit_cookie_notice';
export const COOKIE_NOTICE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Whether the request's Cookie header shows the notice was dismissed. */
export function cookieNoticeDismissed(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${COOKIE_NOTICE_COOKIE}=`));
}

/** The `document.cookie` assignment that remembers the dismissal. */
export function cookieNoticeCookie(secure: boolean): string {
  return `${COOKIE_NOTICE_COOKIE}=1; Max-Age=${COOKIE_NOTICE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
