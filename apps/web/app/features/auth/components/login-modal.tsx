import {
  AUTH_PROVIDER_ERROR_PARAM,
  AUTH_PROVIDER_ERRORS,
  email as emailRule,
  required,
  SECOND_FACTOR_PARAM,
} from '@orbit/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isRestrictionCode } from '~/features/guards/index.ts';
import { ApiError } from '~/shared/api/client.ts';
import { deviceFingerprint } from '~/shared/fingerprint.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { type FieldErrorMap, submitFailure, useFormErrors } from '~/shared/ui/form-errors.ts';
import { needsSecondFactor, useSignIn, useSubmitOneTimeCode } from '../api/sign-in.ts';
import { AUTH_FAILURES } from '../model/form-errors.ts';
import { useCaptcha } from './captcha.tsx';
import { ProviderButtons } from './provider-buttons.tsx';
import { RestrictedNotice } from './restricted-notice.tsx';
import { UnplacedErrors } from './unplaced-errors.tsx';
import { useModalNavigation } from './use-modal-navigation.ts';

/** Sign-in: credentials, then a one-time code when the account has 2FA, then the profile loads. */
export function LoginModalBody({ restricted }: { restricted: boolean }) {
  const { close, search } = useModalNavigation();
  // Back from a provider: its refusal to show, or its player's second factor to ask for.
  const [step, setStep] = useState<'password' | 'otp'>(search.get(SECOND_FACTOR_PARAM) ? 'otp' : 'password');
  const [refused, setRefused] = useState(false);
  const [notice, setNotice] = useState<string | null>(() => providerRefusal(search));
  if (restricted || refused) return <RestrictedNotice kind="login" onClose={close} />;
  if (step === 'otp')
    return (
      <OneTimeCodeStep
        onBack={(reason) => {
          setNotice(reason);
          setStep('password');
        }}
      />
    );
  return (
    <>
      <PasswordStep
        notice={notice}
        onSecondFactor={() => setStep('otp')}
        onRestricted={() => setRefused(true)}
      />
      <ProviderButtons />
    </>
  );
}

/** The provider refusal the URL names, if it is one the contract knows. */
function providerRefusal(search: URLSearchParams): string | null {
  const key = search.get(AUTH_PROVIDER_ERROR_PARAM);
  return (AUTH_PROVIDER_ERRORS as readonly (string | null)[]).includes(key) ? key : null;
}

function PasswordStep({
  notice,
  onSecondFactor,
  onRestricted,
}: {
  notice: string | null;
  onSecondFactor: () => void;
  onRestricted: () => void;
}) {
  const { t } = useTranslation();
  const { form, errors, fieldError, baseError, check, show } = useFormErrors(AUTH_FAILURES, 'LoginForm');
  const signIn = useSignIn();
  const captcha = useCaptcha();
  const { finishSignIn, hrefOf } = useModalNavigation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void deviceFingerprint();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    const found: FieldErrorMap = {};
    const emailError = required(trimmed) ?? emailRule(trimmed);
    if (emailError) found.email = [emailError];
    if (password === '') found.password = ['validation.required'];
    if (!check(found)) return;
    setBusy(true);
    try {
      const [dfpc, token] = await Promise.all([deviceFingerprint(), captcha.getToken()]);
      const answer = await signIn.mutateAsync({ email: trimmed, password, dfpc, captcha: token });
      if (needsSecondFactor(answer)) onSecondFactor();
      else await finishSignIn();
    } catch (error) {
      const failure = submitFailure(error, AUTH_FAILURES);
      if (isRestrictionCode('login', failure.code)) return onRestricted();
      show(failure.fields, failure.base);
      captcha.renew();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="login-form">
      {notice ? (
        <p role="status" className="text-sm text-accent">
          {t(notice)}
        </p>
      ) : null}
      <FormError message={baseError} testId="login-error" />
      <TextField
        label={t('auth.fields.email')}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldError('email')}
        data-autofocus
      />
      <TextField
        label={t('auth.fields.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldError('password')}
      />
      <Link to={hrefOf('remind')} preventScrollReset className="self-end text-sm underline">
        {t('auth.login.forgot')}
      </Link>
      {captcha.element}
      <UnplacedErrors errors={errors} shown={['email', 'password']} />
      <Button type="submit" block loading={busy}>
        {t('auth.login.submit')}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        {t('auth.login.no_account')}{' '}
        <Link to={hrefOf('registration')} preventScrollReset className="font-semibold text-ink underline">
          {t('auth.login.to_registration')}
        </Link>
      </p>
    </form>
  );
}

/** The second step: a 6-digit code from the authenticator app. */
function OneTimeCodeStep({ onBack }: { onBack: (notice: string | null) => void }) {
  const { t } = useTranslation();
  const { form, errors, fieldError, baseError, check, show } = useFormErrors(AUTH_FAILURES, 'LoginForm');
  const submit = useSubmitOneTimeCode();
  const { finishSignIn } = useModalNavigation();
  const [code, setCode] = useState('');
  const codeField = useRef<HTMLInputElement>(null);

  // The step replaces the password form inside the open modal: focus moves to the code.
  useEffect(() => codeField.current?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.replace(/\s/g, '');
    const problem = value === '' ? 'validation.required' : /^\d{6}$/.test(value) ? null : 'auth.invalid_otp';
    if (!check(problem ? { otp_attempt: [problem] } : {})) return;
    try {
      await submit.mutateAsync(value);
      await finishSignIn();
    } catch (error) {
      // The pending session is gone (expired or too many tries): start again with the password.
      if (error instanceof ApiError && error.status === 401) return onBack('auth.otp.expired');
      const failure = submitFailure(error, AUTH_FAILURES);
      const { otp_attempt, ...rest } = failure.fields;
      const fieldKey = otp_attempt?.[0] ?? (failure.base === 'auth.invalid_otp' ? failure.base : null);
      const fields: FieldErrorMap = fieldKey ? { otp_attempt: [fieldKey], ...rest } : rest;
      show(fields, fieldKey === failure.base ? null : failure.base);
    }
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="otp-form">
      <p className="text-ink-muted">{t('auth.otp.intro')}</p>
      <FormError message={baseError} testId="otp-error" />
      <TextField
        label={t('auth.fields.otp')}
        ref={codeField}
        name="otp_attempt"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={fieldError('otp_attempt')}
        data-autofocus
      />
      <UnplacedErrors errors={errors} shown={['otp_attempt']} />
      <Button type="submit" block loading={submit.isPending}>
        {t('auth.otp.submit')}
      </Button>
      <Button variant="ghost" onClick={() => onBack(null)}>
        {t('auth.otp.back')}
      </Button>
    </form>
  );
}
