import { useTranslation } from '~/shared/i18n/react.tsx';
import { useNow } from '~/shared/use-now.ts';
import { bannerCountdown, countdownParts } from '../model/time-status.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A banner's countdown: "left to finish" to its end while it runs, "start in" to its
 * start before, "finished" after. Rendered after hydration only; its box keeps its height before.
 */
export function BannerTimer({ timer }: { timer: { start_at: string; end_at: string } }) {
  const { t } = useTranslation();
  const now = useNow();
  const countdown = now === null ? null : bannerCountdown(timer, now);
  const parts = countdown?.targetMs != null && now !== null ? countdownParts(countdown.targetMs, now) : null;
  return (
    <div className="flex h-9 items-center gap-2 text-sm" data-testid="banner-timer">
      {countdown && (
        <>
          <span className="font-semibold text-white/85">{t(countdown.labelKey)}</span>
          {parts && (
            // role=timer is not announced as it ticks; the label says what it counts to.
            <span
              role="timer"
              className="rounded-lg bg-black/35 px-2.5 py-1 font-mono font-bold tabular-nums"
            >
              {parts.days > 0 && `${parts.days}${t('lobby.timer.days')} `}
              {`${pad(parts.hours)}${t('lobby.timer.hours')} ${pad(parts.minutes)}${t('lobby.timer.minutes')} ${pad(parts.seconds)}${t('lobby.timer.seconds')}`}
            </span>
          )}
        </>
      )}
    </div>
  );
}
