import type { SupportEvent, SupportMessage } from '@orbit/contract';

/** While the survey is due, how often the widget looks again for a blocking modal. */
export const MODAL_RECHECK_MS = 5_000;

/** A new send's own id: a retried send (a lost answer) is not sent twice. */
export const newSendKey = () => `chat-${crypto.randomUUID()}`;

/** The translation key of a system message's code, e.g. `answer_by_email`. */
export const systemMessageKey = (code: string) => `support.system.${code}`;

/** A `support` event's payload, checked by its shape (zod stays on the server). */
export function isSupportEvent(payload: unknown): payload is SupportEvent {
  if (typeof payload !== 'object' || payload === null) return false;
  const event = payload as Partial<SupportEvent>;
  return typeof event.unread_count === 'number' && typeof event.message?.id === 'number';
}

/** The conversation with a new message: added once, in id order (an event may repeat a fetched one). */
export function withMessage(messages: readonly SupportMessage[], message: SupportMessage): SupportMessage[] {
  if (messages.some((m) => m.id === message.id)) return [...messages];
  return [...messages, message].sort((a, b) => a.id - b.id);
}

/** What the survey widget needs to know of the page and the player now. */
export interface SurveyMoment {
  signedIn: boolean;
  enabled: boolean;
  answered: boolean;
  dismissed: boolean;
  onGamePage: boolean;
  modalOpen: boolean;
}

/**
 * Spec 2 §4, once the wait is over: only for a signed-in player, not on a game page, with no
 * blocking modal open; never again once answered or put off.
 */
export function surveyDue(moment: SurveyMoment): boolean {
  return (
    moment.signedIn &&
    moment.enabled &&
    !moment.answered &&
    !moment.dismissed &&
    !moment.onGamePage &&
    !moment.modalOpen
  );
}

/** The game page's path (`/play/{producer}/{name}`, under a locale prefix too). */
export const isGamePage = (path: string) => /^\/play\//.test(path);

/** The scores the survey offers, 0 to 10. */
export const SURVEY_SCORES = Array.from({ length: 11 }, (_, score) => score);
