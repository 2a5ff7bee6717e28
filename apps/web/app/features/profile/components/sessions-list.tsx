import type { PlayerSession } from '@orbit/contract';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useRevokeSession, useSessions } from '../api/sessions.ts';

/** Dates in UTC, so the server-rendered page and the browser agree. */
function formatUtc(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;
}

/** A short device description from the User-Agent (browser and system names only). */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iOS/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  const parts = [browser, system].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The player's live sessions; any but this one can be ended. */
export function SessionsList() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const sessions = useSessions();
  const revoke = useRevokeSession();

  return (
    <section aria-labelledby="sessions-title" className="flex flex-col gap-4">
      <h2 id="sessions-title" className="text-lg font-semibold">
        {t('profile.sessions.title')}
      </h2>
      {sessions.isError ? <FormError message={t('profile.errors.load')} /> : null}
      {sessions.isPending ? <p role="status">{t('profile.loading')}</p> : null}
      <FormError message={revoke.isError ? t('profile.errors.generic') : null} />
      <ul className="flex flex-col gap-2" data-testid="sessions-list">
        {(sessions.data ?? []).map((session: PlayerSession) => (
          <li
            key={session.id}
            data-testid="session-row"
            data-current={session.current || undefined}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-surface px-4 py-3"
          >
            <div className="flex flex-col">
              <span className="font-medium">
                {describeDevice(session.user_agent) ?? t('profile.sessions.unknown_device')}
                {session.current ? (
                  <span className="ml-2 rounded bg-success/20 px-2 py-0.5 text-xs text-success">
                    {t('profile.sessions.current')}
                  </span>
                ) : null}
              </span>
              <span className="text-sm text-ink-muted">
                {[session.ip, session.country, formatUtc(session.created_at, locale)]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
            {session.current ? null : (
              <Button
                variant="secondary"
                loading={revoke.isPending && revoke.variables === session.id}
                onClick={() => revoke.mutate(session.id)}
                aria-label={t('profile.sessions.revoke_label', {
                  device: describeDevice(session.user_agent) ?? t('profile.sessions.unknown_device'),
                })}
              >
                {t('profile.sessions.revoke')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
