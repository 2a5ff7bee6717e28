/**
 * Session timer of the EE licence: hh:mm:ss since sign-in, kept for the browser
 * session (sessionStorage) and reset at logout.
 */

export const SESSION_TIMER_KEY = 'orbit.session-started-at';

/**
 * The start time to keep after seeing the current state: the stored one while signed in
 * (a fresh one if none or unreadable), nothing once signed out.
 */
export function nextSessionStart(stored: string | null, signedIn: boolean, now: number): number | null {
  if (!signedIn) return null;
  const started = stored === null ? Number.NaN : Number(stored);
  return Number.isFinite(started) && started > 0 && started <= now ? started : now;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `hh:mm:ss` of a duration; hours keep counting past 99. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
}
