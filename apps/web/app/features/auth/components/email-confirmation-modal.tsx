import { email as emailRule, required } from '@orbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '~/shared/api/client.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useFormErrors } from '~/shared/ui/form-errors.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import { AUTH_FAILURES } from '../model/form-errors.ts';
import { useCaptcha } from './captcha.tsx';
import { UnplacedErrors } from './unplaced-errors.tsx';
import { useModalNavigation } from './use-modal-navigation.ts';

/** The translation key of why a confirmation link failed. */
function confirmationErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = error.fieldErrors;
    const key = fields.confirmation_token?.[0] ?? fields.email?.[0] ?? fields.base?.[0];
    if (key) return key;
  }
  return 'auth.confirmation.failed';
}

/**
 * E-mail verify / confirmation: follows the link's `confirmation_token` (GET /api/users/confirmation)
 * and shows the outcome; on failure, or without a token, a form sends a new link.
 */
export function EmailConfirmationModalBody() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { search, close } = useModalNavigation();
  const token = search.get('confirmation_token');
  const confirmation = useConfirmEmail(token);

  useEffect(() => {
    if (confirmation.isSuccess) void queryClient.invalidateQueries({ queryKey: ['player'], exact: true });
  }, [confirmation.isSuccess, queryClient]);

  if (token && confirmation.isPending) {
    return (
      <p role="status" data-testid="confirmation-pending">
        {t('auth.confirmation.pending')}
      </p>
    );
  }
  if (token && confirmation.isSuccess) {
    return (
      <div className="flex flex-col gap-4" data-testid="confirmation-success">
        <p role="status">{t('auth.confirmation.success')}</p>
        <Button onClick={close} data-autofocus>
          {t('auth.common.continue')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {token && confirmation.isError ? (
        <FormError message={t(confirmationErrorKey(confirmation.error))} testId="confirmation-error" />
      ) : (
        <p className="text-ink-muted">{t('auth.confirmation.intro')}</p>
      )}
      <ResendConfirmationForm />
    </div>
  );
}

function ResendConfirmationForm() {
  const { player } = usePlayer();
  // A signed-in player resending to their own address needs no captcha (the server skips it).
  return player ? <ResendForm initialEmail={player.email} captcha={null} /> : <GuestResendForm />;
}

function GuestResendForm() {
  const captcha = useCaptcha();
  return <ResendForm initialEmail="" captcha={captcha} />;
}

function ResendForm({
  initialEmail,
  captcha,
}: {
  initialEmail: string;
  captcha: ReturnType<typeof useCaptcha> | null;
}) {
  const { t } = useTranslation();
  const { form, errors, fieldError, baseError, check, fail } = useFormErrors(AUTH_FAILURES);
  const resend = useResendConfirmation();
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <p role="status" data-testid="confirmation-resent">
        {t('auth.confirmation.resent')}
      </p>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    const problem = required(value) ?? emailRule(value);
    if (!check(problem ? { email: [problem] } : {})) return;
    try {
      await resend.mutateAsync({ email: value, ...(captcha ? { captcha: await captcha.getToken() } : {}) });
      setSent(true);
    } catch (error) {
      fail(error);
      captcha?.renew();
    }
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="resend-form">
      <FormError message={baseError} />
      <TextField
        label={t('auth.fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldError('email')}
      />
      {captcha?.element}
      <UnplacedErrors errors={errors} shown={['email']} />
      <Button type="submit" block loading={resend.isPending}>
        {t('auth.confirmation.resend')}
      </Button>
    </form>
  );
}
