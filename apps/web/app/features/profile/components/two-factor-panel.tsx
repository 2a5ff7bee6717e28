import type { Player, TwoFactorSetup } from '@orbit/contract';
import { type FormEvent, useState } from 'react';
import { ApiError } from '~/shared/api/client.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useToast } from '~/shared/ui/toast.tsx';
import { useDisableTwoFactor, useEnableTwoFactor, useStartTwoFactorSetup } from '../api/two-factor.ts';

/** A 6-digit code from the authenticator app, or the key of what is wrong with it. */
export function codeProblem(code: string): string | null {
  const value = code.replace(/\s/g, '');
  if (value === '') return 'validation.required';
  return /^\d{6}$/.test(value) ? null : 'auth.invalid_otp';
}

function errorKeyOf(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = error.fieldErrors;
    return fields.authentication_code?.[0] ?? fields.base?.[0] ?? 'profile.errors.generic';
  }
  return 'profile.errors.generic';
}

/** Two-factor authentication: set up with the QR code and secret, confirm with a code, or turn off. */
export function TwoFactorPanel({ player }: { player: Player }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="two-factor-title" className="flex flex-col gap-4" data-testid="two-factor">
      <h2 id="two-factor-title" className="text-lg font-semibold">
        {t('profile.two_factor.title')}
      </h2>
      <p className="text-ink-muted">
        {player.two_factor_enabled ? t('profile.two_factor.enabled') : t('profile.two_factor.disabled')}
      </p>
      {player.two_factor_enabled ? <DisableTwoFactor /> : <SetUpTwoFactor />}
    </section>
  );
}

function CodeForm({
  onSubmit,
  submitLabel,
  pending,
  serverError,
  testId,
  variant,
}: {
  onSubmit: (code: string) => void;
  submitLabel: string;
  pending: boolean;
  serverError: string | null;
  testId: string;
  variant?: 'primary' | 'danger';
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = codeProblem(code);
    setProblem(found);
    if (!found) onSubmit(code.replace(/\s/g, ''));
  };
  const shown = problem ?? serverError;
  return (
    <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4" data-testid={testId}>
      <TextField
        label={t('profile.two_factor.code')}
        name="authentication_code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={shown ? t(shown) : null}
      />
      <Button type="submit" variant={variant} loading={pending} className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}

function SetUpTwoFactor() {
  const { t } = useTranslation();
  const toast = useToast();
  const start = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);

  if (!setup) {
    return (
      <div className="flex flex-col gap-2">
        <FormError message={start.isError ? t('profile.errors.generic') : null} />
        <Button
          className="self-start"
          loading={start.isPending}
          data-testid="two-factor-start"
          onClick={() => start.mutate(undefined, { onSuccess: (answer) => setSetup(answer) })}
        >
          {t('profile.two_factor.start')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4" data-testid="two-factor-setup">
      <p>{t('profile.two_factor.scan')}</p>
      <img
        src={setup.data}
        alt={t('profile.two_factor.qr_alt')}
        width={200}
        height={200}
        className="rounded-lg bg-white p-2"
      />
      <p className="text-sm">
        {t('profile.two_factor.secret')}{' '}
        <code
          className="select-all break-all rounded bg-surface px-2 py-1 font-mono"
          data-testid="two-factor-secret"
        >
          {setup.otp_secret}
        </code>
      </p>
      <CodeForm
        testId="two-factor-enable-form"
        submitLabel={t('profile.two_factor.enable')}
        pending={enable.isPending}
        serverError={enable.isError ? errorKeyOf(enable.error) : null}
        onSubmit={(code) =>
          enable.mutate(
            { otpSecret: setup.otp_secret, code },
            { onSuccess: () => toast.show({ kind: 'success', message: 'profile.two_factor.enabled_toast' }) },
          )
        }
      />
    </div>
  );
}

function DisableTwoFactor() {
  const { t } = useTranslation();
  const toast = useToast();
  const disable = useDisableTwoFactor();
  return (
    <CodeForm
      testId="two-factor-disable-form"
      variant="danger"
      submitLabel={t('profile.two_factor.disable')}
      pending={disable.isPending}
      serverError={disable.isError ? errorKeyOf(disable.error) : null}
      onSubmit={(code) =>
        disable.mutate(code, {
          onSuccess: () => toast.show({ kind: 'success', message: 'profile.two_factor.disabled_toast' }),
        })
      }
    />
  );
}
