import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useUpdateBonusSettings } from '../api/update-bonus-settings.ts';

/** For a player who turned bonuses off: a way to turn them on again, instead of the offers. */
export function BonusSwitch() {
  const { t } = useTranslation();
  const update = useUpdateBonusSettings();
  return (
    <section className="flex flex-col gap-2 rounded-lg bg-surface-3 p-3" data-testid="bonuses-off">
      <p className="text-sm">{t('promotions.switch.off')}</p>
      <Button variant="secondary" loading={update.isPending} onClick={() => update.mutate(true)}>
        {t('promotions.switch.turn_on')}
      </Button>
      {update.isError ? <FormError message={t('promotions.switch.failed')} /> : null}
    </section>
  );
}
