import { useShellPlayer } from '~/features/shell/hooks/use-shell-player.ts';
import { currencyInfo, formatMoney } from '~/features/shell/model/money.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { PaymentHistory } from './payment-history.tsx';

/** The cashbox's dashboard (`/cashbox`, `/dashboard`): the active account's balances and the history. */
export function CashboxDashboard() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const shellPlayer = useShellPlayer();
  if (!shellPlayer) return null;
  const { account, currencies } = shellPlayer;
  const money = (cents: number) =>
    account ? formatMoney(cents, currencyInfo(account.currency, currencies), locale) : '—';
  return (
    <div className="flex flex-col gap-6">
      {account ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="cashbox-balances">
          <div className="rounded-lg bg-surface-3 p-3">
            <dt className="text-sm text-ink-muted">{t('payments.balance.total')}</dt>
            <dd className="text-lg font-semibold tabular-nums">{money(account.amount_cents)}</dd>
          </div>
          <div className="rounded-lg bg-surface-3 p-3">
            <dt className="text-sm text-ink-muted">{t('payments.balance.real')}</dt>
            <dd className="text-lg font-semibold tabular-nums">
              {money(account.available_to_cashout_cents)}
            </dd>
          </div>
          <div className="rounded-lg bg-surface-3 p-3">
            <dt className="text-sm text-ink-muted">{t('payments.balance.bonus')}</dt>
            <dd className="text-lg font-semibold tabular-nums">
              {money(account.amount_cents - account.available_to_cashout_cents)}
            </dd>
          </div>
        </dl>
      ) : (
        <p role="status">{t('cashbox.loading')}</p>
      )}
      <PaymentHistory />
    </div>
  );
}
