import type { Player } from '@orbit/contract';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useFormErrors } from '~/shared/ui/form-errors.ts';
import { useToast } from '~/shared/ui/toast.tsx';
import { useCountries } from '../api/get-countries.ts';
import { usePlayerFields } from '../api/get-player-fields.ts';
import { useUpdatePlayer } from '../api/update-player.ts';
import { PROFILE_FAILURES } from '../model/form-failures.ts';
import {
  changedValues,
  editionFields,
  type FieldValue,
  type FieldValues,
  playerValues,
  validateEdition,
} from '../model/personal-form.ts';
import { PlayerFieldInput } from './player-field-input.tsx';

/** Personal data (context "edition"): once-set fields already filled in are read-only. */
export function PersonalDataForm({ player }: { player: Player }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { form, errors, baseError, check, fail } = useFormErrors(PROFILE_FAILURES, 'ProfileEdit');
  const { data: info, isError } = usePlayerFields();
  const { data: countries = [] } = useCountries();
  const update = useUpdatePlayer('edition');
  const fields = useMemo(() => editionFields(info, player), [info, player]);
  const saved = useMemo(() => playerValues(fields, player), [fields, player]);
  // Only what the player typed is kept here, so a reloaded profile shows through untouched fields.
  const [edits, setEdits] = useState<FieldValues>({});
  const values: FieldValues = { ...saved, ...edits };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!info) return;
    const patch = changedValues(fields, saved, values);
    if (Object.keys(patch).length === 0) {
      check({});
      toast.show({ kind: 'info', message: 'profile.personal.nothing_changed' });
      return;
    }
    if (!check(validateEdition(info, patch, player, new Date()))) return;
    try {
      await update.mutateAsync(patch);
      setEdits({});
      toast.show({ kind: 'success', message: 'profile.personal.saved' });
    } catch (error) {
      fail(error);
    }
  };

  if (isError) return <FormError message={t('profile.errors.load')} />;
  if (!info) return <p role="status">{t('profile.loading')}</p>;
  const set = (name: string, value: FieldValue) => setEdits((current) => ({ ...current, [name]: value }));
  const shown = new Set(fields.map((f) => f.name));
  const stray = Object.entries(errors).filter(([field]) => !shown.has(field));

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      data-testid="personal-form"
    >
      <FormError message={baseError} />
      <TextField label={t('profile.fields.email')} type="email" value={player.email} readOnly name="email" />
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <PlayerFieldInput
            key={field.name}
            name={field.name}
            spec={field.spec}
            value={values[field.name] ?? ''}
            onChange={(value) => set(field.name, value)}
            error={errors[field.name]?.[0] ?? null}
            readOnly={field.readOnly}
            countries={countries}
          />
        ))}
      </div>
      {stray.length > 0 ? <FormError message={stray.map(([, keys]) => t(keys[0] ?? '')).join(' ')} /> : null}
      <Button type="submit" loading={update.isPending} className="self-start">
        {t('profile.personal.save')}
      </Button>
    </form>
  );
}
