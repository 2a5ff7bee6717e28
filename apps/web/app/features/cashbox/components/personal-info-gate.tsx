import { isCryptoCurrency, type Player } from '@orbit/contract';
import type { ReactNode } from 'react';
import { MissingFieldsForm, usePlayerFields } from '~/features/profile/index.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { FormError } from '~/shared/ui/form-error.tsx';
import { missingContextFields } from '../model/personal-info.ts';

/** The player-fields context whose fields a fiat player fills before the cashbox. */
const CONTEXT = 'deposit';

/**
 * A fiat player with incomplete personal info fills it in first (the `deposit`
 * context of player_fields); then the cashbox opens. Crypto players go straight in.
 */
export function PersonalInfoGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { player } = usePlayer();
  const fields = usePlayerFields();
  if (fields.isError) return <FormError message={t('cashbox.errors.load')} />;
  if (!player || !fields.data) return <p role="status">{t('cashbox.loading')}</p>;
  if (isCryptoCurrency(player.currency)) return children;
  const missing = missingContextFields(fields.data, CONTEXT, player);
  if (missing.length === 0) return children;
  return <PersonalInfoForm fields={missing} player={player} />;
}

function PersonalInfoForm({ fields, player }: { fields: string[]; player: Player }) {
  const { t } = useTranslation();
  return (
    <MissingFieldsForm
      context={CONTEXT}
      fields={fields}
      player={player}
      generic="cashbox.errors.personal"
      submitLabel={t('cashbox.personal.continue')}
      testId="personal-info"
    >
      <p className="text-ink-muted">{t('cashbox.personal.intro')}</p>
    </MissingFieldsForm>
  );
}
