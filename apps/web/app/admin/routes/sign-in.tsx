import type { OperatorMe } from '@orbit/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi } from '../shared/api.ts';
import { safeNext, useSubmit } from '../shared/form.ts';
import type { Route } from './+types/sign-in';

export const meta: Route.MetaFunction = () => [
  { title: 'Orbit back office' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** E-mail, password and the authenticator's code, all at once. */
export default function AdminSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { busy, message, run, fieldError } = useSubmit();
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const me = await run(() =>
      adminApi().request<OperatorMe>('/api/admin/session', {
        method: 'POST',
        body: { email: form.get('email'), password: form.get('password'), otp: form.get('otp') },
      }),
    );
    if (me) navigate(safeNext(params.get('next')));
  };
  return (
    <main className="mx-auto flex w-full max-w-sm flex-col gap-4 p-6">
      <h1 className="text-2xl font-bold">{t('admin.sign_in.title')}</h1>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField
          name="email"
          type="email"
          autoComplete="username"
          required
          label={t('admin.sign_in.email')}
          error={fieldError('email')}
        />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          required
          label={t('admin.sign_in.password')}
          error={fieldError('password')}
        />
        <TextField
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          label={t('admin.sign_in.otp')}
          hint={t('admin.sign_in.otp_hint')}
          error={fieldError('otp')}
        />
        <FormError message={message} testId="admin-sign-in-error" />
        <Button type="submit" loading={busy} block>
          {t('admin.sign_in.submit')}
        </Button>
      </form>
    </main>
  );
}
