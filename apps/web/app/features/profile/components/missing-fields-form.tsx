import { checkPlayerFields, type Player } from '@orbit/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useFormErrors } from '~/shared/ui/form-errors.ts';
import { useCountries } from '../api/get-countries.ts';
import { usePlayerFields } from '../api/get-player-fields.ts';
import { useUpdatePlayer } from '../api/update-player.ts';
import { PlayerFieldInput } from './player-field-input.tsx';

type Values = Record<string, string | boolean>;

/**
 * The profile fields a player-fields context still misses (the cashbox's `deposit`, a provider's),
 * checked by the contract's rules and saved with `PATCH /api/player {context}`; the player then
 * reloads, and the caller shows what the fields were asked for.
 */
export function MissingFieldsForm({
  context,
  fields,
  player,
  generic,
  submitLabel,
  testId,
  children,
}: {
  context: string;
  fields: readonly string[];
  player: Player;
  /** The message of a failure that names no field. */
  generic: string;
  submitLabel: string;
  testId?: string;
  /** What comes before the fields (why they are asked). */
  children?: ReactNode;
}) {
  const { data: info } = usePlayerFields();
  const { data: countries = [] } = useCountries();
  const update = useUpdatePlayer(context);
  const form = useFormErrors({ generic }, 'UserInfoStep');
  const [values, setValues] = useState<Values>(() => Object.fromEntries(fields.map((f) => [f, ''])));
  const specs = new Map(info?.fields.map((spec) => [spec.field, spec]));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const patch = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() || null : v]),
    );
    if (info) {
      const found = checkPlayerFields(info, context, patch, {
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
    <form ref={form.form} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid={testId}>
      {children}
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
      <Button type="submit" block loading={update.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
