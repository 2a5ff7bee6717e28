import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useHouseFrame } from '../../components/frame-context.tsx';
import { StakeSelector } from '../../components/stake-selector.tsx';
import { useReducedMotion } from '../../components/use-reduced-motion.ts';
import { resultMessage } from '../../model/result.ts';
import { RouletteBoard } from './board.tsx';
import { type BoardBets, placeChip, pocketColor, rouletteBet, totalStake, winningNumber } from './model.ts';

const BALL_CLASS = { green: 'bg-emerald-600', red: 'bg-red-600', black: 'bg-zinc-900' } as const;

/** European roulette: chips on the board, one spin, the winning number and what it paid. */
export default function RouletteGame() {
  const { t } = useTranslation();
  const frame = useHouseFrame();
  const { stake, money, busy, balance } = frame;
  const reduced = useReducedMotion();
  const [bets, setBets] = useState<BoardBets>({});
  const [placed, setPlaced] = useState<string[]>([]);
  const [winning, setWinning] = useState<number | null>(null);
  const [lastBets, setLastBets] = useState<BoardBets>({});
  const [history, setHistory] = useState<{ id: number; number: number }[]>([]);
  const total = totalStake(bets);

  function place(target: string) {
    if (total + stake > balance) return;
    setBets((b) => placeChip(b, target, stake));
    setPlaced((p) => [...p, target]);
  }

  function undo() {
    const target = placed[placed.length - 1];
    if (!target) return;
    setPlaced((p) => p.slice(0, -1));
    setBets((b) => {
      const left = (b[target] ?? 0) - stake;
      const { [target]: _, ...rest } = b;
      return left > 0 ? { ...rest, [target]: left } : rest;
    });
  }

  function clear() {
    setBets({});
    setPlaced([]);
  }

  async function spin() {
    const round = await frame.play(rouletteBet(bets));
    if (!round) return;
    const number = winningNumber(round.view);
    setWinning(number);
    setLastBets(bets);
    clear();
    if (number !== null) setHistory((h) => [{ id: round.id, number }, ...h].slice(0, 12));
    const message = resultMessage(round, money);
    const landed =
      number === null
        ? ''
        : `${t('house.roulette.landed', { number, color: t(`house.roulette.colors.${pocketColor(number)}`) })} `;
    frame.announce(`${landed}${t(message.key, message.values)}`);
  }

  function rebet() {
    if (totalStake(lastBets) > balance) return;
    setBets(lastBets);
    setPlaced(Object.keys(lastBets));
  }

  return (
    <section
      className="w-full max-w-4xl space-y-3 rounded-2xl bg-surface-2 p-3 sm:space-y-4 sm:p-4"
      aria-label={t('house.roulette.title')}
    >
      <div className="flex items-center justify-center gap-4">
        <div
          data-testid="roulette-number"
          className={`flex size-20 items-center justify-center rounded-full text-3xl font-black text-white ${
            winning === null ? 'bg-surface-3' : BALL_CLASS[pocketColor(winning)]
          } ${busy && !reduced ? 'animate-spin' : ''}`}
        >
          {winning ?? '—'}
        </div>
        {history.length > 0 ? (
          <ol className="flex flex-wrap gap-1" aria-label={t('house.roulette.history')}>
            {history.map((h) => (
              <li
                key={h.id}
                className={`flex size-8 items-center justify-center rounded-full text-sm font-bold text-white ${BALL_CLASS[pocketColor(h.number)]}`}
              >
                {h.number}
              </li>
            ))}
          </ol>
        ) : null}
      </div>

      <RouletteBoard bets={bets} onPlace={place} disabled={busy} winning={winning} money={money} />

      <div className="flex flex-wrap items-center gap-3">
        <StakeSelector label={t('house.roulette.chip')} />
        <p className="text-sm">
          {t('house.roulette.total')}{' '}
          <output className="font-semibold tabular-nums" data-testid="roulette-total">
            {money(total)}
          </output>
        </p>
        <div className="ml-auto flex flex-wrap gap-2">
          <button
            type="button"
            className="min-h-11 rounded-lg bg-surface-3 px-3"
            onClick={undo}
            disabled={busy || placed.length === 0}
          >
            {t('house.roulette.undo')}
          </button>
          <button
            type="button"
            className="min-h-11 rounded-lg bg-surface-3 px-3"
            onClick={clear}
            disabled={busy || total === 0}
          >
            {t('house.roulette.clear')}
          </button>
          <button
            type="button"
            className="min-h-11 rounded-lg bg-surface-3 px-3"
            onClick={rebet}
            disabled={busy || total > 0 || totalStake(lastBets) === 0}
          >
            {t('house.roulette.rebet')}
          </button>
          <button
            type="button"
            className="min-h-11 rounded-lg bg-brand px-8 font-bold text-white disabled:opacity-60"
            onClick={spin}
            disabled={busy || total === 0}
          >
            {t('house.roulette.spin')}
          </button>
        </div>
      </div>
    </section>
  );
}
