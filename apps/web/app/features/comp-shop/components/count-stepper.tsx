import { useId } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';

const stepButton =
  'inline-flex size-11 items-center justify-center rounded-lg bg-surface-3 text-xl font-bold disabled:cursor-not-allowed disabled:opacity-50';

/** How many to buy: − / + and a number field, kept between 1 and `max`. */
export function CountStepper({
  value,
  max,
  disabled = false,
  onChange,
}: {
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-ink-muted">
        {t('comp.purchase.count')}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepButton}
          aria-label={t('comp.purchase.decrease')}
          aria-controls={id}
          disabled={disabled || value <= 1}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(Number(event.target.value))}
          className="min-h-11 w-20 rounded-lg border border-surface-3 bg-surface px-3 text-center font-semibold tabular-nums"
          data-testid="comp-purchase-count"
        />
        <button
          type="button"
          className={stepButton}
          aria-label={t('comp.purchase.increase')}
          aria-controls={id}
          disabled={disabled || value >= max}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
        <span className="text-sm text-ink-muted">{t('comp.purchase.max', { count: max })}</span>
      </div>
    </div>
  );
}
