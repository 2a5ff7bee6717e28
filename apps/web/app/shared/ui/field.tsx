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

/**
 * Ids and aria wiring of one control: its id, the aria attributes that tie the hint and the
 * error to it, and the hint and error paragraphs to render below it.
 */
function useFieldWiring(hint: ReactNode, error: string | null | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    id,
    aria: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': described || undefined,
    },
    messages: (
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
    ),
  };
}

/** Label above the control, messages below: the layout of text and select fields. */
function StackedField({
  id,
  label,
  className,
  messages,
  children,
}: {
  id: string;
  label: ReactNode;
  className: string;
  messages: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {messages}
    </div>
  );
}

const CONTROL =
  'min-h-11 w-full rounded-lg border bg-surface px-3 py-2 text-ink placeholder:text-ink-muted read-only:opacity-70 disabled:opacity-60';
const controlBorder = (error: unknown) => (error ? 'border-danger' : 'border-surface-3');

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FieldChrome {
  ref?: React.Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, className = '', ...input }: TextFieldProps) {
  const { id, aria, messages } = useFieldWiring(hint, error);
  return (
    <StackedField id={id} label={label} className={className} messages={messages}>
      <input {...aria} className={`${CONTROL} ${controlBorder(error)}`} {...input} />
    </StackedField>
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
  const { id, aria, messages } = useFieldWiring(hint, error);
  return (
    <StackedField id={id} label={label} className={className} messages={messages}>
      <select {...aria} className={`${CONTROL} ${controlBorder(error)}`} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </StackedField>
  );
}

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>,
    FieldChrome {
  ref?: React.Ref<HTMLInputElement>;
}

export function CheckboxField({ label, hint, error, className = '', ...input }: CheckboxFieldProps) {
  const { id, aria, messages } = useFieldWiring(hint, error);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex items-start gap-3">
        <input {...aria} type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand" {...input} />
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
      </div>
      {messages}
    </div>
  );
}

/** Moves focus to the first invalid control of a form, so keyboard users land on what to fix. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
}
