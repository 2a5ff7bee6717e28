import { KENO_RULES } from '@orbit/games/originals/keno';
import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useHouseFrame } from '../../components/frame-context.tsx';
import { StakeSelector } from '../../components/stake-selector.tsx';
import { formatMultiplier } from '../../model/multiplier.ts';
import { resultMessage } from '../../model/result.ts';
import { kenoView, MAX_PICKS, quickPick, togglePick } from './model.ts';

/** Keno: pick 1–10 numbers, the draw shows which came up and what the hits pay. */
export default function KenoGame() {
  const { t } = useTranslation();
  const frame = useHouseFrame();
  const { session, stake, money, busy } = frame;
  const rules = KENO_RULES[session.game.variant] ?? KENO_RULES['classic-40'];
  const pool = rules?.pool ?? 40;
  const [picks, setPicks] = useState<number[]>([]);
  const [last, setLast] = useState<ReturnType<typeof kenoView>>(null);
  const paytable = rules?.paytables[picks.length - 1] ?? [];

  async function play() {
    const round = await frame.play({ stake, picks });
    if (!round) return;
    const view = kenoView(round.view);
    setLast(view);
    const message = resultMessage(round, money);
    frame.announce(
      `${view ? t('house.keno.hits', { hits: view.hits, picks: view.picks.length }) : ''} ${t(message.key, message.values)}`,
    );
  }

  const drawn = new Set(last?.drawn ?? []);
  return (
    <section
      className="w-full max-w-3xl space-y-4 rounded-2xl bg-surface-2 p-5"
      aria-label={t('house.keno.title')}
    >
      <fieldset>
        <legend className="mb-2 text-sm text-ink-muted">
          {t('house.keno.pickLegend', { max: MAX_PICKS, count: picks.length })}
        </legend>
        <div className="grid grid-cols-10 gap-1" data-testid="keno-board">
          {Array.from({ length: pool }, (_, i) => i + 1).map((n) => {
            const picked = picks.includes(n);
            const hit = picked && drawn.has(n);
            return (
              <button
                key={n}
                type="button"
                aria-pressed={picked}
                aria-label={drawn.has(n) ? t('house.keno.numberDrawn', { n }) : t('house.keno.number', { n })}
                disabled={busy || (!picked && picks.length >= MAX_PICKS)}
                onClick={() => setPicks((p) => togglePick(p, n))}
                className={`aspect-square min-h-9 rounded text-sm font-bold tabular-nums ${
                  hit
                    ? 'bg-success text-surface'
                    : picked
                      ? 'bg-brand text-white'
                      : drawn.has(n)
                        ? 'bg-accent/40'
                        : 'bg-surface-3'
                }`}
              >
                {n}
              </button>
            );
          })}
        </div>
      </fieldset>

      {picks.length > 0 ? (
        <p className="text-sm text-ink-muted">
          {t('house.keno.pays')}{' '}
          {paytable
            .map((m, hits) => (m > 0 ? `${hits}: ${formatMultiplier(m)}` : null))
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}

      {last ? (
        <p className="text-center font-semibold" data-testid="keno-result">
          {t('house.keno.hits', { hits: last.hits, picks: last.picks.length })}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <StakeSelector />
        <div className="flex gap-2">
          <button
            type="button"
            className="min-h-11 rounded-lg bg-surface-3 px-3"
            disabled={busy}
            onClick={() => setPicks(quickPick(pool, 5))}
          >
            {t('house.keno.quickPick')}
          </button>
          <button
            type="button"
            className="min-h-11 rounded-lg bg-surface-3 px-3"
            disabled={busy || picks.length === 0}
            onClick={() => setPicks([])}
          >
            {t('house.keno.clear')}
          </button>
          <button
            type="button"
            className="min-h-11 rounded-lg bg-brand px-8 font-bold text-white disabled:opacity-60"
            disabled={busy || picks.length === 0}
            onClick={play}
          >
            {t('house.keno.play')}
          </button>
        </div>
      </div>
    </section>
  );
}
