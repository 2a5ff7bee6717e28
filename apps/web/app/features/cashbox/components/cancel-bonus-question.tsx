import type { ReactNode } from 'react';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { useCurrencies } from '~/shared/site/get-currencies.ts';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useBonusCancelInfo } from '../api/bonus-cancel-info.ts';
import { usePlayerBonuses } from '../api/player-bonuses.ts';
import { majorUnitsToCents, wageringGift } from '../model/cancel-bonus.ts';

/**
 * Asked when a withdrawal is refused because a bonus still wagers: what cancelling it forfeits
 * (the bonus balance and its winnings) and what may then be withdrawn. Confirming sends the
 * same withdrawal again with the gift's id as `cancel_bonus_id`; nothing is sent before.
 */
export function CancelBonusQuestion({
  currency,
  busy,
  onConfirm,
  onKeep,
}: {
  currency: string;
  busy: boolean;
  onConfirm: (giftId: number) => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const info = currencyInfo(currency, useCurrencies());
  const gifts = usePlayerBonuses();
  const gift = gifts.data ? wageringGift(gifts.data, currency) : null;
  const cancelInfo = useBonusCancelInfo(gift?.id ?? null);
  const amount = (text: string) => {
    const cents = majorUnitsToCents(text, info.subunits_to_unit);
    return cents === null ? `${text} ${currency}` : formatMoney(cents, info, locale);
  };

  const keep = (
    <Button variant="secondary" onClick={onKeep}>
      {t('cashbox.cancel_bonus.keep')}
    </Button>
  );
  let body: ReactNode;
  if (gifts.isError || cancelInfo.isError) body = <FormError message={t('cashbox.errors.load')} />;
  else if (gifts.data && !gift) body = <p>{t('cashbox.cancel_bonus.none')}</p>;
  else if (!gift || !cancelInfo.data) body = <p role="status">{t('cashbox.loading')}</p>;
  else {
    const data = cancelInfo.data;
    body = (
      <>
        <p>{t('cashbox.cancel_bonus.intro', { title: gift.title })}</p>
        <dl className="divide-y divide-surface-2 rounded-lg bg-surface-2 px-3" data-testid="cancel-info">
          {(
            [
              ['cashbox.cancel_bonus.bonus_balance', data.bonus_balance],
              ['cashbox.cancel_bonus.bonus_winnings', data.bonus_winnings],
              ['cashbox.cancel_bonus.withdrawable', data.total_withdrawal_amount],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
              <dt className="text-sm text-ink-muted">{t(label)}</dt>
              <dd className="font-semibold tabular-nums">{amount(value)}</dd>
            </div>
          ))}
        </dl>
      </>
    );
  }
  return (
    <section
      role="alertdialog"
      aria-label={t('cashbox.cancel_bonus.title')}
      className="flex flex-col gap-3 rounded-lg border border-accent bg-surface-3 p-3"
      data-testid="cancel-bonus"
    >
      <h3 className="font-semibold">{t('cashbox.cancel_bonus.title')}</h3>
      {body}
      <div className="flex flex-wrap gap-2">
        {gift && cancelInfo.data ? (
          <Button variant="danger" loading={busy} onClick={() => onConfirm(gift.id)}>
            {t('cashbox.cancel_bonus.confirm')}
          </Button>
        ) : null}
        {keep}
      </div>
    </section>
  );
}
