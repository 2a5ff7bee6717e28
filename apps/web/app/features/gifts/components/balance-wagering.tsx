import { useId } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useHydrated } from '~/shared/use-hydrated.ts';
import { useBonuses } from '../api/get-bonuses.ts';
import { useGiftMoney } from '../hooks/use-gift-money.ts';
import { wageringProgress } from '../model/gifts.ts';

/** The spec's width of the wagering tooltip, in CSS pixels. */
export const WAGERING_TOOLTIP_WIDTH = 225;

/**
 * The balance dropdown's wagering: wagered ÷ total wagering over the player's currency's bonuses
 * that wager now, floored to whole percent, with a tooltip saying what it means. Nothing when no
 * bonus wagers. Read once the page has hydrated: the dropdown is server-rendered, and a query it
 * started there would keep the gifts page's server-rendered lists from hydrating.
 */
export function BalanceWagering({ currency }: { currency: string }) {
  return useHydrated() ? <Wagering currency={currency} /> : null;
}

function Wagering({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const { money } = useGiftMoney();
  const bonuses = useBonuses(true);
  const tooltipId = useId();
  const progress = wageringProgress(bonuses.data, currency);
  if (!progress) return null;
  return (
    <div className="flex flex-col gap-1 px-3 py-3 text-sm" data-testid="balance-wagering">
      <div className="flex items-center justify-between gap-2">
        <span className="group relative inline-flex items-center gap-1 text-ink-muted">
          {t('gifts.wagering.title')}
          <button
            type="button"
            aria-describedby={tooltipId}
            aria-label={t('gifts.wagering.about')}
            className="grid size-5 place-items-center rounded-full border border-white/20 text-[0.65rem] font-bold hover:text-ink focus-visible:text-ink"
          >
            ?
          </button>
          <span
            id={tooltipId}
            role="tooltip"
            style={{ width: WAGERING_TOOLTIP_WIDTH }}
            className="pointer-events-none invisible absolute top-full left-0 z-10 mt-1 rounded-lg bg-surface p-3 text-xs text-ink opacity-0 shadow-xl transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
          >
            {t('gifts.wagering.tooltip')}
          </span>
        </span>
        <span className="font-semibold tabular-nums" data-testid="balance-wagering-percent">
          {t('gifts.wagering.percent', { percent: progress.percent })}
        </span>
      </div>
      <progress
        className="h-1.5 w-full accent-brand"
        max={100}
        value={progress.percent}
        aria-label={t('gifts.wagering.label')}
      />
      <p className="text-xs text-ink-muted tabular-nums">
        {t('gifts.wagering.amounts', {
          wagered: money(progress.wageredCents, currency),
          total: money(progress.totalCents, currency),
        })}
      </p>
    </div>
  );
}
