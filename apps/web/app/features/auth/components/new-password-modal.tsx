import { confirmedBy, PASSWORD_LENGTH, password as passwordRule, required } from '@orbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '~/shared/ui/button.tsx';
import { focusFirstInvalid, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { type FieldErrorMap, firstError, hasErrors, submitFailure } from '../model/form-errors.ts';
import { UnplacedErrors } from './unplaced-errors.tsx';
import { useModalNavigation } from './use-modal-navigation.ts';

/** New password from the e-mailed link: the token travels in the URL's query (`reset_password_token`). */
export function NewPasswordModalBody() {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const reset = useResetPassword();
  const { hrefOf, search } = useModalNavigation();
  const token = search.get('reset_password_token') ?? search.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [base, setBase] = useState<string | null>(null);
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
    setErrors(found);
    setBase(null);
    if (hasErrors(found)) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    try {
      await reset.mutateAsync({ reset_password_token: token, password, password_confirmation: confirmation });
      void queryClient.invalidateQueries({ queryKey: ['player'], exact: true });
      setDone(true);
    } catch (error) {
      const failure = submitFailure(error);
      const { reset_password_token: tokenErrors, ...fields } = failure.fields;
      setErrors(fields);
      setBase(tokenErrors?.[0] ?? failure.base);
      requestAnimationFrame(() => focusFirstInvalid(form.current));
    }
  };

  const error = (field: string) => {
    const key = firstError(errors, field);
    return key ? t(key) : null;
  };
  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      data-testid="new-password-form"
    >
      <FormError message={base ? t(base) : null} testId="new-password-error" />
      <TextField
        label={t('auth.fields.new_password')}
        type="password"
        name="password"
        autoComplete="new-password"
        hint={t('auth.registration.password_hint', { min: PASSWORD_LENGTH.minimum })}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error('password')}
        data-autofocus
      />
      <TextField
        label={t('auth.fields.password_confirmation')}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={error('password_confirmation')}
      />
      <UnplacedErrors errors={errors} shown={['password', 'password_confirmation']} />
      <Button type="submit" block loading={reset.isPending}>
        {t('auth.new_password.submit')}
      </Button>
      {base ? (
        <Link to={hrefOf('remind')} preventScrollReset className="text-center text-sm underline">
          {t('auth.new_password.request_again')}
        </Link>
      ) : null}
    </form>
  );
}
