import { email as emailRule, required } from '@orbit/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRestrictionCode } from '~/features/guards/index.ts';
import { ApiError } from '~/shared/api/client.ts';
import { Button } from '~/shared/ui/button.tsx';
import { focusFirstInvalid, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { needsSecondFactor, useSignIn, useSubmitOneTimeCode } from '../api/sign-in.ts';
import { deviceFingerprint } from '../model/fingerprint.ts';
import { type FieldErrorMap, firstError, hasErrors, submitFailure } from '../model/form-errors.ts';
import { useCaptcha } from './captcha.tsx';
import { RestrictedNotice } from './restricted-notice.tsx';
import { UnplacedErrors } from './unplaced-errors.tsx';
import { useModalNavigation } from './use-modal-navigation.ts';

/** Sign-in (spec 1 §4): credentials, then a one-time code when the account has 2FA, then the profile loads. */
export function LoginModalBody({ restricted }: { restricted: boolean }) {
  const [step, setStep] = useState<'password' | 'otp'>('password');
  const [refused, setRefused] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { close } = useModalNavigation();
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
    <PasswordStep
      notice={notice}
      onSecondFactor={() => setStep('otp')}
      onRestricted={() => setRefused(true)}
    />
  );
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
  const form = useRef<HTMLFormElement>(null);
  const signIn = useSignIn();
  const captcha = useCaptcha();
  const { finishSignIn, hrefOf } = useModalNavigation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [base, setBase] = useState<string | null>(null);
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
    setErrors(found);
    setBase(null);
    if (hasErrors(found)) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setBusy(true);
    try {
      const [dfpc, token] = await Promise.all([deviceFingerprint(), captcha.getToken()]);
      const answer = await signIn.mutateAsync({ email: trimmed, password, dfpc, captcha: token });
      if (needsSecondFactor(answer)) onSecondFactor();
      else await finishSignIn();
    } catch (error) {
      const failure = submitFailure(error);
      if (isRestrictionCode('login', failure.code)) return onRestricted();
      setErrors(failure.fields);
      setBase(failure.base);
      captcha.renew();
      requestAnimationFrame(() => focusFirstInvalid(form.current));
    } finally {
      setBusy(false);
    }
  };

  const error = (field: string) => {
    const key = firstError(errors, field);
    return key ? t(key) : null;
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="login-form">
      {notice ? (
        <p role="status" className="text-sm text-accent">
          {t(notice)}
        </p>
      ) : null}
      <FormError message={base ? t(base) : null} testId="login-error" />
      <TextField
        label={t('auth.fields.email')}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error('email')}
        data-autofocus
      />
      <TextField
        label={t('auth.fields.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error('password')}
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
  const form = useRef<HTMLFormElement>(null);
  const submit = useSubmitOneTimeCode();
  const { finishSignIn } = useModalNavigation();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [base, setBase] = useState<string | null>(null);
  const codeField = useRef<HTMLInputElement>(null);

  // The step replaces the password form inside the open modal: focus moves to the code.
  useEffect(() => codeField.current?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.replace(/\s/g, '');
    const problem = value === '' ? 'validation.required' : /^\d{6}$/.test(value) ? null : 'auth.invalid_otp';
    setBase(null);
    setErrors(problem ? { otp_attempt: [problem] } : {});
    if (problem) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    try {
      await submit.mutateAsync(value);
      await finishSignIn();
    } catch (error) {
      // The pending session is gone (expired or too many tries): start again with the password.
      if (error instanceof ApiError && error.status === 401) return onBack('auth.otp.expired');
      const failure = submitFailure(error);
      const { otp_attempt, ...rest } = failure.fields;
      const fieldKey = otp_attempt?.[0] ?? (failure.base === 'auth.invalid_otp' ? failure.base : null);
      setErrors(fieldKey ? { otp_attempt: [fieldKey], ...rest } : rest);
      setBase(fieldKey === failure.base ? null : failure.base);
      requestAnimationFrame(() => focusFirstInvalid(form.current));
    }
  };

  const key = firstError(errors, 'otp_attempt');
  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="otp-form">
      <p className="text-ink-muted">{t('auth.otp.intro')}</p>
      <FormError message={base ? t(base) : null} testId="otp-error" />
      <TextField
        label={t('auth.fields.otp')}
        ref={codeField}
        name="otp_attempt"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={key ? t(key) : null}
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
