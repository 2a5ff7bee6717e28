import { useTranslation } from '~/shared/i18n/react.tsx';
import {
  BOARD_ROWS,
  type BoardBets,
  COLUMN_TARGETS,
  coveredNumbers,
  DOZEN_TARGETS,
  OUTSIDE_TARGETS,
  pocketColor,
} from './model.ts';

const COLOR_CLASS = { green: 'bg-emerald-700', red: 'bg-red-700', black: 'bg-zinc-900' } as const;

/**
 * The betting board: a button per target, so it plays with the keyboard and a screen reader
 * hears the target, its chips and the winning number. Clicking places the current chip.
 */
export function RouletteBoard({
  bets,
  onPlace,
  disabled,
  winning,
  money,
}: {
  bets: BoardBets;
  onPlace: (target: string) => void;
  disabled: boolean;
  winning: number | null;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();

  const label = (target: string) => {
    const [kind, arg = ''] = target.split(':');
    if (kind === 'straight') {
      const n = Number(arg);
      return t('house.roulette.number', { number: n, color: t(`house.roulette.colors.${pocketColor(n)}`) });
    }
    if (kind === 'dozen') return t('house.roulette.dozen', { n: arg });
    if (kind === 'column') return t('house.roulette.column', { n: arg });
    return t(`house.roulette.targets.${kind}`);
  };

  const cell = (target: string, text: string, className: string) => {
    const chips = bets[target] ?? 0;
    const won = winning !== null && coveredNumbers(target).includes(winning);
    const description =
      chips > 0 ? `${label(target)}, ${t('house.roulette.chips', { amount: money(chips) })}` : label(target);
    return (
      <button
        key={target}
        type="button"
        disabled={disabled}
        onClick={() => onPlace(target)}
        aria-label={description}
        className={`relative flex min-h-11 items-center justify-center rounded font-bold text-white disabled:cursor-not-allowed ${className} ${
          won ? 'ring-4 ring-accent' : ''
        }`}
      >
        {text}
        {chips > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 rounded-full bg-accent px-1.5 text-[0.65rem] font-bold text-surface"
          >
            {money(chips)}
          </span>
        ) : null}
      </button>
    );
  };

  return (
    <fieldset className="w-full min-w-0 overflow-x-auto">
      <legend className="sr-only">{t('house.roulette.board')}</legend>
      <div className="grid min-w-[40rem] grid-cols-[3rem_repeat(12,minmax(0,1fr))_4rem] gap-1">
        <div className="row-span-3 grid">{cell('straight:0', '0', COLOR_CLASS.green)}</div>
        {BOARD_ROWS.map((row, r) => [
          ...row.map((n) => cell(`straight:${n}`, String(n), COLOR_CLASS[pocketColor(n)])),
          cell(COLUMN_TARGETS[r] as string, t('house.roulette.columnShort'), 'bg-surface-3'),
        ])}
        <div />
        {DOZEN_TARGETS.map((target, i) => (
          <div key={target} className="col-span-4 grid">
            {cell(
              target,
              t('house.roulette.dozenShort', { from: i * 12 + 1, to: i * 12 + 12 }),
              'bg-surface-3',
            )}
          </div>
        ))}
        <div />
        <div />
        {OUTSIDE_TARGETS.map((target) => (
          <div key={target} className="col-span-2 grid">
            {cell(
              target,
              t(`house.roulette.targets.${target}`),
              target === 'red' ? COLOR_CLASS.red : target === 'black' ? COLOR_CLASS.black : 'bg-surface-3',
            )}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
