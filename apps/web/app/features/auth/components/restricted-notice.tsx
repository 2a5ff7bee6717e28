import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';

/** Shown instead of the login or registration form where guest mode is restricted. */
export function RestrictedNotice({ kind, onClose }: { kind: 'login' | 'registration'; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" data-testid={`${kind}-restricted`}>
      <p role="status" className="text-lg font-semibold">
        {t(`auth.restricted.${kind}`)}
      </p>
      <p className="text-ink-muted">{t('auth.restricted.hint')}</p>
      <Button variant="secondary" onClick={onClose}>
        {t('auth.common.close')}
      </Button>
    </div>
  );
}
