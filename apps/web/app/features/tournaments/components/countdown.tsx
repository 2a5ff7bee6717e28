import { countdownParts } from '~/features/lobby/index.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useNow } from '~/shared/use-now.ts';
import { tournamentCountdown } from '../model/tournaments.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The time status of spec 2 §4: "left to finish" counting to the end while it runs, "starts in"
 * counting to the start before, "finished" after. Rendered after hydration (a countdown rendered
 * on the server would be stale); its box keeps its height before.
 */
export function Countdown({
  item,
  onBrand = false,
}: {
  item: { start_at: string; end_at: string };
  /** Shown on the brand gradient (a tournament's header): light text there. */
  onBrand?: boolean;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const countdown = now === null ? null : tournamentCountdown(item, now);
  const parts = countdown?.targetMs != null && now !== null ? countdownParts(countdown.targetMs, now) : null;
  return (
    <p className="flex min-h-8 flex-wrap items-center gap-2 text-sm" data-testid="tournament-countdown">
      {countdown ? (
        <>
          <span className={`font-semibold ${onBrand ? 'text-white/90' : 'text-ink-muted'}`}>
            {t(`tournaments.time.${countdown.status}`)}
          </span>
          {parts ? (
            // role=timer is not announced as it ticks; the label says what it counts to.
            <span
              role="timer"
              className={`rounded-md px-2 py-0.5 ${onBrand ? 'bg-black/35' : 'bg-surface-3'} font-mono font-bold tabular-nums`}
            >
              {parts.days > 0 ? `${t('tournaments.time.days', { count: parts.days })} ` : ''}
              {`${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`}
            </span>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
