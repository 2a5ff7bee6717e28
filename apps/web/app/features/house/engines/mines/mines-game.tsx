import { MINES_CELLS } from '@orbit/games/originals/mines';
import { useId, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useHouseFrame } from '../../components/frame-context.tsx';
import { StakeSelector } from '../../components/stake-selector.tsx';
import { useAnnounceResult, useSoloRound } from '../../components/use-solo-round.ts';
import { formatMultiplier, payoutAt } from '../../model/multiplier.ts';
import { resultMessage } from '../../model/result.ts';
import { cellState, MINES_MAX, MINES_MIN, minesView } from './model.ts';

const CELL_CLASS = {
  hidden: 'bg-surface-3 hover:bg-brand/40',
  safe: 'bg-success/30',
  mine: 'bg-danger/20',
  hit: 'bg-danger',
} as const;
const CELL_SIGN = { hidden: '', safe: '💎', mine: '💣', hit: '💥' } as const;

/** Mines: a 5×5 field, reveal gems, cash out at the current multiplier before a mine. */
export default function MinesGame() {
  const { t } = useTranslation();
  const { stake, money, busy, announce } = useHouseFrame();
  const { round, open, start, act } = useSoloRound();
  const view = minesView(round?.view);
  const [mines, setMines] = useState(3);
  const minesId = useId();
  const roundStake = round?.stake_cents ?? stake;

  useAnnounceResult(round, view?.outcome === 'busted' ? t('house.mines.busted') : '');

  async function reveal(cell: number) {
    const next = await act({ type: 'reveal', cell });
    const nextView = minesView(next?.view);
    if (next?.status === 'open' && nextView)
      announce(t('house.mines.safe', { multiplier: formatMultiplier(nextView.multiplier) }));
  }

  return (
    <section
      className="w-full max-w-md space-y-4 rounded-2xl bg-surface-2 p-5"
      aria-label={t('house.mines.title')}
    >
      {/* As wide as the frame's height allows: the field never scrolls the frame. */}
      <div
        className="mx-auto grid w-full max-w-[calc(100dvh-19.5rem)] grid-cols-5 gap-2"
        data-testid="mines-field"
      >
        {Array.from({ length: MINES_CELLS }, (_, cell) => {
          const state = cellState(view, cell);
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions
              key={cell}
              type="button"
              disabled={!open || busy || state !== 'hidden'}
              onClick={() => reveal(cell)}
              aria-label={t(`house.mines.cell.${state}`, { n: cell + 1 })}
              className={`flex aspect-square items-center justify-center rounded-lg text-2xl ${CELL_CLASS[state]} disabled:cursor-default`}
            >
              <span aria-hidden="true">{CELL_SIGN[state]}</span>
            </button>
          );
        })}
      </div>

      {open && view ? (
        <div className="space-y-2 text-center">
          <p>
            {t('house.mines.current')}{' '}
            <strong data-testid="mines-multiplier">{formatMultiplier(view.multiplier)}</strong>
            {view.nextMultiplier !== null ? (
              <span className="text-ink-muted">
                {' '}
                · {t('house.mines.next', { multiplier: formatMultiplier(view.nextMultiplier) })}
              </span>
            ) : null}
          </p>
          <button
            type="button"
            disabled={busy || view.revealed.length === 0}
            onClick={() => act({ type: 'cashout' })}
            className="min-h-11 w-full rounded-lg bg-success px-6 font-bold text-surface disabled:opacity-60"
          >
            {t('house.mines.cashOut', { amount: money(payoutAt(roundStake, view.multiplier)) })}
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <StakeSelector />
          <label htmlFor={minesId} className="flex items-center gap-2 text-sm">
            {t('house.mines.count')}
            <select
              id={minesId}
              value={mines}
              disabled={busy}
              onChange={(event) => setMines(Number(event.target.value))}
              className="min-h-11 rounded-lg border border-surface-3 bg-surface-2 px-2"
            >
              {Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => i + MINES_MIN).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            disabled={busy}
            onClick={() => start({ stake, mines })}
            className="min-h-11 w-full rounded-lg bg-brand px-8 font-bold text-white disabled:opacity-60"
          >
            {t('house.mines.start')}
          </button>
        </div>
      )}
      {!open && round ? (
        <p className="text-center font-semibold" data-testid="mines-result">
          {(() => {
            const message = resultMessage(round, money);
            return t(message.key, message.values);
          })()}
        </p>
      ) : null}
    </section>
  );
}
