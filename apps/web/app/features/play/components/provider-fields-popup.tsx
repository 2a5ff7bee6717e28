import { checkPlayerFields, type Player } from '@orbit/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import {
  PlayerFieldInput,
  useCountries,
  usePlayerFields,
  useUpdatePlayer,
} from '~/features/profile/index.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useFormErrors } from '~/shared/ui/form-errors.ts';
import { Modal } from '~/shared/ui/modal.tsx';

type Values = Record<string, string | boolean>;

export interface ProviderFieldsPopupProps {
  /** The producer slug: its provider context names the fields and takes the PATCH. */
  producer: string;
  fields: readonly string[];
  player: Player;
  /** The demo of the same game, offered as the way out (null when it has none). */
  demoHref: string | null;
  lobbyHref: string;
}

/**
 * The blocking popup before real-money play (spec 2 §4 "Game tile"): the producer needs these
 * profile fields; once saved (PATCH /api/player {context: producer}) the player reloads and the
 * page launches the game. No close button: the ways out are the demo and the lobby.
 */
export function ProviderFieldsPopup({
  producer,
  fields,
  player,
  demoHref,
  lobbyHref,
}: ProviderFieldsPopupProps) {
  const { t } = useTranslation();
  const { data: info } = usePlayerFields();
  const { data: countries = [] } = useCountries();
  const update = useUpdatePlayer(producer);
  const { form, errors, baseError, check, fail } = useFormErrors({ generic: 'play.fields.failed' });
  const [values, setValues] = useState<Values>(() => Object.fromEntries(fields.map((f) => [f, ''])));
  const specs = new Map(info?.fields.map((spec) => [spec.field, spec]));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const patch = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() || null : v]),
    );
    if (info) {
      const found = checkPlayerFields(info, producer, patch, {
        country: player.country,
        today: new Date(),
        existing: player as unknown as Record<string, unknown>,
        onlyContextFields: true,
      });
      if (!check(found)) return;
    }
    try {
      await update.mutateAsync(patch);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Modal title={t('play.fields.title')} testId="provider-fields-popup">
      <p className="text-sm text-ink-muted">{t('play.fields.intro')}</p>
      <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormError message={baseError} />
        {fields.map((name) => (
          <PlayerFieldInput
            key={name}
            name={name}
            spec={specs.get(name)}
            value={values[name] ?? ''}
            onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
            error={errors[name]?.[0] ?? null}
            countries={countries}
          />
        ))}
        <Button type="submit" block loading={update.isPending}>
          {t('play.fields.submit')}
        </Button>
      </form>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        {demoHref ? (
          <Link to={demoHref} className="font-semibold text-brand underline-offset-2 hover:underline">
            {t('play.fields.demo')}
          </Link>
        ) : null}
        <Link to={lobbyHref} className="text-ink-muted underline-offset-2 hover:underline">
          {t('play.back')}
        </Link>
      </div>
    </Modal>
  );
}
