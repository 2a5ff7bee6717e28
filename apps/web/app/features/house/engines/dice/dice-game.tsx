import type { HouseRound } from '@orbit/contract';
import { useId, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useHouseFrame } from '../../components/frame-context.tsx';
import { StakeSelector } from '../../components/stake-selector.tsx';
import { numberField, resultMessage, roundOutcome } from '../../model/result.ts';
import {
  DICE_OUTCOMES,
  diceBet,
  diceMultiplier,
  formatRoll,
  mirrorTarget,
  targetRange,
  winChance,
} from './model.ts';

/** Dice: pick a target and a side, roll 0.00–99.99. */
export default function DiceGame() {
  const { t } = useTranslation();
  const frame = useHouseFrame();
  const { session, stake, money, busy, announce } = frame;
  const [target, setTarget] = useState(DICE_OUTCOMES / 2);
  const [over, setOver] = useState(false);
  const [last, setLast] = useState<HouseRound | null>(null);
  const [history, setHistory] = useState<{ id: number; roll: number; win: boolean }[]>([]);
  const sliderId = useId();
  const multiplier = diceMultiplier(session.game.rtp, target, over);
  const roll = last ? numberField(last.view, 'roll') : null;

  async function play() {
    const round = await frame.play(diceBet(stake, target, over));
    if (!round) return;
    setLast(round);
    const rolled = numberField(round.view, 'roll');
    if (rolled !== null)
      setHistory((h) => [{ id: round.id, roll: rolled, win: round.payout_cents > 0 }, ...h].slice(0, 10));
    const message = resultMessage(round, money);
    announce(
      `${rolled === null ? '' : `${t('house.dice.rolled', { roll: formatRoll(rolled) })} `}${t(message.key, message.values)}`,
    );
  }

  function switchSide(next: boolean) {
    if (next === over) return;
    setOver(next);
    setTarget(mirrorTarget(target));
  }

  return (
    <section
      className="w-full max-w-xl space-y-5 rounded-2xl bg-surface-2 p-5"
      aria-label={t('house.dice.title')}
    >
      <div
        className={`text-center text-6xl font-black tabular-nums ${
          last ? (roundOutcome(last) === 'lose' ? 'text-danger' : 'text-success') : 'text-ink-muted'
        }`}
        data-testid="dice-roll"
      >
        {roll === null ? '—' : formatRoll(roll)}
      </div>

      <fieldset className="flex justify-center gap-2">
        <legend className="sr-only">{t('house.dice.side')}</legend>
        {[false, true].map((side) => (
          <button
            key={String(side)}
            type="button"
            aria-pressed={over === side}
            disabled={busy}
            onClick={() => switchSide(side)}
            className={`min-h-11 rounded-lg px-4 font-semibold ${over === side ? 'bg-brand text-white' : 'bg-surface-3'}`}
          >
            {side ? t('house.dice.over') : t('house.dice.under')}
          </button>
        ))}
      </fieldset>

      <div className="space-y-2">
        <label htmlFor={sliderId} className="block text-center font-semibold">
          {t(over ? 'house.dice.rollOver' : 'house.dice.rollUnder', { target: formatRoll(target) })}
        </label>
        <input
          id={sliderId}
          type="range"
          className="w-full accent-brand"
          min={targetRange(over).min}
          max={targetRange(over).max}
          step={25}
          value={target}
          disabled={busy}
          aria-valuetext={formatRoll(target)}
          onChange={(event) => setTarget(Number(event.target.value))}
        />
        <dl className="grid grid-cols-3 gap-2 text-center text-sm">
          <div>
            <dt className="text-ink-muted">{t('house.dice.chance')}</dt>
            <dd className="font-semibold tabular-nums">{(winChance(target, over) * 100).toFixed(2)}%</dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('house.dice.multiplier')}</dt>
            <dd className="font-semibold tabular-nums">×{multiplier.toFixed(4)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('house.dice.payout')}</dt>
            <dd className="font-semibold tabular-nums">{money(Math.floor(stake * multiplier))}</dd>
          </div>
        </dl>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <StakeSelector />
        <button
          type="button"
          onClick={play}
          disabled={busy}
          className="min-h-11 rounded-lg bg-brand px-8 font-bold text-white disabled:opacity-60"
        >
          {t('house.dice.roll')}
        </button>
      </div>

      {history.length > 0 ? (
        <ol className="flex flex-wrap gap-2" aria-label={t('house.dice.history')}>
          {history.map((h) => (
            <li
              key={h.id}
              className={`rounded px-2 py-0.5 text-sm tabular-nums ${h.win ? 'bg-success/20 text-success' : 'bg-surface-3'}`}
            >
              {formatRoll(h.roll)}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
