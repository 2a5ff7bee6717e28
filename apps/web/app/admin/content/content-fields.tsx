import { CONTENT_LOCALES } from '@orbit/contract';
import { useId } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';

type T = ReturnType<typeof useTranslation>['t'];

/** A content row's locale as the screens name it: `''` is the default every locale falls back to. */
export const localeLabel = (t: T, locale: string) => (locale === '' ? t('content.default_locale') : locale);

/**
 * CMS HTML, edited as text; the server keeps only what is safe (no scripts, handlers, styles or
 * frames) and the saved answer shows what was kept.
 */
export function HtmlField({
  label,
  value,
  onChange,
  readOnly,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {t('content.html_hint')}
      </p>
      <textarea
        id={id}
        name="content"
        value={value}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={`min-h-48 rounded-lg border bg-surface p-2 font-mono text-sm ${error ? 'border-danger' : 'border-surface-3'}`}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A content list's language filter: every language, or one (`''` the default one). */
export function LocaleFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (locale: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('content.locale')}
      value={value === null ? '*' : value}
      onChange={(event) => onChange(event.target.value === '*' ? null : event.target.value)}
      options={[
        { value: '*', label: t('content.any_locale') },
        ...CONTENT_LOCALES.map((l) => ({ value: l, label: localeLabel(t, l) })),
      ]}
    />
  );
}

/** A content record's categories, comma-separated (their errors by list or by first item). */
export function CategoriesField({
  value,
  fieldError,
}: {
  value: readonly string[] | undefined;
  fieldError: (field: string) => string | null;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      name="categories"
      label={t('content.categories')}
      hint={t('content.categories_hint')}
      defaultValue={(value ?? []).join(', ')}
      error={fieldError('categories') ?? fieldError('categories.0')}
    />
  );
}

/** A content record's language (`''` the default one). */
export function LocaleField({
  value,
  fieldError,
}: {
  value: string | undefined;
  fieldError: (field: string) => string | null;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      name="locale"
      label={t('content.locale')}
      defaultValue={value ?? ''}
      options={CONTENT_LOCALES.map((l) => ({ value: l, label: localeLabel(t, l) }))}
      error={fieldError('locale')}
    />
  );
}
