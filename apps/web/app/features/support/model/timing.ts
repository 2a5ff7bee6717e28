/**
 * When support's parts appear. Imported by the late chunk's hosts only: a module the lazy chat
 * and survey chunks shared with it would become a chunk of its own, listed by the lobby's start-up.
 */

/** The hash that opens the chat from any page (spec 2 §2), after 1 s (spec 2 §9). */
export const CHAT_HASH = '#chat';
export const CHAT_OPEN_DELAY_MS = 1000;

/** The survey widget waits this long on the site (spec 2 §9: 5 minutes), then 5 s more (its delay). */
export const SURVEY_AFTER_MS = 5 * 60_000;
export const SURVEY_DELAY_MS = 5_000;

/** How long the widget still waits: 5 minutes from the tab's first page of the site, then its 5 s. */
export const surveyWaitMs = (sinceMs: number, nowMs: number) =>
  Math.max(0, sinceMs + SURVEY_AFTER_MS - nowMs) + SURVEY_DELAY_MS;

/** The unread count of a `support` event, checked by its shape (zod stays on the server); null if none. */
export function unreadOf(payload: unknown): number | null {
  const count = (payload as { unread_count?: unknown } | null)?.unread_count;
  return typeof count === 'number' ? count : null;
}
