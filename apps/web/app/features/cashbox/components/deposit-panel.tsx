import {
  type AvailableOffer,
  type DepositBody,
  isCryptoCurrency,
  type PaymentMethod,
  type Player,
} from '@orbit/contract';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { bonusFieldErrors, DepositOffers, offerTitle } from '~/features/promotions/index.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { cashboxHref } from '~/shared/cashbox-links.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { moneyInputText, parseMoneyInput } from '~/shared/money-input.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { Button } from '~/shared/ui/button.tsx';
import { CheckboxField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { submitFailure, useFormErrors } from '~/shared/ui/form-errors.ts';
import { useCryptoAddress, useStartDeposit } from '../api/deposit.ts';
import { passesFraudCheck } from '../api/fraud-check.ts';
import { useMethodFields, usePaymentMethods } from '../api/methods.ts';
import { useCashboxPresets } from '../api/presets.ts';
import { methodFieldProblems, paymentRequest } from '../model/method-fields.ts';
import { MethodFieldInputs, SavedProfileChoice } from './method-form-fields.tsx';
import { MethodPicker } from './method-picker.tsx';

/** The one-tap amounts, in a chunk of their own (see amount-presets.tsx). */
const AmountPresets = lazy(() => import('~/shared/ui/amount-presets.tsx'));

/**
 * Which deposit the cashbox opened: the plain one, the bonus one (`/deposit-bonus`: the offers
 * come first) or the one-click one (`/deposit-fast`: only methods with a saved card or account,
 * one already chosen).
 */
export type DepositKind = 'plain' | 'bonus' | 'one-click';

/**
 * The cashbox's deposit: a crypto player gets the own address of the coin with its
 * QR code; a fiat player picks a method, fills its fields (checked with the form rules before
 * sending) and goes on to the provider's confirmation page.
 */
export function DepositPanel({ kind = 'plain' }: { kind?: DepositKind }) {
  const { player } = usePlayer();
  if (!player) return null;
  return isCryptoCurrency(player.currency) ? (
    <CryptoDeposit currency={player.currency} />
  ) : (
    <FiatDeposit player={player} kind={kind} />
  );
}

function CryptoDeposit({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const address = useCryptoAddress(currency);
  if (address.isError) return <FormError message={t('cashbox.errors.load')} />;
  if (!address.data) return <p role="status">{t('cashbox.loading')}</p>;
  const { data } = address;
  return (
    <section className="flex flex-col items-center gap-3 text-center" data-testid="crypto-deposit">
      <p>{t('cashbox.crypto.about', { currency })}</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.qr_svg)}`}
        alt={t('cashbox.crypto.qr', { currency })}
        className="size-48 rounded-lg bg-white p-2"
      />
      <p className="text-sm text-ink-muted">{t('cashbox.crypto.address', { currency })}</p>
      <output className="break-all font-mono" data-testid="crypto-address">
        {data.address}
      </output>
      <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(data.address)}>
        {t('cashbox.crypto.copy')}
      </Button>
      <p className="text-sm text-ink-muted">{t('cashbox.crypto.credit')}</p>
    </section>
  );
}

/**
 * The bonus deposit's choice: the offers first; then the deposit, naming the offer taken (or none).
 * `null` while the player chooses.
 */
type BonusChoice = { offer: AvailableOffer | null } | null;

function FiatDeposit({ player, kind }: { player: Player; kind: DepositKind }) {
  const { t } = useTranslation();
  const location = useLocation();
  const currency = player.currency;
  const methods = usePaymentMethods('deposit', currency);
  const [chosen, setChosen] = useState<string | null>(null);
  const [choice, setChoice] = useState<BonusChoice>(null);
  if (kind === 'bonus' && choice === null)
    return (
      <DepositOffers
        player={player}
        onTake={(offer) => setChoice({ offer })}
        onSkip={() => setChoice({ offer: null })}
      />
    );
  if (methods.isError) return <FormError message={t('cashbox.errors.load')} />;
  if (!methods.data) return <p role="status">{t('cashbox.loading')}</p>;
  const all = methods.data.methods;
  const list = kind === 'one-click' ? all.filter((m) => m.savedProfiles.length > 0) : all;
  if (all.length === 0) return <p>{t('cashbox.no_methods')}</p>;
  if (list.length === 0)
    return (
      <p data-testid="one-click-none">
        {t('cashbox.one_click.none')}{' '}
        <Link to={cashboxHref(location, 'deposit')} className="font-semibold text-brand underline">
          {t('cashbox.one_click.full')}
        </Link>
      </p>
    );
  const method = list.find((m) => m.id === chosen) ?? list[0]!;
  const offer = choice?.offer ?? null;
  return (
    <div className="flex flex-col gap-4">
      <MethodPicker methods={list} chosen={method} onChoose={setChosen} />
      <DepositForm
        key={method.id}
        method={method}
        currency={currency}
        offer={offer}
        onDropOffer={() => setChoice({ offer: null })}
        onChooseOffer={kind === 'bonus' ? () => setChoice(null) : undefined}
      />
    </div>
  );
}

function DepositForm({
  method,
  currency,
  offer = null,
  onDropOffer,
  onChooseOffer,
}: {
  method: PaymentMethod;
  currency: string;
  /** The deposit offer taken: sent as `bonus_id`. */
  offer?: AvailableOffer | null;
  onDropOffer?: () => void;
  /** Back to the offers (the bonus deposit only). */
  onChooseOffer?: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const { player } = usePlayer();
  const [profileId, setProfileId] = useState(method.savedProfiles[0]?.id ?? null);
  const fields = useMethodFields('deposit', currency, method.id, profileId);
  const start = useStartDeposit();
  const form = useFormErrors({ generic: 'cashbox.errors.deposit' }, 'CashboxOthersForms');
  const [values, setValues] = useState<Record<string, string>>({});
  const [amount, setAmount] = useState<string | null>(null);
  const [save, setSave] = useState(false);
  const info = currencyInfo(currency, undefined);
  const presets = useCashboxPresets(currency).data;

  if (fields.isError) return <FormError message={t('cashbox.errors.load')} />;
  if (!fields.data) return <p role="status">{t('cashbox.loading')}</p>;
  const { amountField, methodFields } = fields.data;
  const amountValue = amount ?? moneyInputText(amountField.default_cents, info.subunits_to_unit);
  const money = (cents: number) => formatMoney(cents, info, locale);
  const savable = profileId === null && (method.type === 'cards' || method.type === 'bank_transfer');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cents = parseMoneyInput(amountValue, info.subunits_to_unit);
    const problems = methodFieldProblems(methodFields, values, currency, new Date());
    if (cents === null) problems.amount_cents = ['cashbox.errors.amount'];
    else if (cents < amountField.min_cents || cents > amountField.max_cents)
      problems.amount_cents = ['cashbox.errors.amount_range'];
    if (!form.check(problems) || cents === null) return;
    const body = paymentRequest(method.id, cents, currency, methodFields, values) as DepositBody;
    if (profileId !== null) body.saved_profile_id = profileId;
    else if (savable && save) body.save_profile = true;
    if (offer) body.bonus_id = offer.id;
    // The fraud check first.
    if (!(await passesFraudCheck(api, player, 'transaction', body))) {
      form.show({}, 'cashbox.errors.refused');
      return;
    }
    start.mutate(body, {
      onSuccess: (started) => {
        if (started.redirect_url) window.location.assign(started.redirect_url);
      },
      // A 422 on the offer (`bonuses.offer_not_available`) reads as the promotions' message.
      onError: (error) => {
        const failure = submitFailure(error, { generic: 'cashbox.errors.deposit' });
        form.show(bonusFieldErrors(failure.fields), failure.base);
      },
    });
  };

  // The range message names the method's bounds; the other messages are the form's own.
  const amountError =
    form.errors.amount_cents?.[0] === 'cashbox.errors.amount_range'
      ? t('cashbox.errors.amount_range', {
          min: money(amountField.min_cents),
          max: money(amountField.max_cents),
        })
      : form.fieldError('amount_cents');

  return (
    <form
      ref={form.form}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3"
      data-testid="deposit-form"
    >
      <TextField
        label={t('cashbox.amount', { currency })}
        hint={t('cashbox.range', { min: money(amountField.min_cents), max: money(amountField.max_cents) })}
        inputMode="decimal"
        autoComplete="off"
        value={amountValue}
        onChange={(event) => setAmount(event.target.value)}
        error={amountError}
      />
      <Suspense fallback={null}>
        <AmountPresets
          label={t('cashbox.presets')}
          values={(presets?.amounts_cents ?? []).filter(
            (cents) => cents >= amountField.min_cents && cents <= amountField.max_cents,
          )}
          chosen={parseMoneyInput(amountValue, info.subunits_to_unit)}
          describe={money}
          onChoose={(cents) => setAmount(moneyInputText(cents, info.subunits_to_unit))}
          marked={presets?.popular_cents}
          markLabel={t('cashbox.popular')}
        />
      </Suspense>
      <SavedProfileChoice action="deposit" method={method} chosen={profileId} onChoose={setProfileId} />
      <MethodFieldInputs
        fields={methodFields}
        values={values}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        errorOf={form.fieldError}
      />
      {savable ? (
        <CheckboxField
          label={t('cashbox.save_profile')}
          checked={save}
          onChange={(event) => setSave(event.target.checked)}
        />
      ) : null}
      {offer ? (
        <ChosenOffer offer={offer} error={form.fieldError('bonus_id')} onDrop={onDropOffer} />
      ) : onChooseOffer ? (
        <p className="text-sm text-ink-muted" data-testid="no-bonus-chosen">
          {t('cashbox.bonus.without')}{' '}
          <button type="button" className="font-semibold text-brand underline" onClick={onChooseOffer}>
            {t('cashbox.bonus.choose')}
          </button>
        </p>
      ) : null}
      <p className="text-sm text-ink-muted">{t('cashbox.fee_free')}</p>
      <Button type="submit" disabled={start.isPending || start.isSuccess}>
        {t('cashbox.deposit')}
      </Button>
      {form.baseError ? <FormError message={form.baseError} /> : null}
    </form>
  );
}

/** The offer the deposit takes, with a way to drop it and the server's refusal of it, if any. */
function ChosenOffer({
  offer,
  error,
  onDrop,
}: {
  offer: AvailableOffer;
  error: string | null;
  onDrop?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-surface-3 p-3 text-sm" data-testid="chosen-offer">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span>{t('cashbox.bonus.chosen', { title: offerTitle(offer) })}</span>
        {onDrop ? (
          <button type="button" className="font-semibold text-brand underline" onClick={onDrop}>
            {t('cashbox.bonus.drop')}
          </button>
        ) : null}
      </p>
      {error ? (
        <p role="alert" className="text-danger" data-testid="bonus-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
