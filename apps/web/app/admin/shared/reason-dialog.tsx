import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { Modal } from '~/shared/ui/modal.tsx';

/**
 * A dialog asking for the reason of a refusal (a declined withdrawal, a rejected document) that
 * the player will read: a labelled text area with its hint, its length bounds checked before the
 * call, the server's field error or refusal shown in place. Every text arrives translated.
 */
export function ReasonDialog({
  title,
  summary,
  label,
  hint,
  tooShort,
  submitLabel,
  cancelLabel,
  minLength = 1,
  maxLength,
  busy,
  error,
  message,
  onSubmit,
  onClose,
  testId,
}: {
  title: ReactNode;
  summary?: ReactNode;
  label: string;
  hint: string;
  /** Shown when the reason is shorter than `minLength` (after trimming). */
  tooShort: string;
  submitLabel: string;
  cancelLabel: string;
  minLength?: number;
  maxLength: number;
  busy: boolean;
  /** The server's error of the reason field, translated. */
  error: string | null;
  /** Any other refusal, translated. */
  message: string | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
  testId?: string;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const shown = local ?? error;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < minLength) {
      setLocal(tooShort);
      document.getElementById(id)?.focus();
      return;
    }
    setLocal(null);
    onSubmit(trimmed);
  };
  return (
    <Modal title={title} onClose={busy ? undefined : onClose} closeLabel={cancelLabel} testId={testId}>
      {summary ? <p>{summary}</p> : null}
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
          <textarea
            id={id}
            data-autofocus
            value={reason}
            maxLength={maxLength}
            required
            aria-invalid={shown ? true : undefined}
            aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
            onChange={(event) => setReason(event.target.value)}
            className={`min-h-28 w-full rounded-lg border bg-surface px-3 py-2 text-ink ${shown ? 'border-danger' : 'border-surface-3'}`}
          />
          <p id={`${id}-hint`} className="text-sm text-ink-muted">
            {hint}
          </p>
          {shown ? (
            <p id={`${id}-error`} className="text-sm text-danger">
              {shown}
            </p>
          ) : null}
        </div>
        <FormError message={message} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
