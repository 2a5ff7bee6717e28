import { useEffect, useState } from 'react';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Icon } from './icons.tsx';

/** The sidebar's local time refreshes every 15 s. */
export const LOCAL_TIME_REFRESH_MS = 15_000;

/** The visitor's local time; rendered after hydration only (the server does not know the zone). */
export function LocalTime() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), LOCAL_TIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="flex items-center gap-2 px-3 text-sm text-ink-muted">
      <Icon name="clock" className="size-4" />
      <span>{t('shell.localTime')}</span>
      {now && (
        <time dateTime={now.toISOString()} className="ml-auto tabular-nums text-ink">
          {new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(now)}
        </time>
      )}
    </p>
  );
}
