import type { ReactNode } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';

/** One line of a verification: ✓ or ✗ and what was compared (nothing when it could not be). */
export function Check({ ok, children, testId }: { ok: boolean | null; children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  if (ok === null) return null;
  return (
    <li className="flex items-start gap-2" data-testid={testId} data-ok={ok}>
      <span aria-hidden="true" className={`font-bold ${ok ? 'text-success' : 'text-danger'}`}>
        {ok ? '✓' : '✗'}
      </span>
      <span>
        {children}{' '}
        <span className="sr-only">{ok ? t('fairness.verify.ok') : t('fairness.verify.mismatch')}</span>
      </span>
    </li>
  );
}
