import { useEffect, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { formatElapsed, nextSessionStart, SESSION_TIMER_KEY } from '../model/session-timer.ts';

function readStorage(): string | null {
  try {
    return window.sessionStorage.getItem(SESSION_TIMER_KEY);
  } catch {
    return null;
  }
}

function writeStorage(start: number | null) {
  try {
    if (start === null) window.sessionStorage.removeItem(SESSION_TIMER_KEY);
    else window.sessionStorage.setItem(SESSION_TIMER_KEY, String(start));
  } catch {
    // Storage refused (private mode): the timer restarts with each page.
  }
}

/**
 * Keeps the session start in sessionStorage while signed in and forgets it at logout. Mounted
 * on every page under the EE licence so the count is right whenever the timer shows.
 */
export function useSessionStart(signedIn: boolean): number | null {
  const [start, setStart] = useState<number | null>(null);
  useEffect(() => {
    const next = nextSessionStart(readStorage(), signedIn, Date.now());
    writeStorage(next);
    setStart(next);
  }, [signedIn]);
  return start;
}

/** EE licence: time since sign-in as hh:mm:ss, ticking every second. */
export function SessionTimer({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const start = useSessionStart(signedIn);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (start === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [start]);
  if (start === null) return null;
  return (
    <p className="text-sm text-ink-muted">
      {t('shell.footer.sessionTime')}{' '}
      <span className="font-semibold text-ink tabular-nums" role="timer">
        {formatElapsed(now - start)}
      </span>
    </p>
  );
}
