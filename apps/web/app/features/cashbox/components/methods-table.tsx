import type { PaymentAction, PaymentMethod } from '@orbit/contract';
import { useState } from 'react';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useCurrencies } from '~/shared/site/get-currencies.ts';
import { SelectField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { usePaymentMethods } from '../api/methods.ts';
import { methodTitle } from '../model/method-fields.ts';

/**
 * The payment methods table: per currency, the deposit and the withdrawal methods with
 * their range, fee and processing time — a player's own, a visitor's country's. The currency
 * starts as the visitor's.
 */
export function MethodsTablePage() {
  const { t } = useTranslation();
  const { data } = usePlayer();
  const currencies = useCurrencies();
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = chosen ?? data?.currency ?? '';
  const codes = [...new Set([currency, ...currencies.filter((c) => c.enabled).map((c) => c.code)])].filter(
    Boolean,
  );
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-bold">{t('payments.methods_table.title')}</h1>
      <SelectField
        label={t('payments.methods_table.currency')}
        className="max-w-xs"
        value={currency}
        options={codes.map((code) => ({ value: code, label: code }))}
        onChange={(event) => setChosen(event.target.value)}
      />
      {currency ? (
        <>
          <MethodsTable action="deposit" currency={currency} />
          <MethodsTable action="cashout" currency={currency} />
        </>
      ) : null}
    </main>
  );
}

function MethodsTable({ action, currency }: { action: PaymentAction; currency: string }) {
  const { t } = useTranslation();
  const methods = usePaymentMethods(action, currency);
  const title = t(`payments.methods_table.${action}`);
  if (methods.isError) return <FormError message={t('cashbox.errors.load')} />;
  if (!methods.data) return <p role="status">{t('cashbox.loading')}</p>;
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {methods.data.methods.length === 0 ? (
        <p>{t('payments.methods_table.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid={`methods-${action}`}>
            <caption className="sr-only">{title}</caption>
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('payments.methods_table.method')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('payments.methods_table.min')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('payments.methods_table.max')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('payments.methods_table.fee')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('payments.methods_table.time')}
                </th>
              </tr>
            </thead>
            <tbody>
              {methods.data.methods.map((method) => (
                <MethodRow key={method.id} method={method} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function MethodRow({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const info = currencyInfo(method.currency, undefined);
  const free = method.fee.percent === 0 && method.fee.fixed_cents === 0;
  const fee = free
    ? t('payments.methods_table.free')
    : [
        method.fee.percent ? `${method.fee.percent}%` : '',
        method.fee.fixed_cents ? formatMoney(method.fee.fixed_cents, info, locale) : '',
      ]
        .filter(Boolean)
        .join(' + ');
  return (
    <tr className="border-t border-surface-3">
      <th scope="row" className="py-2 pr-3 font-medium">
        {methodTitle(t, method)}
      </th>
      <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(method.min_cents, info, locale)}</td>
      <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(method.max_cents, info, locale)}</td>
      <td className="py-2 pr-3">{fee}</td>
      <td className="py-2">
        {method.processingTime === 'instant' ? t('payments.methods_table.instant') : method.processingTime}
      </td>
    </tr>
  );
}
