import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { submitFailure } from '~/shared/ui/form-errors.ts';
import { useConfirmLimit } from '../api/limits.ts';

/**
 * `/limits/confirm?token=…`, the link the limits e-mail carries: the player confirms a waiting
 * loosening with a button (a link preview or a mail scanner opening the link confirms nothing).
 */
export function LimitsConfirm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const confirm = useConfirmLimit();
  const failure = confirm.isError ? submitFailure(confirm.error, { generic: 'limits.confirm.failed' }) : null;
  const failed = failure ? (failure.fields.token?.[0] ?? failure.base ?? 'limits.confirm.failed') : null;

  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-10 focus:outline-none"
    >
      <h1 className="text-2xl font-bold">{t('limits.confirm.title')}</h1>
      {confirm.isSuccess ? (
        <p role="status" data-testid="limits-confirmed">
          {t('limits.confirm.done')}
        </p>
      ) : token ? (
        <>
          <p className="text-ink-muted">{t('limits.confirm.about')}</p>
          <Button onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
            {t('limits.confirm.button')}
          </Button>
        </>
      ) : (
        <FormError message={t('limits.confirm.no_token')} />
      )}
      {failed ? <FormError message={t(failed)} /> : null}
      <Link
        to={href('/profile/limits')}
        className="font-semibold text-brand underline-offset-2 hover:underline"
      >
        {t('limits.confirm.to_limits')}
      </Link>
    </main>
  );
}
