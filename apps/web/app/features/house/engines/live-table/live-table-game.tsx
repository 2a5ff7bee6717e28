import { useEffect, useRef, useState } from 'react';
import { Realtime } from '~/features/realtime/index.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { FairReveal } from '../../components/fair-reveal.tsx';
import { useHouseFrame } from '../../components/frame-context.tsx';
import { StakeSelector } from '../../components/stake-selector.tsx';
import { useSharedRound } from '../../components/use-shared-round.ts';
import { secondsLeft } from '../../model/shared-round.ts';
import { CoupView } from '../baccarat/coup-view.tsx';
import { baccaratBet, SPOTS } from '../baccarat/model.ts';
import { RouletteBoard } from '../roulette/board.tsx';
import { type BoardBets, placeChip, pocketColor, rouletteBet, totalStake } from '../roulette/model.ts';
import { GAME_SHOW_SEGMENTS, gameShowBet, liveResult } from './model.ts';

/** A live table: everyone bets in the same timed round, then one result for all. */
export default function LiveTableGame() {
  const { t } = useTranslation();
  const { session, stake, money, busy, balance, announce } = useHouseFrame();
  const { event, phase, now, myBets, placeBet } = useSharedRound(500);
  const variant = session.game.variant;
  const [chips, setChips] = useState<BoardBets>({});
  const said = useRef<number | null>(null);
  const total = totalStake(chips);
  const result = phase === 'settled' ? liveResult(event?.outcome) : null;
  const open = phase === 'betting';
  const staked = myBets.reduce((s, b) => s + b.stake_cents, 0);
  const paid = myBets.reduce((s, b) => s + b.payout_cents, 0);
  const settledBets = myBets.length > 0 && myBets.every((b) => b.status === 'closed');

  const resultText = (r: NonNullable<typeof result>) =>
    r.game === 'roulette'
      ? t('house.roulette.landed', {
          number: r.pocket,
          color: t(`house.roulette.colors.${pocketColor(r.pocket)}`),
        })
      : r.game === 'baccarat'
        ? t(`house.baccarat.wins.${r.coup.winner}`)
        : t('house.live.segmentWins', { segment: r.segment });

  useEffect(() => {
    if (!event || !result || said.current === event.round_id) return;
    said.current = event.round_id;
    announce(resultText(result));
  });

  // A new round clears the chips of the last one.
  const roundId = event?.round_id;
  useEffect(() => {
    if (roundId !== undefined) setChips({});
  }, [roundId]);

  const add = (target: string) => {
    if (total + stake > balance) return;
    setChips((c) =>
      variant === 'roulette' ? placeChip(c, target, stake) : { ...c, [target]: (c[target] ?? 0) + stake },
    );
  };

  async function submit() {
    const bet =
      variant === 'roulette'
        ? rouletteBet(chips)
        : variant === 'baccarat'
          ? baccaratBet({ player: chips.player ?? 0, banker: chips.banker ?? 0, tie: chips.tie ?? 0 })
          : gameShowBet(chips);
    const placed = await placeBet(bet);
    if (placed) {
      setChips({});
      announce(t('house.live.betPlaced', { amount: money(placed.stake_cents) }));
    }
  }

  return (
    <section
      className="w-full max-w-4xl space-y-4 rounded-2xl bg-surface-2 p-4"
      aria-label={session.game.title}
    >
      <Realtime popups={false} guests />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold" data-testid="live-phase">
          {phase === 'betting'
            ? now === null
              ? t('house.shared.bettingOpen')
              : t('house.shared.bettingCloses', { count: secondsLeft(event?.closes_at ?? null, now) })
            : phase === 'running'
              ? t('house.live.drawing')
              : result
                ? resultText(result)
                : t('house.shared.waiting')}
        </p>
        {myBets.length > 0 ? (
          <p className="text-sm" data-testid="live-my-bets">
            {t('house.live.yourBets', { amount: money(staked) })}
            {settledBets ? ` · ${t('house.live.paid', { amount: money(paid) })}` : ''}
          </p>
        ) : null}
      </div>

      {variant === 'roulette' ? (
        <RouletteBoard
          bets={chips}
          onPlace={add}
          disabled={!open || busy}
          winning={result?.game === 'roulette' ? result.pocket : null}
          money={money}
        />
      ) : null}
      {variant === 'baccarat' ? (
        <>
          <CoupView coup={result?.game === 'baccarat' ? result.coup : null} />
          <fieldset className="grid grid-cols-3 gap-2">
            <legend className="sr-only">{t('house.baccarat.spotsLegend')}</legend>
            {SPOTS.map((spot) => (
              <button
                key={spot}
                type="button"
                disabled={!open || busy}
                onClick={() => add(spot)}
                className="min-h-16 rounded-xl bg-surface-3 font-bold"
              >
                {t(`house.baccarat.spots.${spot}`)}
                {(chips[spot] ?? 0) > 0 ? (
                  <span className="block text-sm text-accent">{money(chips[spot] ?? 0)}</span>
                ) : null}
              </button>
            ))}
          </fieldset>
        </>
      ) : null}
      {variant === 'game-show' ? (
        <fieldset className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          <legend className="sr-only">{t('house.live.segments')}</legend>
          {GAME_SHOW_SEGMENTS.map((segment) => (
            <button
              key={segment}
              type="button"
              disabled={!open || busy}
              onClick={() => add(segment)}
              className={`min-h-16 rounded-xl font-black ${result?.game === 'game-show' && result.segment === segment ? 'bg-accent text-surface' : 'bg-surface-3'}`}
            >
              {t('house.live.segment', { segment })}
              {(chips[segment] ?? 0) > 0 ? (
                <span className="block text-sm text-accent">{money(chips[segment] ?? 0)}</span>
              ) : null}
            </button>
          ))}
        </fieldset>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <StakeSelector label={t('house.roulette.chip')} disabled={!open} />
        <div className="flex gap-2">
          <button
            type="button"
            className="min-h-11 rounded-lg bg-surface-3 px-3"
            disabled={total === 0}
            onClick={() => setChips({})}
          >
            {t('house.roulette.clear')}
          </button>
          <button
            type="button"
            className="min-h-11 rounded-lg bg-brand px-8 font-bold text-white disabled:opacity-60"
            disabled={!open || busy || total === 0}
            onClick={submit}
          >
            {t('house.live.placeBet', { amount: money(total) })}
          </button>
        </div>
      </div>
      {event ? <FairReveal event={event} /> : null}
    </section>
  );
}
