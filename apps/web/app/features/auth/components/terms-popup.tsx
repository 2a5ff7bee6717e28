import { mustAccept } from '@orbit/contract';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from '~/shared/i18n/react.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { Button } from '~/shared/ui/button.tsx';
import { CheckboxField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { Modal } from '~/shared/ui/modal.tsx';
import { useSignOut } from '../api/sign-out.ts';
import { useAcceptTerms } from '../api/update-details.ts';
import { TermsLink } from './terms-link.tsx';

/** Whether the loaded profile still lacks the terms acceptance. */
export const termsMissing = (fields: readonly string[] | undefined) =>
  fields?.includes('terms_acceptance') === true;

/** After the profile loads without terms acceptance, a blocking popup asks for it. */
export function TermsPopup() {
  const { player } = usePlayer();
  if (!player || !termsMissing(player.auth_fields_missed)) return null;
  return <TermsPopupDialog />;
}

function TermsPopupDialog() {
  const { t } = useTranslation();
  const accept = useAcceptTerms();
  const signOut = useSignOut();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = mustAccept(checked);
    setError(problem);
    if (!problem) accept.mutate();
  };

  return (
    <Modal title={t('auth.terms.title')} testId="terms-popup">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-ink-muted">{t('auth.terms.text')}</p>
        <CheckboxField
          label={<Trans i18nKey="auth.terms.accept_label" components={{ terms: <TermsLink /> }} />}
          name="terms_acceptance"
          checked={checked}
          onChange={(e) => setChecked(e.target.checked)}
          error={error ? t(error) : null}
          data-autofocus
        />
        <FormError message={accept.isError ? t('auth.errors.generic') : null} />
        <Button type="submit" block loading={accept.isPending}>
          {t('auth.terms.accept')}
        </Button>
        <Button variant="ghost" onClick={() => signOut.mutate()} loading={signOut.isPending}>
          {t('auth.terms.sign_out')}
        </Button>
      </form>
    </Modal>
  );
}
