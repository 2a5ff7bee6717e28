import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { type FormSave, PROMOTIONS_KEY, useFormSave, usePromotionConfig, validated } from './forms.ts';
import { SaveBar } from './save-bar.tsx';

const configKey = (name: string) => [...PROMOTIONS_KEY, 'config', name] as const;

/**
 * A screen that edits front-end configs (`wheel-config`, `banners-config` …): its title and intro,
 * the stored values once every one is read, and the form of them. The form starts from the values
 * first read and keeps its state after a save (the values it saved), so its "saved" notice stays.
 */
export function ConfigScreen<V extends unknown[]>({
  title,
  intro,
  names,
  children,
}: {
  title: string;
  intro: string;
  /** The configs read, in the order `children` gets their values (null: none stored yet). */
  names: readonly string[];
  children: (values: { [K in keyof V]: V[K] | null }) => ReactNode;
}) {
  const { t } = useTranslation();
  const config = usePromotionConfig();
  const stored = useQueries({
    queries: names.map((name) => ({ queryKey: configKey(name), queryFn: () => config.load(name) })),
  });
  return (
    <>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-ink-muted">{intro}</p>
      {stored.some((query) => query.isError) ? <FormError message={t('admin.errors.failed')} /> : null}
      {stored.every((query) => query.isSuccess)
        ? children(stored.map((query) => query.data ?? null) as { [K in keyof V]: V[K] | null })
        : null}
    </>
  );
}

/**
 * A config form's save: every config checked by its schema before any is written (so they never
 * change halfway), then written in order. Changing configs takes the content permission.
 */
export function useConfigSave() {
  const config = usePromotionConfig();
  const form = useFormSave('content.write', [...PROMOTIONS_KEY, 'config']);
  const save = (
    event: React.FormEvent,
    values: () => ReadonlyArray<{ name: string; schema: z.ZodType; value: unknown }>,
  ) =>
    form.save(event, async () => {
      const checked = values().map(({ name, schema, value }) => [name, validated(schema, value)] as const);
      for (const [name, value] of checked) await config.save(name, value);
    });
  return { ...form, save };
}

/** The end of a config form: every field error listed, the save button, or the note of a reader. */
export function ConfigSaveBar({
  form,
  label,
  othersTestId,
  children,
}: {
  form: Pick<FormSave, 'may' | 'submit' | 'saved'>;
  label: string;
  othersTestId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SaveBar
      form={form}
      label={label}
      shown={[]}
      denied={t('promotions.kit.content_write')}
      {...(othersTestId ? { othersTestId } : {})}
    >
      {children}
    </SaveBar>
  );
}
