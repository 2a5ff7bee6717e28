import type { PlayerFieldValues } from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import { PLAYER_FIELD_COLUMNS, type PlayerFieldName } from '../player/columns.ts';
import type { UserPatch } from './repository.ts';

/** The user columns for the player fields a form sent; an empty text clears the field. */
export function playerFieldPatch(values: PlayerFieldValues): UserPatch {
  const patch: UserPatch = {};
  for (const [field, column] of Object.entries(PLAYER_FIELD_COLUMNS) as [
    PlayerFieldName,
    keyof UserPatch,
  ][]) {
    const value = values[field];
    if (value !== undefined) Object.assign(patch, { [column]: value === '' ? null : value });
  }
  return patch;
}

/** Adds `more` to `errors`, field by field, without repeating a key. */
export function mergeFieldErrors(errors: Record<string, string[]>, more: Record<string, string[]>) {
  for (const [field, keys] of Object.entries(more)) {
    const list = errors[field] ?? [];
    errors[field] = list;
    for (const key of keys) if (!list.includes(key)) list.push(key);
  }
  return errors;
}

/**
 * The stored player as player_fields sees it, for checks of a change: once-set fields and
 * what is already filled in. The password is never shown, only that one is set.
 */
export function existingPlayerFields(user: UserRow): Record<string, unknown> {
  const record: Record<string, unknown> = {
    email: user.email,
    password: user.encryptedPassword ? '(set)' : null,
    currency: user.currency,
    terms_acceptance: user.termsAcceptedAt ? true : null,
  };
  for (const [field, column] of Object.entries(PLAYER_FIELD_COLUMNS)) {
    record[field] = user[column];
  }
  return record;
}
