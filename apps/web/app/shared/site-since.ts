/** When this tab first opened the site (kept for the tab's session, across pages). */
const SINCE_KEY = 'orbit.site-since';

/** Times like "5 minutes on the site" count from here: the survey, the iOS webview prompt. */
export function siteSince(now = Date.now()): number {
  try {
    const stored = Number(sessionStorage.getItem(SINCE_KEY));
    if (stored > 0) return stored;
    sessionStorage.setItem(SINCE_KEY, String(now));
    return now;
  } catch {
    return now;
  }
}
