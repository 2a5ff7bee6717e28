import type { OperatorPermission } from '@orbit/contract';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '~/shared/api/client.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { type FieldErrors, useSubmit } from '../shared/form.ts';

/**
 * What every promotions form shares: validating a body by its contract schema before it is sent
 * (the same field errors the server would answer), the server's refusals translated, typed text
 * to the API's numbers, lists and times, the stored front-end configs, a "saved" notice.
 */

export const PROMOTIONS_KEY = ['admin', 'promotions'] as const;

type Issue = { code?: string; message: string; path?: ReadonlyArray<PropertyKey>; keys?: string[] };

/** A schema issue as the server's translation key (apps/server/src/http/errors.ts does the same). */
function keyOf(issue: Issue): string {
  if (/^(validation|auth)\./.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined/.test(issue.message) ? 'validation.required' : 'validation.invalid_type';
    case 'too_small':
      return 'validation.too_short';
    case 'too_big':
      return 'validation.too_long';
    case 'invalid_format':
      return 'validation.invalid_format';
    case 'invalid_value':
      return 'validation.invalid_value';
    case 'unrecognized_keys':
      return 'validation.unknown_field';
    default:
      return 'validation.invalid';
  }
}

/** A schema's issues as `{field: [key]}` (nested paths joined by dots: `prizes.0.amount_cents`). */
export function issuesToErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = (issue.path ?? []).map(String).join('.') || 'base';
    const list = errors[field] ?? [];
    errors[field] = list;
    const key = keyOf(issue);
    if (!list.includes(key)) list.push(key);
  }
  return errors;
}

/** The value as the schema reads it, or a 422 like the server's (shown by the form as field errors). */
export function validated<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new ApiError(422, { errors: issuesToErrors(parsed.error.issues) }, 'form');
}

/**
 * A server's or schema's key as words: `validation.*` from the shared catalogue, the keys the
 * promotion endpoints answer (`bonuses.offer_taken`, `comp_points.taken` …) from this area's
 * `promotions.server.*`.
 */
export function useKeyText() {
  const { t } = useTranslation();
  return (key: string) =>
    /^(validation|admin|promotions)\./.test(key)
      ? t(key)
      : t(`promotions.server.${key}`, { defaultValue: key });
}

/**
 * The back office's submit (admin/shared/form.ts) with the promotions' keys: field errors and the
 * form-wide message (`base`, or the refusal) as words.
 */
export function usePromoSubmit() {
  const submit = useSubmit();
  const text = useKeyText();
  const fieldError = (field: string) => (submit.errors[field]?.[0] ? text(submit.errors[field][0]) : null);
  /** Errors of fields the form shows nowhere else (a nested row's, `base`), as one message. */
  const otherErrors = (shown: readonly string[]) =>
    Object.entries(submit.errors)
      .filter(([field]) => field !== 'base' && !shown.includes(field))
      .map(([field, keys]) => `${field}: ${keys.map(text).join(' ')}`);
  const base = submit.errors.base?.[0];
  return { ...submit, fieldError, otherErrors, message: base ? text(base) : submit.message };
}
export type PromoSubmit = ReturnType<typeof usePromoSubmit>;

/** A typed number as a number (empty: `empty`); anything else as typed, for the schema to refuse. */
export function numberOr<T>(typed: string, empty: T): number | T | string {
  const text = typed.trim();
  if (text === '') return empty;
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
}

/** `1, 2, 3` → `[1, 2, 3]` (numbers) or `['a', 'b']`. */
export const listOf = (typed: string, numbers = false): unknown[] =>
  typed
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (numbers ? numberOr(part, part) : part));
export const listText = (values: readonly unknown[] | undefined) => (values ?? []).join(', ');

/** An ISO time as a `datetime-local` value in UTC (`2026-11-27T10:00`), and back. */
export const localOf = (iso: string | null | undefined) => (iso ? iso.slice(0, 16) : '');
export const isoOf = (local: string) => (local ? `${local.length === 16 ? `${local}:00` : local}Z` : null);

/** A front-end config the promotions edit: its stored value, and a save through the config API. */
export function usePromotionConfig() {
  return {
    load: async <T>(name: string) =>
      (await adminApi().request<{ name: string; value: T | null }>(`/api/operator/promotions/config/${name}`))
        .value,
    save: (name: string, value: unknown) =>
      adminApi().request(`/api/operator/config/${name}`, { method: 'PUT', body: value }),
  };
}

/** A short-lived "saved" notice after a save. */
export function useSaved() {
  const [saved, setSaved] = useState(false);
  return {
    saved,
    mark: () => {
      setSaved(true);
      window.setTimeout(() => setSaved(false), 4_000);
    },
    clear: () => setSaved(false),
  };
}
export type Saved = ReturnType<typeof useSaved>;

/**
 * A form that writes what it shows (rates, thresholds, configs): whether the operator may, the
 * submit, and a save — the write run as the submit (its field errors shown), then the "saved"
 * notice and the queries of `refresh` read again.
 */
export function useFormSave(permission: OperatorPermission, refresh: QueryKey) {
  const may = useMay(permission);
  const queryClient = useQueryClient();
  const submit = usePromoSubmit();
  const saved = useSaved();
  const save = async (event: React.FormEvent, write: () => Promise<unknown>) => {
    event.preventDefault();
    saved.clear();
    const done = await submit.run(async () => {
      await write();
      return true;
    });
    if (!done) return;
    saved.mark();
    await queryClient.invalidateQueries({ queryKey: refresh });
  };
  return { may, submit, saved, save };
}
export type FormSave = ReturnType<typeof useFormSave>;
