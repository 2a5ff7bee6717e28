import { email as emailRule, required } from '@orbit/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '~/shared/api/client.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useFormErrors } from '~/shared/ui/form-errors.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AUTH_FAILURES } from '../model/form-errors.ts';
import { useCaptcha } from './captcha.tsx';
import { UnplacedErrors } from './unplaced-errors.tsx';
import { useModalNavigation } from './use-modal-navigation.ts';

/**
 * Password reminder: the answer is the same whether or not the address has an account,
 * so the form cannot be used to find out who plays here.
 */
export function RemindModalBody() {
  const { t } = useTranslation();
  const { form, errors, fieldError, baseError, check, fail } = useFormErrors(AUTH_FAILURES);
  const request = useRequestPasswordReset();
  const captcha = useCaptcha();
  const { hrefOf } = useModalNavigation();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    const problem = required(value) ?? emailRule(value);
    if (!check(problem ? { email: [problem] } : {})) return;
    try {
      await request.mutateAsync({ email: value, captcha: await captcha.getToken() });
      setSent(true);
    } catch (error) {
      // Only a malformed request is worth telling; "no such account" looks like success.
      if (error instanceof ApiError && error.status === 404) return setSent(true);
      fail(error);
      captcha.renew();
    }
  };

  if (sent) {
    return (
      <div className="flex flex-col gap-4" data-testid="remind-sent">
        <p role="status">{t('auth.remind.sent')}</p>
        <Link to={hrefOf('login')} preventScrollReset className="font-semibold underline">
          {t('auth.remind.back_to_login')}
        </Link>
      </div>
    );
  }
  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="remind-form">
      <p className="text-ink-muted">{t('auth.remind.intro')}</p>
      <FormError message={baseError} />
      <TextField
        label={t('auth.fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldError('email')}
        data-autofocus
      />
      {captcha.element}
      <UnplacedErrors errors={errors} shown={['email']} />
      <Button type="submit" block loading={request.isPending}>
        {t('auth.remind.submit')}
      </Button>
      <Link to={hrefOf('login')} preventScrollReset className="text-center text-sm underline">
        {t('auth.remind.back_to_login')}
      </Link>
    </form>
  );
}
