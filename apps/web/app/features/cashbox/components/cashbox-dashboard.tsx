import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { activeAccount, useAccounts } from '~/shared/player/get-accounts.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useCurrencies } from '~/shared/site/get-currencies.ts';
import { PaymentHistory } from './payment-history.tsx';

/** The cashbox's dashboard (`/cashbox`, `/dashboard`): the active account's balances and the history. */
export function CashboxDashboard() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { player } = usePlayer();
  const accounts = useAccounts(player !== null).data ?? [];
  const currencies = useCurrencies(player !== null);
  if (!player) return null;
  const account = activeAccount(accounts, player.currency);
  const money = (cents: number) =>
    account ? formatMoney(cents, currencyInfo(account.currency, currencies), locale) : '—';
  return (
    <div className="flex flex-col gap-6">
      {account ? (
        // One row a figure: every amount fits the popup's width (CA$1,000,000.00 did not fit three columns).
        <dl className="divide-y divide-surface-2 rounded-lg bg-surface-3 px-3" data-testid="cashbox-balances">
          {(
            [
              ['payments.balance.total', account.amount_cents],
              ['payments.balance.real', account.available_to_cashout_cents],
              ['payments.balance.bonus', account.amount_cents - account.available_to_cashout_cents],
            ] as const
          ).map(([label, cents]) => (
            <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
              <dt className="text-sm text-ink-muted">{t(label)}</dt>
              <dd className="font-semibold tabular-nums">{money(cents)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p role="status">{t('cashbox.loading')}</p>
      )}
      <PaymentHistory />
    </div>
  );
}
