import { confirmedBy, password as passwordRule, required } from '@orbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '~/shared/api/client.ts';
import { Button } from '~/shared/ui/button.tsx';
import { focusFirstInvalid, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useToast } from '~/shared/ui/toast.tsx';
import { useChangePassword } from '../api/change-password.ts';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };
type Field = keyof typeof EMPTY;

/** PUT /api/users: current password, new password twice. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [base, setBase] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string[]> = {};
    const add = (field: Field, key: string | null) => {
      if (key) found[field] = [key];
    };
    add('current_password', required(values.current_password));
    add('password', required(values.password) ?? passwordRule(values.password));
    add(
      'password_confirmation',
      required(values.password_confirmation) ?? confirmedBy(values.password_confirmation, values.password),
    );
    setErrors(found);
    setBase(null);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    try {
      await change.mutateAsync(values);
      setValues(EMPTY);
      toast.show({ kind: 'success', message: 'profile.security.password_changed' });
      void queryClient.invalidateQueries({ queryKey: ['player', 'sessions'] });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const { base: baseErrors, ...fieldErrors } = error.fieldErrors;
        setErrors(fieldErrors);
        setBase(baseErrors?.[0] ?? null);
        requestAnimationFrame(() => focusFirstInvalid(form.current));
      } else {
        setBase('profile.errors.generic');
      }
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
      error={errors[name]?.[0] ? t(errors[name][0]) : null}
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
        <FormError message={base ? t(base) : null} />
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
