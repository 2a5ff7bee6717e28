import { crashMultiplierAt } from '@orbit/games/originals/crash';
import { useEffect, useId, useRef, useState } from 'react';
import { Realtime } from '~/features/realtime/index.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { FairReveal } from '../../components/fair-reveal.tsx';
import { useHouseFrame } from '../../components/frame-context.tsx';
import { StakeSelector } from '../../components/stake-selector.tsx';
import { useSharedRound } from '../../components/use-shared-round.ts';
import { formatMultiplier } from '../../model/multiplier.ts';
import { secondsLeft } from '../../model/shared-round.ts';
import { cashedAt, crashBetPayout, crashPointOf, parseAutoCashout } from './model.ts';

/** Crash: a bet while betting is open, the multiplier rises, cash out before it crashes. */
export default function CrashGame() {
  const { t } = useTranslation();
  const { stake, money, busy, announce } = useHouseFrame();
  const { event, phase, now, myBets, placeBet, cashOut } = useSharedRound(100);
  const [autoText, setAutoText] = useState('');
  const autoId = useId();
  const said = useRef<number | null>(null);
  const auto = parseAutoCashout(autoText);
  const autoInvalid = auto !== null && Number.isNaN(auto);
  const bet = myBets[0] ?? null;
  const crashPoint = phase === 'settled' ? crashPointOf(event?.outcome) : null;
  const started = event?.started_at ? Date.parse(event.started_at) : Number.NaN;
  const multiplier =
    phase === 'running' && now !== null && Number.isFinite(started)
      ? crashMultiplierAt(now - started)
      : (crashPoint ?? 100);

  // The round's end, said once: the crash point and what the player's bet won.
  useEffect(() => {
    if (!event || crashPoint === null || said.current === event.round_id) return;
    said.current = event.round_id;
    const crashed = t('house.crash.crashedAt', { multiplier: formatMultiplier(crashPoint) });
    if (!bet) return announce(crashed);
    const won = crashBetPayout(bet, crashPoint);
    announce(
      `${crashed} ${won > 0 ? t('house.result.win', { amount: money(won) }) : t('house.result.lose')}`,
    );
  }, [event, crashPoint, bet, money, t, announce]);

  async function cashOutNow() {
    if (!bet) return;
    const closed = await cashOut(bet.id);
    if (closed) announce(t('house.crash.cashedOut', { amount: money(closed.payout_cents) }));
  }

  const autoOf = (bet?.bet as { autoCashout?: unknown } | undefined)?.autoCashout;
  // Past its auto cash-out the bet is paid at that multiplier when the round settles.
  const autoReached =
    typeof autoOf === 'number' && phase === 'running' && multiplier >= autoOf ? autoOf : null;
  const cashed = bet ? (cashedAt(bet.view) ?? autoReached) : null;
  return (
    <section
      className="w-full max-w-xl space-y-5 rounded-2xl bg-surface-2 p-5"
      aria-label={t('house.crash.title')}
    >
      <Realtime popups={false} guests />
      <div className="text-center">
        <p
          className={`text-6xl font-black tabular-nums ${phase === 'settled' ? 'text-danger' : phase === 'running' ? 'text-success' : 'text-ink-muted'}`}
          data-testid="crash-multiplier"
        >
          {formatMultiplier(multiplier)}
        </p>
        <p className="mt-2 min-h-6 text-sm text-ink-muted" data-testid="crash-phase">
          {phase === 'betting'
            ? now === null
              ? t('house.shared.bettingOpen')
              : t('house.shared.bettingCloses', { count: secondsLeft(event?.closes_at ?? null, now) })
            : phase === 'running'
              ? t('house.crash.running')
              : crashPoint !== null
                ? t('house.crash.crashedAt', { multiplier: formatMultiplier(crashPoint) })
                : t('house.shared.waiting')}
        </p>
      </div>

      {bet ? (
        <p className="text-center" data-testid="crash-bet">
          {t('house.crash.yourBet', { amount: money(bet.stake_cents) })}
          {cashed !== null
            ? ` · ${t('house.crash.cashedOutAt', { multiplier: formatMultiplier(cashed) })}`
            : ''}
        </p>
      ) : null}

      {phase === 'running' && bet?.status === 'open' && autoReached === null ? (
        <button
          type="button"
          disabled={busy}
          onClick={cashOutNow}
          className="min-h-14 w-full rounded-lg bg-success text-lg font-black text-surface disabled:opacity-60"
        >
          {t('house.crash.cashOut', { amount: money(Math.floor((bet.stake_cents * multiplier) / 100)) })}
        </button>
      ) : (
        <div className="flex flex-wrap items-end justify-between gap-3">
          <StakeSelector disabled={phase !== 'betting' || bet !== null} />
          <div className="flex flex-col gap-1">
            <label htmlFor={autoId} className="text-sm text-ink-muted">
              {t('house.crash.auto')}
            </label>
            <input
              id={autoId}
              inputMode="decimal"
              placeholder="2.00"
              value={autoText}
              aria-invalid={autoInvalid || undefined}
              onChange={(e) => setAutoText(e.target.value)}
              className="min-h-11 w-28 rounded-lg border border-surface-3 bg-surface-2 px-3 tabular-nums"
            />
          </div>
          <button
            type="button"
            disabled={busy || phase !== 'betting' || bet !== null || autoInvalid}
            onClick={() => placeBet(auto === null ? { stake } : { stake, autoCashout: auto })}
            className="min-h-11 rounded-lg bg-brand px-8 font-bold text-white disabled:opacity-60"
          >
            {t('house.crash.bet')}
          </button>
          {autoInvalid ? <p className="w-full text-sm text-danger">{t('house.crash.autoInvalid')}</p> : null}
        </div>
      )}

      {event ? <FairReveal event={event} /> : null}
    </section>
  );
}
