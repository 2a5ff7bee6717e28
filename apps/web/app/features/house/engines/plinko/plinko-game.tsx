import { PLINKO_TABLES } from '@orbit/games/originals/plinko';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useHouseFrame } from '../../components/frame-context.tsx';
import { StakeSelector } from '../../components/stake-selector.tsx';
import { useReducedMotion } from '../../components/use-reduced-motion.ts';
import { formatMultiplier } from '../../model/multiplier.ts';
import { resultMessage } from '../../model/result.ts';
import { ballX, plinkoView } from './model.ts';

/** Plinko: the ball falls through the pegs to a multiplier slot. */
export default function PlinkoGame() {
  const { t } = useTranslation();
  const frame = useHouseFrame();
  const { session, stake, money, busy, announce } = frame;
  const reduced = useReducedMotion();
  const table = PLINKO_TABLES[session.game.variant] ?? PLINKO_TABLES['12-rows-low'];
  const rows = table?.rows ?? 12;
  const multipliers = table?.multipliers ?? [];
  const [drop, setDrop] = useState<{ path: boolean[]; slot: number; message: string } | null>(null);
  const [step, setStep] = useState(0);
  const falling = drop !== null && step < drop.path.length;
  const said = useRef<string | null>(null);

  useEffect(() => {
    if (!drop) return;
    if (step < drop.path.length) {
      const timer = setTimeout(() => setStep((s) => s + 1), 110);
      return () => clearTimeout(timer);
    }
    if (said.current !== drop.message) {
      said.current = drop.message;
      announce(drop.message);
    }
  }, [drop, step, announce]);

  async function play() {
    const round = await frame.play({ stake });
    const view = plinkoView(round?.view);
    if (!round || !view) return;
    const message = resultMessage(round, money);
    said.current = null;
    setDrop({
      path: view.path,
      slot: view.slot,
      message: `${formatMultiplier(view.multiplier)}. ${t(message.key, message.values)}`,
    });
    setStep(reduced ? view.path.length : 0);
  }

  const x = drop ? ballX(drop.path, step, rows) : 0.5;
  const y = drop ? (Math.min(step, rows) + 0.5) / (rows + 1.5) : 0.02;
  const landed = drop && !falling ? drop.slot : null;

  return (
    <section
      className="w-full max-w-2xl space-y-4 rounded-2xl bg-surface-2 p-5"
      aria-label={t('house.plinko.title')}
    >
      {/* As wide as the frame's height allows: the board never scrolls the frame. */}
      <div
        className="relative mx-auto aspect-[4/3] w-full max-w-[calc((100dvh-15rem)*4/3)]"
        aria-hidden="true"
      >
        {Array.from({ length: rows }, (_, r) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
            key={r}
            className="absolute flex w-full justify-center"
            style={{ top: `${((r + 1) / (rows + 1.5)) * 100}%`, gap: `${100 / (rows + 1) - 1}%` }}
          >
            {Array.from({ length: r + 2 }, (_, p) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: pegs are positions
              <span key={p} className="size-1.5 rounded-full bg-ink-muted" />
            ))}
          </div>
        ))}
        {drop ? (
          <span
            data-testid="plinko-ball"
            className={`absolute size-3 -translate-x-1/2 rounded-full bg-accent ${reduced ? '' : 'transition-all duration-100 ease-in'}`}
            style={{ left: `${x * 100}%`, top: `${y * 100}%` }}
          />
        ) : null}
      </div>
      <ol className="flex gap-0.5" aria-label={t('house.plinko.slots')}>
        {multipliers.map((m, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions
            key={i}
            aria-current={landed === i ? 'true' : undefined}
            className={`flex-1 rounded py-1 text-center text-[0.6rem] font-bold tabular-nums sm:text-xs ${
              landed === i ? 'bg-accent text-surface' : m >= 100 ? 'bg-brand/50' : 'bg-surface-3'
            }`}
          >
            {formatMultiplier(m)}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StakeSelector />
        <button
          type="button"
          disabled={busy || falling}
          onClick={play}
          className="min-h-11 rounded-lg bg-brand px-10 font-bold text-white disabled:opacity-60"
        >
          {t('house.plinko.drop')}
        </button>
      </div>
    </section>
  );
}
