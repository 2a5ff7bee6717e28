import type { OperatorPermission } from '@orbit/contract';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '~/shared/api/client.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { type FieldErrors, useSubmit } from '../shared/form.ts';

/**
 * What the promotions screens share: validating a form by its contract schema before it is sent
 * (the same field errors the server would answer), the server's refusals translated, and the
 * small editors their forms repeat (amounts per currency, titles per locale, lists, prize rows).
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

/** `{CAD: 1500}` as the form edits it: rows of a currency and minor units. */
export type AmountRow = { currency: string; cents: string };
export const amountRows = (amounts: Record<string, number> | undefined): AmountRow[] =>
  Object.entries(amounts ?? {}).map(([currency, cents]) => ({ currency, cents: String(cents) }));
/** Rows back to the API's map; a number that is not one stays as typed, so the schema refuses it. */
export const amountsOf = (rows: readonly AmountRow[]): Record<string, unknown> =>
  Object.fromEntries(
    rows
      .filter((row) => row.currency.trim() !== '' || row.cents.trim() !== '')
      .map((row) => [row.currency.trim().toUpperCase(), numberOr(row.cents, row.cents)]),
  );

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

/** Minor units for reading (`1500 CAD` → `15.00 CAD`; a crypto's as they are). */
export function formatCents(cents: number, currency: string): string {
  const fiat = /^(EUR|USD|AUD|CAD|NZD|BRL|NOK)$/.test(currency);
  return fiat ? `${(cents / 100).toFixed(2)} ${currency}` : `${cents} ${currency}`;
}
export const formatAmounts = (amounts: Record<string, number> | undefined) =>
  Object.entries(amounts ?? {})
    .map(([currency, cents]) => formatCents(cents, currency))
    .join(', ') || '—';

export const formatTime = (iso: string | null | undefined) =>
  iso ? new Date(iso).toISOString().replace('T', ' ').slice(0, 16) : '—';

/** A fieldset of rows: a currency and an amount in minor units each, rows added and removed. */
export function AmountsField({
  legend,
  rows,
  onChange,
  error,
}: {
  legend: string;
  rows: AmountRow[];
  onChange: (rows: AmountRow[]) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const set = (i: number, change: Partial<AmountRow>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...change } : row)));
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-lg border border-surface-3 p-3"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
        <div key={i} className="flex flex-wrap items-center gap-2">
          <input
            aria-label={t('promotions.kit.currency_of', { legend, n: i + 1 })}
            className="w-24 rounded-lg border border-surface-3 bg-surface px-2 py-1"
            value={row.currency}
            onChange={(event) => set(i, { currency: event.target.value.toUpperCase() })}
          />
          <input
            aria-label={t('promotions.kit.cents_of', { legend, n: i + 1 })}
            inputMode="numeric"
            className="w-36 rounded-lg border border-surface-3 bg-surface px-2 py-1"
            value={row.cents}
            onChange={(event) => set(i, { cents: event.target.value })}
          />
          <span className="text-sm text-ink-muted">
            {Number.isFinite(Number(row.cents)) && row.currency
              ? formatCents(Number(row.cents), row.currency)
              : ''}
          </span>
          <Button variant="ghost" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            {t('promotions.kit.remove_row', { n: i + 1 })}
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" onClick={() => onChange([...rows, { currency: '', cents: '' }])}>
          {t('promotions.kit.add_currency')}
        </Button>
      </div>
      <p className="text-xs text-ink-muted">{t('promotions.kit.minor_units')}</p>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Texts per locale (`en` first and required by the schemas). */
export type TextRow = { locale: string; text: string };
export const textRows = (texts: Record<string, string> | undefined): TextRow[] => {
  const rows = Object.entries(texts ?? {}).map(([locale, text]) => ({ locale, text }));
  return rows.some((row) => row.locale === 'en') ? rows : [{ locale: 'en', text: '' }, ...rows];
};
export const textsOf = (rows: readonly TextRow[], keepEmpty = false) =>
  Object.fromEntries(
    rows
      .filter(
        (row) => row.locale.trim() !== '' && (keepEmpty || row.text.trim() !== '' || row.locale === 'en'),
      )
      .map((row) => [row.locale.trim(), row.text]),
  );

export function TextsField({
  legend,
  rows,
  onChange,
  error,
  multiline = false,
}: {
  legend: string;
  rows: TextRow[];
  onChange: (rows: TextRow[]) => void;
  error?: string | null;
  multiline?: boolean;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const set = (i: number, change: Partial<TextRow>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...change } : row)));
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-lg border border-surface-3 p-3"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
        <div key={i} className="flex flex-wrap items-start gap-2">
          <input
            aria-label={t('promotions.kit.locale_of', { legend, n: i + 1 })}
            className="w-20 rounded-lg border border-surface-3 bg-surface px-2 py-1"
            value={row.locale}
            onChange={(event) => set(i, { locale: event.target.value })}
          />
          {multiline ? (
            <textarea
              aria-label={t('promotions.kit.text_of', { legend, locale: row.locale || '?' })}
              className="min-h-20 flex-1 rounded-lg border border-surface-3 bg-surface px-2 py-1"
              value={row.text}
              onChange={(event) => set(i, { text: event.target.value })}
            />
          ) : (
            <input
              aria-label={t('promotions.kit.text_of', { legend, locale: row.locale || '?' })}
              className="flex-1 rounded-lg border border-surface-3 bg-surface px-2 py-1"
              value={row.text}
              onChange={(event) => set(i, { text: event.target.value })}
            />
          )}
          {row.locale === 'en' ? null : (
            <Button variant="ghost" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              {t('promotions.kit.remove_row', { n: i + 1 })}
            </Button>
          )}
        </div>
      ))}
      <div>
        <Button variant="secondary" onClick={() => onChange([...rows, { locale: '', text: '' }])}>
          {t('promotions.kit.add_locale')}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A prize place of a tournament or lottery as the form edits it. */
export type PrizeRow = {
  award_place: string;
  kind: string;
  amount_cents: string;
  offer_id: string;
  wager_multiplier: string;
  freespins_count: string;
};
export const prizeRow = (prize?: Partial<Record<keyof PrizeRow, unknown>>): PrizeRow => ({
  award_place: String(prize?.award_place ?? ''),
  kind: String(prize?.kind ?? 'money'),
  amount_cents: String(prize?.amount_cents ?? 0),
  offer_id: prize?.offer_id === null || prize?.offer_id === undefined ? '' : String(prize.offer_id),
  wager_multiplier: String(prize?.wager_multiplier ?? 0),
  freespins_count: String(prize?.freespins_count ?? 0),
});
export const prizesOf = (rows: readonly PrizeRow[]) =>
  rows.map((row) => ({
    award_place: numberOr(row.award_place, undefined),
    kind: row.kind,
    amount_cents: numberOr(row.amount_cents, 0),
    offer_id: numberOr(row.offer_id, null),
    wager_multiplier: numberOr(row.wager_multiplier, 0),
    freespins_count: numberOr(row.freespins_count, 0),
  }));

const PRIZE_FIELDS = [
  'award_place',
  'amount_cents',
  'offer_id',
  'wager_multiplier',
  'freespins_count',
] as const;

/** The prize places: a table of rows, each field labelled with its place. */
export function PrizesField({
  rows,
  onChange,
  fieldError,
}: {
  rows: PrizeRow[];
  onChange: (rows: PrizeRow[]) => void;
  fieldError: (field: string) => string | null;
}) {
  const { t } = useTranslation();
  const set = (i: number, change: Partial<PrizeRow>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...change } : row)));
  const error = fieldError('prizes');
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-surface-3 p-3">
      <legend className="px-1 text-sm font-medium">{t('promotions.prizes.title')}</legend>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('promotions.prizes.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('promotions.prizes.award_place')}</th>
              <th scope="col">{t('promotions.prizes.kind')}</th>
              <th scope="col">{t('promotions.prizes.amount_cents')}</th>
              <th scope="col">{t('promotions.prizes.offer_id')}</th>
              <th scope="col">{t('promotions.prizes.wager_multiplier')}</th>
              <th scope="col">{t('promotions.prizes.freespins_count')}</th>
              <th scope="col">{t('promotions.kit.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
              <tr key={i} className="border-t border-white/10 align-top">
                <td>
                  <CellInput
                    label={t('promotions.prizes.field_of', {
                      field: t('promotions.prizes.award_place'),
                      n: i + 1,
                    })}
                    value={row.award_place}
                    onChange={(value) => set(i, { award_place: value })}
                    error={fieldError(`prizes.${i}.award_place`)}
                  />
                </td>
                <td>
                  <select
                    aria-label={t('promotions.prizes.field_of', {
                      field: t('promotions.prizes.kind'),
                      n: i + 1,
                    })}
                    className="rounded-lg border border-surface-3 bg-surface px-2 py-1"
                    value={row.kind}
                    onChange={(event) => set(i, { kind: event.target.value })}
                  >
                    {(['money', 'bonus', 'freespins'] as const).map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`promotions.prizes.kinds.${kind}`)}
                      </option>
                    ))}
                  </select>
                </td>
                {PRIZE_FIELDS.slice(1).map((field) => (
                  <td key={field}>
                    <CellInput
                      label={t('promotions.prizes.field_of', {
                        field: t(`promotions.prizes.${field}`),
                        n: i + 1,
                      })}
                      value={row[field]}
                      onChange={(value) => set(i, { [field]: value })}
                      error={fieldError(`prizes.${i}.${field}`)}
                    />
                  </td>
                ))}
                <td>
                  <Button variant="ghost" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                    {t('promotions.kit.remove_row', { n: i + 1 })}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <Button
          variant="secondary"
          onClick={() => onChange([...rows, prizeRow({ award_place: rows.length + 1 })])}
        >
          {t('promotions.prizes.add')}
        </Button>
      </div>
      {error ? <p className="text-sm text-danger">{error}</p> : null}
    </fieldset>
  );
}

/** A compact input of a table cell, labelled for screen readers, its error below it. */
export function CellInput({
  label,
  value,
  onChange,
  error,
  type = 'text',
  className = 'w-28',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  type?: string;
  className?: string;
}) {
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1">
      <input
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        type={type}
        className={`${className} rounded-lg border bg-surface px-2 py-1 ${error ? 'border-danger' : 'border-surface-3'}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <span id={errorId} className="text-xs text-danger">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** A front-end config the promotions edit: its stored value, and a save through the config API. */
export function usePromotionConfig() {
  return {
    load: async <T,>(name: string) =>
      (await adminApi().request<{ name: string; value: T | null }>(`/api/operator/promotions/config/${name}`))
        .value,
    save: (name: string, value: unknown) =>
      adminApi().request(`/api/operator/config/${name}`, { method: 'PUT', body: value }),
  };
}

/** Whether the signed-in operator may change promotions (configs also need the content permission). */
export function useMayWrite(permission: OperatorPermission = 'promotions.write') {
  return useMay(permission);
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

export function SavedNotice({ saved }: { saved: boolean }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-sm text-success" data-testid="promotions-saved">
      {saved ? t('promotions.kit.saved') : ''}
    </p>
  );
}
