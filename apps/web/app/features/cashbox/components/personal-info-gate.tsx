import { checkPlayerFields, isCryptoCurrency, type Player } from '@orbit/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  PlayerFieldInput,
  useCountries,
  usePlayerFields,
  useUpdatePlayer,
} from '~/features/profile/index.ts';
import { usePlayer } from '~/features/session/api/get-player.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useFormErrors } from '~/shared/ui/form-errors.ts';
import { missingContextFields } from '../model/personal-info.ts';

/** The player-fields context whose fields a fiat player fills before the cashbox. */
const CONTEXT = 'deposit';

/**
 * Spec 2 §5: a fiat player with incomplete personal info fills it in first (the `deposit`
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

type Values = Record<string, string | boolean>;

function PersonalInfoForm({ fields, player }: { fields: string[]; player: Player }) {
  const { t } = useTranslation();
  const { data: info } = usePlayerFields();
  const { data: countries = [] } = useCountries();
  const update = useUpdatePlayer(CONTEXT);
  const form = useFormErrors({ generic: 'cashbox.errors.personal' });
  const [values, setValues] = useState<Values>(() => Object.fromEntries(fields.map((f) => [f, ''])));
  const specs = new Map(info?.fields.map((spec) => [spec.field, spec]));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const patch = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() || null : v]),
    );
    if (info) {
      const found = checkPlayerFields(info, CONTEXT, patch, {
        country: player.country,
        today: new Date(),
        existing: player as unknown as Record<string, unknown>,
        onlyContextFields: true,
      });
      if (!form.check(found)) return;
    }
    try {
      await update.mutateAsync(patch);
    } catch (error) {
      form.fail(error);
    }
  };

  return (
    <form
      ref={form.form}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      data-testid="personal-info"
    >
      <p className="text-ink-muted">{t('cashbox.personal.intro')}</p>
      <FormError message={form.baseError} />
      {fields.map((name) => (
        <PlayerFieldInput
          key={name}
          name={name}
          spec={specs.get(name)}
          value={values[name] ?? ''}
          onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
          error={form.errors[name]?.[0] ?? null}
          countries={countries}
        />
      ))}
      <Button type="submit" disabled={update.isPending}>
        {t('cashbox.personal.continue')}
      </Button>
    </form>
  );
}
