import type { ReactNode } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import type { PromoSubmit, Saved } from './forms.ts';

export function SavedNotice({ saved }: { saved: boolean }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-sm text-success" data-testid="promotions-saved">
      {saved ? t('promotions.kit.saved') : ''}
    </p>
  );
}

/**
 * The end of a promotions form: its refusal, the errors of fields it shows nowhere else (when
 * `shown` names those it does), and, for an operator who may, the submit button (after `children`,
 * more buttons) with the "saved" notice; for one who may not, `denied` (a note) or nothing.
 */
export function SaveBar({
  form: { submit, saved, may },
  label,
  message,
  shown,
  denied,
  testId,
  othersTestId,
  children,
}: {
  /** The form's submit, its "saved" notice, and whether the operator may save. */
  form: { submit: PromoSubmit; saved: Saved; may: boolean };
  label: string;
  /** The message instead of the submit's (a list's own error first). */
  message?: string | null;
  shown?: readonly string[];
  denied?: string;
  testId?: string;
  othersTestId?: string;
  children?: ReactNode;
}) {
  const others = shown ? submit.otherErrors(shown) : [];
  return (
    <>
      <FormError message={message ?? submit.message} {...(testId ? { testId } : {})} />
      {others.length > 0 ? (
        <FormError message={others.join(' · ')} {...(othersTestId ? { testId: othersTestId } : {})} />
      ) : null}
      {may ? (
        <div className="flex flex-wrap items-center gap-3">
          {children}
          <Button type="submit" loading={submit.busy}>
            {label}
          </Button>
          <SavedNotice saved={saved.saved} />
        </div>
      ) : denied ? (
        <p className="text-sm text-ink-muted">{denied}</p>
      ) : null}
    </>
  );
}
