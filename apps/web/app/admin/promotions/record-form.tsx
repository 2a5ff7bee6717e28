import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { TextField, type TextFieldProps } from '~/shared/ui/field.tsx';
import { adminApi } from '../shared/api.ts';
import { usePromoSubmit, useSaved, validated } from './forms.ts';

/** Creates the record (`POST path`) or changes it (`PUT path/id`); answers the record as saved. */
export const saveRecord = <T,>(path: string, id: number | undefined, body: unknown) =>
  id === undefined
    ? adminApi().request<T>(path, { method: 'POST', body })
    : adminApi().request<T>(`${path}/${id}`, { method: 'PUT', body });

/**
 * The form of one record of a promotions list (an offer, a tournament, a lottery, a shop card):
 * the draft the operator types, a text field of a draft's field with its error, and the submit —
 * the draft as a body, checked by the contract's schema, created or changed, the list refreshed.
 */
export function useRecordForm<D extends object, T>({
  initial,
  path,
  id,
  schema,
  bodyOf,
  refresh,
  onSaved,
  draftOf,
  fieldProps = {},
}: {
  initial: () => D;
  /** The list's endpoint (`/api/operator/tournaments`). */
  path: string;
  /** The record's id; none: a new one. */
  id?: number | undefined;
  schema: z.ZodType;
  bodyOf: (draft: D) => unknown;
  /** The queries that show the record. */
  refresh: QueryKey;
  onSaved: (saved: T) => void;
  /** The draft of the saved record, when the form stays on it (the server's values shown). */
  draftOf?: (saved: T) => D;
  /** Given to every text field (`readOnly`). */
  fieldProps?: Partial<TextFieldProps>;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<D>(initial);
  const submit = usePromoSubmit();
  const saved = useSaved();
  const set = <K extends keyof D>(field: K, value: D[K]) => setDraft((d) => ({ ...d, [field]: value }));
  const change = (part: Partial<D>) => setDraft((d) => ({ ...d, ...part }));
  /** A text field of a string field of the draft, its error from the field of the same name. */
  const field = (name: keyof D & string, label: string, props: Partial<TextFieldProps> = {}) => (
    <TextField
      label={label}
      value={draft[name] as string}
      onChange={(event) => set(name, event.target.value as D[typeof name])}
      error={submit.fieldError(name)}
      {...fieldProps}
      {...props}
    />
  );
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    saved.clear();
    // Checked by the contract's schema first: its issues are the form's field errors.
    const answer = await submit.run(() => saveRecord<T>(path, id, validated(schema, bodyOf(draft))));
    if (!answer) return;
    await queryClient.invalidateQueries({ queryKey: refresh });
    if (draftOf) setDraft(draftOf(answer));
    saved.mark();
    onSaved(answer);
  };
  return { draft, setDraft, set, change, field, submit, saved, onSubmit };
}
