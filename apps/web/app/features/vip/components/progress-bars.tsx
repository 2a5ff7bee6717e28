import type { VipProgress } from '@orbit/contract';
import { useId } from 'react';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney, numberFormat } from '~/shared/money.ts';
import { useCurrencies } from '~/shared/site/get-currencies.ts';
import { quarterEndDate, share } from '../model/statuses.ts';

/** One bar: its label, what it shows in words, and its share as a progress bar. */
function Bar({ label, text, value, testId }: { label: string; text: string; value: number; testId: string }) {
  const id = useId();
  const percent = Math.round(value * 1000) / 10;
  return (
    <div className="flex flex-col gap-1" data-testid={testId}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={id} className="font-semibold">
          {label}
        </span>
        <span className="text-ink-muted tabular-nums">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-3 overflow-hidden rounded-full bg-surface-3"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/**
 * This quarter's bars in the player's currency: deposits and real-money bets towards the next
 * status's thresholds, and both together; when the quarter's sums reset.
 */
export function ProgressBars({ progress, nextName }: { progress: VipProgress; nextName: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const info = currencyInfo(progress.currency, useCurrencies());
  const money = (cents: number) => formatMoney(cents, info, locale);
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const resetsOn = quarterEndDate(progress.quarterEndsAt, locale);
  return (
    <div className="flex flex-col gap-4" data-testid="vip-progress">
      <h3 className="text-lg font-semibold">{t('vip.progress.title', { status: nextName })}</h3>
      <Bar
        testId="vip-bar-deposits"
        label={t('vip.progress.deposits')}
        text={t('vip.progress.amount', {
          amount: money(progress.depositAmountCents),
          threshold: money(progress.depositThresholdCents),
        })}
        value={share(progress.depositAmountCents, progress.depositThresholdCents)}
      />
      <Bar
        testId="vip-bar-bets"
        label={t('vip.progress.bets')}
        text={t('vip.progress.amount', {
          amount: money(progress.betSumCents),
          threshold: money(progress.betSumThresholdCents),
        })}
        value={share(progress.betSumCents, progress.betSumThresholdCents)}
      />
      <Bar
        testId="vip-bar-overall"
        label={t('vip.progress.overall')}
        text={percent.format(progress.overallProgress / 100)}
        value={progress.overallProgress / 100}
      />
      <p className="text-sm text-ink-muted">{t('vip.progress.both_needed')}</p>
      <p className="text-sm text-ink-muted" data-testid="vip-resets">
        {t('vip.progress.resets', { date: resetsOn })}
      </p>
    </div>
  );
}
