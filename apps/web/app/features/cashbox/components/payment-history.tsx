import { type Payment, PaymentAction } from '@orbit/contract';
import { useState } from 'react';
import { useChannel } from '~/features/realtime/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { Button } from '~/shared/ui/button.tsx';
import { SelectField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { usePaymentHistory, useRecallPayment, useRefreshPayments } from '../api/payments.ts';

/**
 * The player's payments, newest first, 20 at a time: date, type, method, amount and
 * state; a pending withdrawal has its Recall button. It shows all payments, or only deposits or
 * withdrawals. Live: the `payments_changes` channel asks the history again.
 */
export function PaymentHistory() {
  const { t } = useTranslation();
  const [type, setType] = useState<PaymentAction | null>(null);
  const history = usePaymentHistory(type);
  const refresh = useRefreshPayments();
  const recall = useRecallPayment();
  useChannel('payments_changes', refresh);

  if (history.isError) return <FormError message={t('cashbox.errors.load')} />;
  if (!history.data) return <p role="status">{t('cashbox.loading')}</p>;
  const payments = history.data.pages.flatMap((page) => page.data);
  return (
    <section aria-labelledby="payment-history-title" className="flex flex-col gap-3">
      <h3 id="payment-history-title" className="font-semibold">
        {t('payments.history.title')}
      </h3>
      <SelectField
        label={t('payments.history.show')}
        className="max-w-xs"
        value={type ?? ''}
        options={[
          { value: '', label: t('payments.history.all') },
          ...PaymentAction.options.map((action) => ({
            value: action,
            label: t(`payments.history.only.${action}`),
          })),
        ]}
        onChange={(event) => {
          const chosen = PaymentAction.safeParse(event.target.value);
          setType(chosen.success ? chosen.data : null);
        }}
      />
      {payments.length === 0 ? (
        <p>{t('payments.history.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="payment-history">
            <caption className="sr-only">{t('payments.history.title')}</caption>
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('payments.history.date')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('payments.history.type')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('payments.history.method')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('payments.history.amount')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('payments.history.state')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">{t('payments.history.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <PaymentRow
                  key={payment.id}
                  payment={payment}
                  recalling={recall.isPending && recall.variables === payment.id}
                  onRecall={() => recall.mutate(payment.id)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {recall.isError ? <FormError message={t('payments.not_recallable')} /> : null}
      {history.hasNextPage ? (
        <Button
          variant="secondary"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t('payments.history.more')}
        </Button>
      ) : null}
    </section>
  );
}

function PaymentRow({
  payment,
  recalling,
  onRecall,
}: {
  payment: Payment;
  recalling: boolean;
  onRecall: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(payment.created_at),
  );
  return (
    <tr className="border-t border-surface-3">
      <td className="py-2 pr-3 whitespace-nowrap">
        <time dateTime={payment.created_at}>{date}</time>
      </td>
      <td className="py-2 pr-3">{t(`payments.history.types.${payment.action}`)}</td>
      <td className="py-2 pr-3">
        {t(`payments.methods.${payment.brand}`, { defaultValue: payment.system_name || payment.brand })}
      </td>
      <td className="py-2 pr-3 text-right tabular-nums">
        {formatMoney(payment.amount_cents, currencyInfo(payment.currency, undefined), locale)}
      </td>
      <td className="py-2 pr-3">
        {t(`payments.states.${payment.state}`)}
        {payment.decline_reason ? (
          <span className="block max-w-64 text-xs text-ink-muted">
            {t('payments.history.decline_reason', { reason: payment.decline_reason })}
          </span>
        ) : null}
      </td>
      <td className="py-2">
        {payment.recallable ? (
          <Button variant="secondary" disabled={recalling} onClick={onRecall}>
            {t('payments.recall')}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
