import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';

/**
 * Form fields with a visible label, an optional hint and a per-field error. The error is
 * tied to the control with aria-invalid and aria-describedby, so screen readers read it
 * when the field is focused. Labels, hints and errors arrive already translated.
 */
interface FieldChrome {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

function describedBy(hintId: string, errorId: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? hintId : null, error ? errorId : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldMessages({ hint, error, hintId, errorId }: FieldChrome & { hintId: string; errorId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

const CONTROL =
  'min-h-11 w-full rounded-lg border bg-surface px-3 py-2 text-ink placeholder:text-ink-muted read-only:opacity-70 disabled:opacity-60';
const controlBorder = (error: unknown) => (error ? 'border-danger' : 'border-surface-3');

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FieldChrome {
  ref?: React.Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId, hint, error)}
        className={`${CONTROL} ${controlBorder(error)}`}
        {...input}
      />
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} label={label} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, FieldChrome {
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose…"), for fields without a value yet. */
  placeholder?: string;
  ref?: React.Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  hint,
  error,
  options,
  placeholder,
  className = '',
  ...select
}: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId, hint, error)}
        className={`${CONTROL} ${controlBorder(error)}`}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} label={label} />
    </div>
  );
}

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>,
    FieldChrome {
  ref?: React.Ref<HTMLInputElement>;
}

export function CheckboxField({ label, hint, error, className = '', ...input }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId, hint, error)}
          className="mt-0.5 size-5 shrink-0 accent-brand"
          {...input}
        />
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
      </div>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} label={label} />
    </div>
  );
}

/** Moves focus to the first invalid control of a form, so keyboard users land on what to fix. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
}
