import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useNow } from '~/shared/use-now.ts';
import { timeLeft } from '../model/countdown.ts';
import { giftDeadline } from '../model/gifts.ts';

/** Dates in the page's language, in UTC: the server and the browser render them alike. */
export function useGiftDate() {
  const { locale } = useLocale();
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return (iso: string) => {
    const at = Date.parse(iso);
    return Number.isNaN(at) ? '' : `${format.format(at)} UTC`;
  };
}

/**
 * How long an active gift has left: to activate it while issued, else until it expires. The server
 * renders the date; once hydrated it counts down by the minute.
 */
export function GiftDeadline({
  gift,
}: {
  gift: { stage: string; activatable_until: string | null; valid_until: string | null };
}) {
  const { t } = useTranslation();
  const date = useGiftDate();
  const now = useNow(60_000);
  const deadline = giftDeadline(gift);
  if (!deadline) return null;
  const left = now === null ? null : timeLeft(deadline.at, now);
  return (
    <p className="text-sm text-ink-muted" data-testid="gift-deadline">
      <time dateTime={deadline.at} title={date(deadline.at)}>
        {left
          ? t(`gifts.deadline.${deadline.kind}_in`, { left: t('gifts.deadline.left', { ...left }) })
          : t(`gifts.deadline.${deadline.kind}_by`, { date: date(deadline.at) })}
      </time>
    </p>
  );
}
