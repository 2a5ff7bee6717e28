import type { OperatorMe, OperatorSetup } from '@orbit/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '~/shared/api/client.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi } from '../shared/api.ts';
import { useSubmit } from '../shared/form.ts';
import type { Route } from './+types/setup';

export const meta: Route.MetaFunction = () => [
  { title: 'Orbit back office' },
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
];

/**
 * The setup link (`/admin/setup#<token>`): the token never leaves the browser but to the API.
 * Shows the TOTP secret and its QR code; takes the password and a code from the authenticator.
 */
export default function AdminSetup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(null);
  const [setup, setSetup] = useState<OperatorSetup | null>(null);
  const [invalid, setInvalid] = useState(false);
  const { busy, message, run, fieldError } = useSubmit();

  useEffect(() => {
    const fromHash = window.location.hash.slice(1);
    setToken(fromHash);
    if (!fromHash) {
      setInvalid(true);
      return;
    }
    adminApi()
      .request<OperatorSetup>('/api/admin/setup/lookup', { method: 'POST', body: { token: fromHash } })
      .then(setSetup)
      .catch((error: unknown) => setInvalid(error instanceof ApiError && error.status < 500));
  }, []);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const me = await run(() =>
      adminApi().request<OperatorMe>('/api/admin/setup', {
        method: 'POST',
        body: {
          token,
          password: form.get('password'),
          password_confirmation: form.get('password_confirmation'),
          otp: form.get('otp'),
        },
      }),
    );
    if (me) navigate('/admin', { replace: true });
  };

  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-4 p-6">
      <h1 className="text-2xl font-bold">{t('admin.setup.title')}</h1>
      {invalid ? (
        <p role="alert">{t('admin.setup.invalid')}</p>
      ) : !setup ? (
        <p aria-busy="true">{t('admin.loading')}</p>
      ) : (
        <>
          <p>{t('admin.setup.intro', { name: setup.name, email: setup.email })}</p>
          <ol className="flex list-decimal flex-col gap-3 pl-5">
            <li>
              {t('admin.setup.scan')}
              <img
                src={setup.qr}
                alt={t('admin.setup.qr_alt')}
                width={200}
                height={200}
                className="mt-2 rounded bg-white p-2"
              />
              <p className="text-sm">
                {t('admin.setup.secret')} <code data-testid="admin-otp-secret">{setup.otp_secret}</code>
              </p>
            </li>
            <li>{t('admin.setup.choose')}</li>
          </ol>
          <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
            <TextField
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={12}
              label={t('admin.setup.password')}
              hint={t('admin.setup.password_hint')}
              error={fieldError('password')}
            />
            <TextField
              name="password_confirmation"
              type="password"
              autoComplete="new-password"
              required
              label={t('admin.setup.password_confirmation')}
              error={fieldError('password_confirmation')}
            />
            <TextField
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              label={t('admin.sign_in.otp')}
              error={fieldError('otp')}
            />
            <FormError message={message} />
            <Button type="submit" loading={busy} block>
              {t('admin.setup.submit')}
            </Button>
          </form>
        </>
      )}
    </main>
  );
}
