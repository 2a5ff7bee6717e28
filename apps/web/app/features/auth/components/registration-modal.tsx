import { isSignedIn, PASSWORD_LENGTH } from '@orbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { isRestrictionCode } from '~/features/guards/index.ts';
import { PlayerFieldInput, useCountries, useCurrencies, usePlayerFields } from '~/features/profile/index.ts';
import { bonusErrorKey } from '~/features/promotions/index.ts';
import { deviceFingerprint } from '~/shared/fingerprint.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { Trans, useTranslation } from '~/shared/i18n/react.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { Button } from '~/shared/ui/button.tsx';
import { CheckboxField, SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { firstError, submitFailure, useFormErrors } from '~/shared/ui/form-errors.ts';
import { useEmailCheck } from '../api/check-email.ts';
import { useRegister } from '../api/register.ts';
import { AUTH_FAILURES } from '../model/form-errors.ts';
import {
  defaultCurrencyOf,
  type RegistrationValues,
  registrationBody,
  registrationFieldNames,
  validateRegistration,
} from '../model/registration.ts';
import { useCaptcha } from './captcha.tsx';
import { ProviderButtons } from './provider-buttons.tsx';
import { RestrictedNotice } from './restricted-notice.tsx';
import { TermsLink } from './terms-link.tsx';
import { UnplacedErrors } from './unplaced-errors.tsx';
import { useModalNavigation } from './use-modal-navigation.ts';

/** The contract's longest bonus code. */
const BONUS_CODE_MAX = 64;

/** Registration: fields of the registration context; success signs the player in. */
export function RegistrationModalBody({ restricted }: { restricted: boolean }) {
  const [refused, setRefused] = useState(false);
  const { close } = useModalNavigation();
  if (restricted || refused) return <RestrictedNotice kind="registration" onClose={close} />;
  return (
    <>
      <RegistrationForm onRestricted={() => setRefused(true)} />
      <ProviderButtons />
    </>
  );
}

function RegistrationForm({ onRestricted }: { onRestricted: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { form, errors, fieldError, baseError, check, show } = useFormErrors(
    AUTH_FAILURES,
    'RegistrationForm',
  );
  const queryClient = useQueryClient();
  const register = useRegister();
  const captcha = useCaptcha();
  const emailCheck = useEmailCheck();
  const { finishSignIn, hrefOf } = useModalNavigation();
  const { data: visitor } = usePlayer();
  const fieldsQuery = usePlayerFields();
  const { data: countries = [] } = useCountries();
  const { data: currencies } = useCurrencies();
  const info = fieldsQuery.data;
  const fields = useMemo(() => registrationFieldNames(info), [info]);
  const specs = useMemo(() => new Map((info?.fields ?? []).map((spec) => [spec.field, spec])), [info]);

  const [values, setValues] = useState<RegistrationValues>({
    email: '',
    password: '',
    country: '',
    currency: '',
    receive_promos: false,
    terms_acceptance: false,
  });
  const [currencyTouched, setCurrencyTouched] = useState(false);
  // The optional bonus code, behind "I have a bonus code" (closed at first).
  const [bonusOpen, setBonusOpen] = useState(false);
  const [bonusCode, setBonusCode] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void deviceFingerprint();
  }, []);

  // The visitor's country (from the guest profile) and its currency are preselected once known.
  const guestCountry = visitor?.country ?? '';
  useEffect(() => {
    if (countries.length === 0) return;
    setValues((current) => {
      if (current.country) return current;
      const country = countries.some((c) => c.code === guestCountry) ? guestCountry : '';
      const currency = current.currency || defaultCurrencyOf(countries, country, visitor?.currency ?? '');
      return { ...current, country, currency };
    });
  }, [countries, guestCountry, visitor?.currency]);

  const currencyCodes = useMemo(() => {
    const codes = (currencies ?? []).filter((c) => c.enabled).map((c) => c.code);
    const chosen = typeof values.currency === 'string' ? values.currency : '';
    return chosen && !codes.includes(chosen) ? [chosen, ...codes] : codes;
  }, [currencies, values.currency]);

  const set = (field: string, value: string | boolean) =>
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'country' && typeof value === 'string' && !currencyTouched) {
        next.currency = defaultCurrencyOf(countries, value, String(current.currency ?? ''));
      }
      return next;
    });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = bonusOpen ? bonusCode.trim() : '';
    const problems = validateRegistration(values, info, fields, new Date());
    if (code.length > BONUS_CODE_MAX) problems.bonus_code = ['validation.too_long'];
    if (!check(problems)) return;
    setBusy(true);
    try {
      const [dfpc, token] = await Promise.all([deviceFingerprint(), captcha.getToken()]);
      const player = await register.mutateAsync({
        ...registrationBody(values, fields),
        ...(code ? { bonus_code: code } : {}),
        locale,
        dfpc,
        captcha: token,
        email: String(values.email).trim(),
        password: String(values.password),
      });
      if (isSignedIn(player)) queryClient.setQueryData(['player'], player);
      await finishSignIn();
    } catch (error) {
      const failure = submitFailure(error, AUTH_FAILURES);
      if (isRestrictionCode('registration', failure.code)) return onRestricted();
      if (failure.fields.bonus_code) setBonusOpen(true);
      show(failure.fields, failure.base);
      captcha.renew();
    } finally {
      setBusy(false);
    }
  };

  const emailVerdict = emailCheck.verdictFor(String(values.email));
  const shown = ['email', 'password', 'currency', 'terms_acceptance', 'bonus_code', ...fields];
  const bonusError = firstError(errors, 'bonus_code');

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      data-testid="registration-form"
    >
      <FormError message={baseError} testId="registration-error" />
      <TextField
        label={t('auth.fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={String(values.email)}
        onChange={(e) => set('email', e.target.value)}
        onBlur={(e) => void emailCheck.check(e.target.value)}
        hint={emailVerdict === 'risky' ? t('auth.registration.email_risky') : undefined}
        error={fieldError('email') ?? (emailVerdict === 'invalid' ? t('validation.email') : null)}
        data-autofocus
      />
      <TextField
        label={t('auth.fields.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        hint={t('auth.registration.password_hint', { min: PASSWORD_LENGTH.minimum })}
        value={String(values.password)}
        onChange={(e) => set('password', e.target.value)}
        error={fieldError('password')}
      />
      {fields
        .filter((field) => field !== 'receive_promos')
        .map((field) => (
          <PlayerFieldInput
            key={field}
            name={field}
            spec={specs.get(field)}
            value={values[field] ?? (specs.get(field)?.type === 'boolean' ? false : '')}
            onChange={(value) => set(field, value)}
            error={firstError(errors, field)}
            countries={countries}
          />
        ))}
      <SelectField
        label={t('auth.fields.currency')}
        name="currency"
        options={currencyCodes.map((code) => ({ value: code, label: code }))}
        placeholder={currencyCodes.length === 0 ? t('profile.personal.choose') : undefined}
        value={String(values.currency)}
        onChange={(e) => {
          setCurrencyTouched(true);
          set('currency', e.target.value);
        }}
        error={fieldError('currency')}
      />
      <CheckboxField
        label={t('auth.registration.receive_promos')}
        name="receive_promos"
        checked={values.receive_promos === true}
        onChange={(e) => set('receive_promos', e.target.checked)}
        error={fieldError('receive_promos')}
      />
      <CheckboxField
        label={<Trans i18nKey="auth.registration.terms" components={{ terms: <TermsLink /> }} />}
        name="terms_acceptance"
        checked={values.terms_acceptance === true}
        onChange={(e) => set('terms_acceptance', e.target.checked)}
        error={fieldError('terms_acceptance')}
      />
      <button
        type="button"
        aria-expanded={bonusOpen}
        className="self-start text-sm font-semibold text-brand underline"
        onClick={() => setBonusOpen((open) => !open)}
      >
        {t('promotions.registration.have_code')}
      </button>
      {bonusOpen ? (
        <TextField
          label={t('promotions.registration.code')}
          name="bonus_code"
          autoComplete="off"
          value={bonusCode}
          onChange={(e) => setBonusCode(e.target.value)}
          error={bonusError ? t(bonusErrorKey(bonusError)) : null}
        />
      ) : null}
      {captcha.element}
      <UnplacedErrors errors={errors} shown={shown} />
      <Button type="submit" block loading={busy}>
        {t('auth.registration.submit')}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        {t('auth.registration.have_account')}{' '}
        <Link to={hrefOf('login')} preventScrollReset className="font-semibold text-ink underline">
          {t('auth.registration.to_login')}
        </Link>
      </p>
    </form>
  );
}
