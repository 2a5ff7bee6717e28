import { confirmedBy, password as passwordRule, required } from '@orbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { type FieldErrorMap, useFormErrors } from '~/shared/ui/form-errors.ts';
import { useToast } from '~/shared/ui/toast.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { PROFILE_FAILURES } from '../model/form-failures.ts';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };
type Field = keyof typeof EMPTY;

/** PUT /api/users: current password, new password twice. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { form, fieldError, baseError, check, fail } = useFormErrors(PROFILE_FAILURES);
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrorMap = {};
    const add = (field: Field, key: string | null) => {
      if (key) found[field] = [key];
    };
    add('current_password', required(values.current_password));
    add('password', required(values.password) ?? passwordRule(values.password));
    add(
      'password_confirmation',
      required(values.password_confirmation) ?? confirmedBy(values.password_confirmation, values.password),
    );
    if (!check(found)) return;
    try {
      await change.mutateAsync(values);
      setValues(EMPTY);
      toast.show({ kind: 'success', message: 'profile.security.password_changed' });
      void queryClient.invalidateQueries({ queryKey: ['player', 'sessions'] });
    } catch (error) {
      fail(error);
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={t(label)}
      type="password"
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues((current) => ({ ...current, [name]: e.target.value }))}
      error={fieldError(name)}
    />
  );

  return (
    <section aria-labelledby="change-password-title" className="flex flex-col gap-4">
      <h2 id="change-password-title" className="text-lg font-semibold">
        {t('profile.security.password_title')}
      </h2>
      <form
        ref={form}
        noValidate
        onSubmit={onSubmit}
        className="flex max-w-md flex-col gap-4"
        data-testid="change-password-form"
      >
        <FormError message={baseError} />
        {field('current_password', 'profile.security.current_password', 'current-password')}
        {field('password', 'profile.security.new_password', 'new-password')}
        {field('password_confirmation', 'profile.security.password_confirmation', 'new-password')}
        <Button type="submit" loading={change.isPending} className="self-start">
          {t('profile.security.change_password')}
        </Button>
      </form>
    </section>
  );
}
