import { useId } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { stepStake } from '../model/stake.ts';
import { useHouseFrame } from './frame-context.tsx';

/** The stake of the next play: − / + through the 1-2-5 steps, or any step from the list. */
export function StakeSelector({ label, disabled = false }: { label?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const { steps, stake, setStake, money, busy } = useHouseFrame();
  const id = useId();
  const off = disabled || busy;
  const first = steps[0] ?? 0;
  const last = steps[steps.length - 1] ?? 0;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-ink-muted">
        {label ?? t('house.stake.label')}
      </label>
      <button
        type="button"
        className="size-11 rounded-lg bg-surface-3 text-xl font-bold disabled:opacity-50"
        aria-label={t('house.stake.decrease')}
        disabled={off || stake <= first}
        onClick={() => setStake(stepStake(steps, stake, -1))}
      >
        −
      </button>
      <select
        id={id}
        className="min-h-11 rounded-lg border border-surface-3 bg-surface-2 px-3 font-semibold tabular-nums"
        value={stake}
        disabled={off}
        onChange={(event) => setStake(Number(event.target.value))}
      >
        {steps.map((step) => (
          <option key={step} value={step}>
            {money(step)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="size-11 rounded-lg bg-surface-3 text-xl font-bold disabled:opacity-50"
        aria-label={t('house.stake.increase')}
        disabled={off || stake >= last}
        onClick={() => setStake(stepStake(steps, stake, 1))}
      >
        +
      </button>
    </div>
  );
}
