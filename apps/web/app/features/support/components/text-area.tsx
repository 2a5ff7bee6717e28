import { type TextareaHTMLAttributes, useId } from 'react';

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** Already translated; tied to the control with aria-describedby. */
  error: string | null;
}

/**
 * A labelled text area with its error, wired like the shared fields (kept here: the shared field
 * module is part of every page's start-up code, a text area is needed only by support).
 */
export function TextArea({ label, error, className = '', ...area }: TextAreaProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`min-h-24 w-full rounded-lg border bg-surface px-3 py-2 text-ink ${error ? 'border-danger' : 'border-surface-3'}`}
        {...area}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
