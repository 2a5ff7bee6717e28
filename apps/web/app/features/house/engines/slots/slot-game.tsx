import type { HouseRound } from '@orbit/contract';
import {
  type SlotGame as SlotEngine,
  type SlotLayout,
  type SlotRound,
  slotsGames,
} from '@orbit/games/slots/index';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useHouseFrame } from '../../components/frame-context.tsx';
import { FreeSpinsNotice } from '../../components/free-spins-notice.tsx';
import { StakeSelector } from '../../components/stake-selector.tsx';
import { useReducedMotion } from '../../components/use-reduced-motion.ts';
import { resultMessage } from '../../model/result.ts';
import { cellKey, coinsToCents, playbackFrames, type SlotFrame, winningCells, winParts } from './model.ts';
import { humanName, symbolArt } from './symbols.ts';

function layoutOf(engine: string, variant: string): SlotLayout | null {
  const game = slotsGames[engine as keyof typeof slotsGames];
  if (!game || !('layouts' in game)) return null;
  return (game as SlotEngine).layouts[variant] ?? null;
}

/** One cell's symbol: its picture, or its text for ranks and letters; named for screen readers. */
function SymbolFace({ id, label }: { id: string; label: string }) {
  const art = symbolArt(id);
  if ('picture' in art) {
    return <img src={art.picture} alt={label} className="aspect-square h-[70%] max-h-11" draggable={false} />;
  }
  return (
    <span role="img" aria-label={label}>
      {art.text}
    </span>
  );
}

/** A filler grid before the first spin: the variant's symbols in turn. */
function idleGrid(layout: SlotLayout | null): string[][] {
  const reels = layout?.reels ?? 5;
  const rows = layout?.rows ?? 3;
  const ids = layout?.symbols.map((s) => s.id) ?? ['seven'];
  return Array.from({ length: reels }, (_, r) =>
    Array.from({ length: rows }, (_, row) => ids[(r * 2 + row * 3) % ids.length] as string),
  );
}

/**
 * The grid's height: its tallest reel in cells that shrink to fit the frame's height (a 7-row
 * megaways grid never scrolls the frame); a shorter reel's cells stretch to the same height.
 */
function gridSize(grid: readonly (readonly unknown[])[]): CSSProperties {
  const rows = Math.max(1, ...grid.map((reel) => reel.length));
  // --slot-chrome: the frame's height the rest of the game takes (more on a phone: the controls wrap).
  const cell = `clamp(1.5rem, calc((100dvh - var(--slot-chrome)) / ${rows}), 4rem)`;
  return { height: `calc(${rows} * ${cell} + ${rows - 1} * 0.25rem)` };
}

const isSlotRound = (view: unknown): view is SlotRound =>
  typeof view === 'object' && view !== null && 'base' in view && 'stakeCoins' in view;

/**
 * Every slot engine's UI: one reel grid drawn from the engine's symbols and the round's view;
 * winning cells lit, free spins and respins played back one by one.
 */
export default function SlotGame() {
  const { t } = useTranslation();
  const frame = useHouseFrame();
  const { session, money, busy, setStakeMultiple, announce, freeSpins } = frame;
  const reduced = useReducedMotion();
  const layout = useMemo(
    () => layoutOf(session.game.engine, session.game.variant),
    [session.game.engine, session.game.variant],
  );
  const [round, setRound] = useState<SlotRound | null>(null);
  const [frames, setFrames] = useState<SlotFrame[]>([]);
  const [index, setIndex] = useState(0);
  const finished = useRef<HouseRound | null>(null);

  useEffect(() => setStakeMultiple(layout?.stakeStep ?? 1), [layout, setStakeMultiple]);

  const current = frames[index];
  const playing = frames.length > 0 && index < frames.length - 1;

  // Free spins and respins, one by one; the round's result is announced at the end.
  useEffect(() => {
    if (frames.length === 0) return;
    if (index < frames.length - 1) {
      const timer = setTimeout(() => setIndex((i) => i + 1), reduced ? 600 : 1100);
      return () => clearTimeout(timer);
    }
    const done = finished.current;
    if (done && round) {
      finished.current = null;
      const message = resultMessage(done, money);
      const free = round.freeSpins
        ? `${t('house.slots.freeSpinsPlayed', { count: round.freeSpins.spins.length })} `
        : '';
      announce(`${free}${t(message.key, message.values)}`);
    }
  }, [frames, index, reduced, round, money, t, announce]);

  async function spin() {
    // Free spins go first while the player has them: at the gift's stake, the balance untouched.
    const played = freeSpins ? await frame.playFreeSpin() : await frame.play({ stake: frame.stake });
    if (!played || !isSlotRound(played.view)) return;
    finished.current = played;
    setRound(played.view);
    setFrames(playbackFrames(played.view));
    setIndex(0);
  }

  const grid: (string | null)[][] =
    current?.kind === 'hold'
      ? current.grid.map((reel) => reel.map((coins) => (coins === null ? null : 'coin')))
      : (current?.spin.grid ?? idleGrid(layout));
  const wins = current && current.kind !== 'hold' ? current.spin.wins : [];
  const lit = winningCells(wins);
  const values = current && current.kind !== 'hold' ? (current.spin.values ?? {}) : {};
  const frameWin = round && current && current.kind !== 'hold' ? coinsToCents(current.spin.coins, round) : 0;
  const symbolName = (id: string) => t(`house.slots.symbols.${id}`, { defaultValue: humanName(id) });

  return (
    <section
      className="w-full max-w-3xl space-y-4 rounded-2xl bg-surface-2 p-4"
      aria-label={session.game.title}
    >
      <FreeSpinsNotice />
      <p className="min-h-6 text-center font-semibold" data-testid="slot-phase">
        {current?.kind === 'free'
          ? t('house.slots.freeSpin', { index: current.index, total: current.total })
          : current?.kind === 'hold'
            ? t('house.slots.respin', { step: current.step, left: current.respinsLeft })
            : ''}
      </p>
      <div
        className="flex justify-center gap-1 [--slot-chrome:26.5rem] sm:[--slot-chrome:20rem]"
        style={gridSize(grid)}
        data-testid="slot-grid"
      >
        {grid.map((reel, r) => (
          <ul
            // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
            key={r}
            aria-label={t('house.slots.reel', { n: r + 1 })}
            className="flex flex-1 flex-col gap-1"
          >
            {reel.map((id, row) => {
              const key = cellKey(r, row);
              const won = lit.has(key);
              const holdCoins = current?.kind === 'hold' ? current.grid[r]?.[row] : undefined;
              const value = holdCoins ?? values[key];
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
                  key={row}
                  data-win={won || undefined}
                  className={`flex min-h-0 flex-1 flex-col items-center justify-center rounded-lg bg-surface-3 text-xl font-black sm:text-2xl ${
                    won ? 'bg-accent/30 ring-2 ring-accent' : ''
                  } ${busy && !reduced ? 'animate-pulse' : ''}`}
                >
                  {id === null ? (
                    <span className="sr-only">{t('house.slots.empty')}</span>
                  ) : (
                    <SymbolFace id={id} label={symbolName(id)} />
                  )}
                  {typeof value === 'number' && round ? (
                    <span className="text-xs font-semibold">{money(coinsToCents(value, round))}</span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ))}
      </div>

      <div className="min-h-12 text-center" aria-hidden={playing || undefined}>
        {frameWin > 0 ? (
          <p className="text-xl font-bold text-success" data-testid="slot-win">
            {t('house.slots.win', { amount: money(frameWin) })}
          </p>
        ) : null}
        {wins.length > 0 ? (
          <ul className="mt-1 flex flex-wrap justify-center gap-2 text-sm text-ink-muted">
            {wins.map((win, i) => {
              const parts = winParts(win);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: wins have no id
                <li key={i}>
                  {symbolName(win.symbol)} · {t(parts.key, parts.values)} ·{' '}
                  {round ? money(coinsToCents(win.coins, round)) : ''}
                </li>
              );
            })}
          </ul>
        ) : null}
        {!playing && round && round.payout > 0 && frames.length > 1 ? (
          <p className="font-semibold" data-testid="slot-total">
            {t('house.slots.total', { amount: money(round.payout) })}
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <StakeSelector disabled={playing || freeSpins !== null} />
        {playing ? (
          <button
            type="button"
            className="min-h-11 rounded-lg bg-surface-3 px-6 font-semibold"
            onClick={() => setIndex(frames.length - 1)}
          >
            {t('house.slots.skip')}
          </button>
        ) : (
          <button
            type="button"
            className="min-h-11 rounded-lg bg-brand px-10 font-bold text-white disabled:opacity-60"
            onClick={spin}
            disabled={busy}
          >
            {freeSpins ? t('house.freeSpins.play') : t('house.slots.spin')}
          </button>
        )}
      </div>
    </section>
  );
}
