import { confirmedBy, PASSWORD_LENGTH, password as passwordRule, required } from '@orbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { type FieldErrorMap, submitFailure, useFormErrors } from '~/shared/ui/form-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AUTH_FAILURES } from '../model/form-errors.ts';
import { UnplacedErrors } from './unplaced-errors.tsx';
import { useModalNavigation } from './use-modal-navigation.ts';

/** New password from the e-mailed link: the token travels in the URL's query (`reset_password_token`). */
export function NewPasswordModalBody() {
  const { t } = useTranslation();
  const { form, errors, fieldError, baseError, check, show } = useFormErrors(AUTH_FAILURES);
  const queryClient = useQueryClient();
  const reset = useResetPassword();
  const { hrefOf, search } = useModalNavigation();
  const token = search.get('reset_password_token') ?? search.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);

  if (!token) {
    return (
      <div className="flex flex-col gap-4" data-testid="new-password-no-token">
        <FormError message={t('auth.new_password.missing_token')} />
        <Link to={hrefOf('remind')} preventScrollReset className="font-semibold underline">
          {t('auth.new_password.request_again')}
        </Link>
      </div>
    );
  }
  if (done) {
    return (
      <div className="flex flex-col gap-4" data-testid="new-password-done">
        <p role="status">{t('auth.new_password.done')}</p>
        <Link to={hrefOf('login')} preventScrollReset className="font-semibold underline">
          {t('auth.new_password.to_login')}
        </Link>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrorMap = {};
    const passwordProblem = required(password) ?? passwordRule(password);
    if (passwordProblem) found.password = [passwordProblem];
    const confirmationProblem = required(confirmation) ?? confirmedBy(confirmation, password);
    if (confirmationProblem) found.password_confirmation = [confirmationProblem];
    if (!check(found)) return;
    try {
      await reset.mutateAsync({ reset_password_token: token, password, password_confirmation: confirmation });
      void queryClient.invalidateQueries({ queryKey: ['player'], exact: true });
      setDone(true);
    } catch (error) {
      const failure = submitFailure(error, AUTH_FAILURES);
      // A bad or expired token is about the whole form, not a field the player can fix.
      const { reset_password_token: tokenErrors, ...fields } = failure.fields;
      show(fields, tokenErrors?.[0] ?? failure.base);
    }
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      data-testid="new-password-form"
    >
      <FormError message={baseError} testId="new-password-error" />
      <TextField
        label={t('auth.fields.new_password')}
        type="password"
        name="password"
        autoComplete="new-password"
        hint={t('auth.registration.password_hint', { min: PASSWORD_LENGTH.minimum })}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldError('password')}
        data-autofocus
      />
      <TextField
        label={t('auth.fields.password_confirmation')}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={fieldError('password_confirmation')}
      />
      <UnplacedErrors errors={errors} shown={['password', 'password_confirmation']} />
      <Button type="submit" block loading={reset.isPending}>
        {t('auth.new_password.submit')}
      </Button>
      {baseError ? (
        <Link to={hrefOf('remind')} preventScrollReset className="text-center text-sm underline">
          {t('auth.new_password.request_again')}
        </Link>
      ) : null}
    </form>
  );
}
