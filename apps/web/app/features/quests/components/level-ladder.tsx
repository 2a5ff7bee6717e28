import type { CSSProperties } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { type LevelState, levelPositions, levelStates, type QuestStanding } from '../model/quests.ts';

/** Grid widths of the path: three levels a row on a phone, five from tablet width. */
const PHONE_COLUMNS = 3;
const WIDE_COLUMNS = 5;

const STYLES: Record<LevelState, string> = {
  reached: 'bg-success/20 border-success text-ink',
  current: 'bg-brand border-accent text-white ring-4 ring-accent/40',
  next: 'bg-surface-3 border-accent border-dashed text-ink',
  locked: 'bg-surface-2 border-surface-3 text-ink-muted',
};

const MARKS: Record<LevelState, string> = { reached: '✓', current: '★', next: '→', locked: '○' };

/**
 * The quest's levels on their positions: a winding path of level nodes (reached, current, next,
 * locked). In the document they are one ordered list, in level order, whatever their place.
 */
export function LevelLadder({
  thresholds,
  standing,
  money,
}: {
  thresholds: readonly number[];
  standing: QuestStanding | null;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const states = levelStates(thresholds.length, standing);
  const phone = levelPositions(thresholds.length, PHONE_COLUMNS);
  const wide = levelPositions(thresholds.length, WIDE_COLUMNS);
  return (
    <ol
      className="grid grid-cols-3 gap-3 sm:grid-cols-5"
      aria-label={t('quests.ladder.label')}
      data-testid="quest-ladder"
    >
      {thresholds.map((threshold, level) => {
        const state = states[level] ?? 'locked';
        const place = {
          '--row': phone[level]?.row,
          '--col': phone[level]?.column,
          '--row-sm': wide[level]?.row,
          '--col-sm': wide[level]?.column,
        } as CSSProperties;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a level is its index
            key={level}
            style={place}
            className={`flex min-h-20 flex-col items-center justify-center gap-0.5 rounded-2xl border-2 p-2 text-center [grid-column:var(--col)] [grid-row:var(--row)] sm:[grid-column:var(--col-sm)] sm:[grid-row:var(--row-sm)] ${STYLES[state]}`}
            data-testid="quest-level"
            data-level={level}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span aria-hidden="true" className="text-sm">
              {MARKS[state]}
            </span>
            <span className="font-bold">{t('quests.level', { level: level + 1 })}</span>
            <span className="text-xs tabular-nums">{money(threshold)}</span>
            {standing ? <span className="sr-only">{t(`quests.state.${state}`)}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
