import type { PaymentMethod, PaymentStarted, WithdrawalBody } from '@orbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '~/shared/api/provider.tsx';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { moneyInputText, parseMoneyInput } from '~/shared/money-input.ts';
import { useAccounts } from '~/shared/player/get-accounts.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useCurrencies } from '~/shared/site/get-currencies.ts';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { firstError, useFormErrors } from '~/shared/ui/form-errors.ts';
import { passesFraudCheck } from '../api/fraud-check.ts';
import { useMethodFields, usePaymentMethods } from '../api/methods.ts';
import { useRecallPayment } from '../api/payments.ts';
import { PLAYER_BONUSES_KEY } from '../api/player-bonuses.ts';
import { useStartWithdrawal } from '../api/withdraw.ts';
import { isWageringRefusal } from '../model/cancel-bonus.ts';
import { paymentRequest } from '../model/method-fields.ts';
import { withdrawalProblems } from '../model/withdraw.ts';
import { CancelBonusQuestion } from './cancel-bonus-question.tsx';
import { MethodFieldInputs, SavedProfileChoice } from './method-form-fields.tsx';
import { MethodPicker } from './method-picker.tsx';

/**
 * The cashbox's withdrawal: a cashout method of the player's currency, its fields and
 * an amount never over the money available to cash out. The money is reserved at once; the
 * pending withdrawal can be recalled until it is approved.
 */
export function WithdrawPanel() {
  const { player } = usePlayer();
  return player ? <Withdraw currency={player.currency} /> : null;
}

function Withdraw({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const accounts = useAccounts(true);
  const methods = usePaymentMethods('cashout', currency);
  const [chosen, setChosen] = useState<string | null>(null);
  const [started, setStarted] = useState<{ payment: PaymentStarted; cents: number } | null>(null);
  if (methods.isError || accounts.isError) return <FormError message={t('cashbox.errors.load')} />;
  if (!methods.data || !accounts.data) return <p role="status">{t('cashbox.loading')}</p>;
  if (started)
    return <PendingWithdrawal payment={started.payment} cents={started.cents} currency={currency} />;
  const account = accounts.data.find((a) => a.currency === currency);
  const available = account?.available_to_cashout_cents ?? 0;
  const list = methods.data.methods;
  if (list.length === 0) return <p>{t('cashbox.no_methods')}</p>;
  const method = list.find((m) => m.id === chosen) ?? list[0]!;
  return (
    <div className="flex flex-col gap-4">
      <MethodPicker methods={list} chosen={method} onChoose={setChosen} />
      <WithdrawForm
        key={method.id}
        method={method}
        currency={currency}
        available={available}
        onStarted={(payment, cents) => setStarted({ payment, cents })}
      />
    </div>
  );
}

/** The server's refusals of a withdrawal that the verification page resolves. */
const VERIFICATION_REFUSALS = ['payments.verification_required', 'payments.sow_questionnaire_overdue'];

function WithdrawForm({
  method,
  currency,
  available,
  onStarted,
}: {
  method: PaymentMethod;
  currency: string;
  available: number;
  onStarted: (payment: PaymentStarted, cents: number) => void;
}) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const api = useApi();
  const { player } = usePlayer();
  const [profileId, setProfileId] = useState(method.savedProfiles[0]?.id ?? null);
  const fields = useMethodFields('cashout', currency, method.id, profileId);
  const start = useStartWithdrawal();
  const form = useFormErrors({ generic: 'payments.withdraw.failed' }, 'CashboxOthersForms');
  const [values, setValues] = useState<Record<string, string>>({});
  const [amount, setAmount] = useState<string | null>(null);
  const info = currencyInfo(currency, useCurrencies());
  const queryClient = useQueryClient();
  // The withdrawal refused while a bonus wagers: sent again, naming the bonus, once confirmed.
  const [refused, setRefused] = useState<{ body: WithdrawalBody; cents: number } | null>(null);

  if (fields.isError) return <FormError message={t('cashbox.errors.load')} />;
  if (!fields.data) return <p role="status">{t('cashbox.loading')}</p>;
  const { amountField, methodFields } = fields.data;
  const money = (cents: number) => formatMoney(cents, info, locale);
  const max = Math.min(amountField.max_cents, available);
  const amountValue =
    amount ?? moneyInputText(Math.min(amountField.default_cents, Math.max(max, 0)), info.subunits_to_unit);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cents = parseMoneyInput(amountValue, info.subunits_to_unit);
    const limits = {
      min_cents: amountField.min_cents,
      max_cents: amountField.max_cents,
      available_cents: available,
    };
    if (!form.check(withdrawalProblems(methodFields, values, cents, limits, currency, new Date())) || !cents)
      return;
    const body = paymentRequest(method.id, cents, currency, methodFields, values) as WithdrawalBody;
    if (profileId !== null) body.saved_profile_id = profileId;
    // The fraud check first.
    if (!(await passesFraudCheck(api, player, 'payout', body))) {
      form.show({}, 'cashbox.errors.refused');
      return;
    }
    send(body, cents);
  };

  const send = (body: WithdrawalBody, cents: number) =>
    start.mutate(body, {
      onSuccess: (payment) => {
        if (body.cancel_bonus_id !== undefined)
          void queryClient.invalidateQueries({ queryKey: PLAYER_BONUSES_KEY });
        onStarted(payment, cents);
      },
      onError: (error) => {
        if (body.cancel_bonus_id === undefined && isWageringRefusal(error)) {
          form.show({}, null);
          setRefused({ body, cents });
          return;
        }
        setRefused(null);
        form.fail(error);
      },
    });

  const error = (name: string) => {
    const key = form.fieldError(name);
    return key === t('cashbox.errors.amount_range')
      ? t('cashbox.errors.amount_range', {
          min: money(amountField.min_cents),
          max: money(amountField.max_cents),
        })
      : key;
  };

  return (
    <form
      ref={form.form}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3"
      data-testid="withdraw-form"
    >
      <p className="text-sm" data-testid="available-to-cashout">
        {t('payments.withdraw.available', { amount: money(available) })}
      </p>
      <TextField
        label={t('cashbox.amount', { currency })}
        hint={t('cashbox.range', { min: money(amountField.min_cents), max: money(max) })}
        inputMode="decimal"
        autoComplete="off"
        value={amountValue}
        onChange={(event) => setAmount(event.target.value)}
        error={error('amount_cents')}
      />
      {VERIFICATION_REFUSALS.includes(firstError(form.errors, 'amount_cents') ?? '') ? (
        <Link
          to={href('/profile/verification')}
          className="font-semibold underline"
          data-testid="withdraw-verify"
        >
          {t('payments.withdraw.verify_link')}
        </Link>
      ) : null}
      <SavedProfileChoice action="cashout" method={method} chosen={profileId} onChoose={setProfileId} />
      <MethodFieldInputs
        fields={methodFields}
        values={values}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        errorOf={form.fieldError}
      />
      <p className="text-sm text-ink-muted">{t('cashbox.fee_free')}</p>
      {refused ? (
        <CancelBonusQuestion
          currency={currency}
          busy={start.isPending}
          onConfirm={(giftId) => send({ ...refused.body, cancel_bonus_id: giftId }, refused.cents)}
          onKeep={() => setRefused(null)}
        />
      ) : (
        <Button type="submit" disabled={start.isPending}>
          {t('payments.withdraw.submit')}
        </Button>
      )}
      {form.baseError ? <FormError message={form.baseError} /> : null}
    </form>
  );
}

/** The withdrawal just asked for: pending, with its Recall button until it is recalled. */
function PendingWithdrawal({
  payment,
  cents,
  currency,
}: {
  payment: PaymentStarted;
  cents: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const recall = useRecallPayment();
  const amount = formatMoney(cents, currencyInfo(currency, useCurrencies()), locale);
  if (recall.isSuccess)
    return (
      <p role="status" data-testid="withdrawal-recalled">
        {t('payments.withdraw.recalled', { amount })}
      </p>
    );
  return (
    <section className="flex flex-col gap-3" data-testid="withdrawal-pending">
      <p role="status">{t('payments.withdraw.pending', { amount })}</p>
      <Button variant="secondary" disabled={recall.isPending} onClick={() => recall.mutate(payment.id)}>
        {t('payments.recall')}
      </Button>
      {recall.isError ? <FormError message={t('payments.not_recallable')} /> : null}
    </section>
  );
}
