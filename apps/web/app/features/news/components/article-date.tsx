import { useLocale } from '~/shared/i18n/locale.ts';

/** An article's date in the page's language (a calendar date: read in UTC wherever it renders). */
export function ArticleDate({ date }: { date: string | null }) {
  const { locale } = useLocale();
  if (!date) return null;
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return (
    <time dateTime={date} className="text-sm text-ink-muted">
      {text}
    </time>
  );
}
