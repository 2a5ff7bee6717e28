import type { Notification, NotificationEvent, NotificationType } from '@orbit/contract';
import { amountIn, intlLocale } from '../../lib/amount-text.ts';
import { titleIn } from '../bonuses/presenter.ts';
import type { NotificationRow } from './repository.ts';
import { eventText, languageOf, limitName, openLabel } from './texts.ts';

/** Each event's icon: the browser draws it. */
const ICONS: Record<NotificationEvent, string> = {
  message: 'message',
  gift_issued: 'gift',
  freespins_issued: 'gift',
  tournament_prize: 'trophy',
  deposit_succeeded: 'wallet',
  deposit_failed: 'wallet',
  withdrawal_succeeded: 'wallet',
  withdrawal_declined: 'wallet',
  limit_confirmable: 'shield',
  support_reply: 'support',
  document_approved: 'shield',
  document_rejected: 'shield',
  sow_requested: 'shield',
};

/** The date in the viewer's language, in UTC (what the e-mails say too). */
function dateIn(locale: string, iso: string | undefined) {
  if (!iso) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** Title, text and button of a stored notification in `locale`. */
function wordsOf(row: NotificationRow, locale: string, subunits: number) {
  const params = row.params;
  if (row.event === 'message') {
    const title = titleIn(params.titles ?? {}, locale);
    const button = params.path ? { title: openLabel(locale), path: params.path } : null;
    return { title, text: titleIn(params.texts ?? {}, locale), button };
  }
  const words = eventText(locale, row.event as Exclude<NotificationEvent, 'message'>);
  const language = languageOf(locale);
  const text = words.text({
    name:
      row.event === 'limit_confirmable'
        ? limitName(locale, params.limit ?? '')
        : titleIn(params.titles ?? {}, locale),
    amount:
      row.amountCents === null || row.currency === null
        ? ''
        : amountIn(language === 'en' ? locale : language, row.amountCents, row.currency, subunits),
    count: params.count ?? 0,
    place: row.awardPlace ?? 0,
    date: dateIn(locale, params.startAt),
  });
  const button = words.button && params.path ? { title: words.button, path: params.path } : null;
  return { title: words.title, text, button };
}

export function presentNotification(row: NotificationRow, locale: string, subunits: number): Notification {
  const { title, text, button } = wordsOf(row, locale, subunits);
  return {
    id: row.id,
    type: row.type as NotificationType,
    event: row.event as NotificationEvent,
    title,
    text,
    content: { icon: ICONS[row.event as NotificationEvent] ?? 'message', title, button },
    identifier: row.identifier,
    action: button?.path ?? null,
    award_place: row.awardPlace,
    previous_place: null,
    amount_cents: row.amountCents,
    currency: row.currency,
    end_at: row.endAt?.toISOString() ?? null,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
