import { useId } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';

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
