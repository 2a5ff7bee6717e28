import type { PlayerFieldSpec, PlayerFieldsInfo } from '../info.ts';
import { birthDate } from './dates.ts';
import type { RuleResult, ValidationKey } from './keys.ts';
import { postalCode } from './postal.ts';
import {
  email,
  englishLetters,
  isBlank,
  maxLength,
  minLength,
  mustAccept,
  nickname,
  password,
  personalId,
  phone,
} from './text.ts';

export const DEFAULT_MIN_AGE = 18;

/** The minimum age a field's `age.min` sets for a country, else its default, else 18. */
export function minimumAge(spec: Pick<PlayerFieldSpec, 'age'> | undefined, country: string | null): number {
  const min = spec?.age?.min;
  return (country ? min?.[country.toUpperCase()] : undefined) ?? min?.default ?? DEFAULT_MIN_AGE;
}

/** The field names a context requires, or null when the context does not exist. */
export function contextFields(info: PlayerFieldsInfo, context: string): string[] | null {
  const list = info.contexts[context];
  return Array.isArray(list) ? list : null;
}

/**
 * The fields a context requires that are still empty, reading each through `fieldValue` (the API's
 * player is snake_case, the server's row camelCase): the rule behind the cashbox's personal-info
 * step, the provider-fields popup and the launch check.
 */
export function missingContextFields(
  info: PlayerFieldsInfo,
  context: string,
  fieldValue: (field: string) => unknown,
): string[] {
  return (contextFields(info, context) ?? []).filter(
    (field) => typeof field === 'string' && isBlank(fieldValue(field)),
  );
}

export interface FieldCheckOptions {
  /** The country the player is in: decides postal code format and minimum age. */
  country: string | null;
  today: Date;
}

/** The rule of one filled-in field, chosen by field name, else by type. */
export function checkField(spec: PlayerFieldSpec, value: unknown, options: FieldCheckOptions): RuleResult {
  if (spec.type === 'boolean') {
    if (typeof value !== 'boolean') return 'validation.invalid_type';
    return spec.field === 'terms_acceptance' ? mustAccept(value) : null;
  }
  if (typeof value !== 'string') return 'validation.invalid_type';
  // Passwords are not trimmed: a trailing space is part of what the player typed.
  const text = spec.field === 'password' ? value : value.trim();
  const lengthError =
    (spec.length?.minimum !== undefined ? minLength(text, spec.length.minimum) : null) ??
    (spec.length?.maximum !== undefined ? maxLength(text, spec.length.maximum) : null);
  const inclusionError =
    spec.inclusion && !spec.inclusion.in.includes(text) ? 'validation.invalid_value' : null;
  return namedRule(spec, text, options) ?? lengthError ?? inclusionError;
}

function namedRule(spec: PlayerFieldSpec, value: string, options: FieldCheckOptions): RuleResult {
  switch (spec.field) {
    case 'nickname':
      return nickname(value);
    case 'first_name':
    case 'last_name':
      return englishLetters(value);
    case 'date_of_birth':
      return birthDate(value, { today: options.today, minAge: minimumAge(spec, options.country) });
    case 'postal_code':
      return postalCode(value, options.country);
    case 'personal_id_number':
      return personalId(value);
    case 'mobile_phone':
      return phone(value);
    case 'email':
      return email(value);
    case 'password':
      return password(value);
    default:
      switch (spec.type) {
        case 'email':
          return email(value);
        case 'phone':
          return phone(value);
        default:
          return null;
      }
  }
}

export interface PlayerFieldsCheckOptions extends FieldCheckOptions {
  /** The stored record when a player edits it: once-set fields and what is already filled in. */
  existing?: Record<string, unknown>;
  /** Refuse fields outside the context (a PATCH may change only what its form shows). */
  onlyContextFields?: boolean;
}

/**
 * Checks one context of the player fields. Filled-in fields get their
 * rule; a context's fields must be filled in after the change — except in `edition`, the
 * profile form, where they only may not be cleared. Returns `{field: [key]}`, empty when valid.
 */
export function checkPlayerFields(
  info: PlayerFieldsInfo,
  context: string,
  input: Record<string, unknown>,
  options: PlayerFieldsCheckOptions,
): Record<string, ValidationKey[]> {
  const list = contextFields(info, context);
  if (!list) return { context: ['validation.invalid_value'] };
  const specs = new Map(info.fields.map((spec) => [spec.field, spec]));
  const existing = options.existing ?? {};
  const country = textOrNull(input.country) ?? textOrNull(existing.country) ?? options.country;
  const errors: Record<string, ValidationKey[]> = {};
  const fail = (field: string, key: ValidationKey) => {
    errors[field] = [key];
  };

  for (const [field, value] of Object.entries(input)) {
    const inContext = list.includes(field);
    if (!inContext && options.onlyContextFields) {
      fail(field, 'validation.not_allowed');
      continue;
    }
    const spec = specs.get(field);
    if (!spec) continue;
    const before = existing[field];
    if (spec.once_set && !isBlank(before) && normalized(value) !== normalized(before)) {
      fail(field, 'validation.once_set');
      continue;
    }
    if (isBlank(value)) {
      if (inContext) fail(field, 'validation.required');
      continue;
    }
    const key = checkField(spec, value, { country, today: options.today });
    if (key) fail(field, key);
  }

  if (context !== 'edition') {
    for (const field of list) {
      if (errors[field]) continue;
      const value = field in input ? input[field] : existing[field];
      if (isBlank(value)) fail(field, 'validation.required');
    }
  }
  return errors;
}

const normalized = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : null;
