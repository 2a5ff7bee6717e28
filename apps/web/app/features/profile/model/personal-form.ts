import {
  checkPlayerFields,
  contextFields,
  isBlank,
  type Player,
  type PlayerFieldSpec,
  type PlayerFieldsInfo,
} from '@orbit/contract';

export type FieldValue = string | boolean;
export type FieldValues = Record<string, FieldValue>;

export interface EditionField {
  name: string;
  spec: PlayerFieldSpec | undefined;
  /** `once_set` fields the player already filled in cannot change any more. */
  readOnly: boolean;
}

/** Shown elsewhere or never editable here. */
const NOT_IN_FORM = new Set(['email', 'password', 'currency', 'terms_acceptance']);

const fieldOf = (player: Player, name: string): unknown =>
  (player as unknown as Record<string, unknown>)[name];

/** The profile form's fields: the `edition` context of player_fields, in its order. */
export function editionFields(info: PlayerFieldsInfo | undefined, player: Player): EditionField[] {
  if (!info) return [];
  const specs = new Map(info.fields.map((spec) => [spec.field, spec]));
  return (contextFields(info, 'edition') ?? [])
    .filter((name) => !NOT_IN_FORM.has(name))
    .map((name) => {
      const spec = specs.get(name);
      return { name, spec, readOnly: spec?.once_set === true && !isBlank(fieldOf(player, name)) };
    });
}

/** The player's current values of those fields (null becomes "", flags stay booleans). */
export function playerValues(fields: readonly EditionField[], player: Player): FieldValues {
  const values: FieldValues = {};
  for (const { name } of fields) {
    const value = fieldOf(player, name);
    values[name] = typeof value === 'boolean' ? value : typeof value === 'string' ? value : '';
  }
  return values;
}

/** What PATCH /api/player should carry: editable fields whose value changed (blank text as null). */
export function changedValues(
  fields: readonly EditionField[],
  before: FieldValues,
  after: FieldValues,
): Record<string, FieldValue | null> {
  const patch: Record<string, FieldValue | null> = {};
  for (const { name, readOnly } of fields) {
    if (readOnly || !(name in after)) continue;
    const next = after[name];
    const normalized = typeof next === 'string' ? next.trim() : next;
    const previous = typeof before[name] === 'string' ? (before[name] as string).trim() : before[name];
    if (normalized === previous) continue;
    patch[name] = normalized === '' ? null : (normalized ?? null);
  }
  return patch;
}

/** Browser-side check of a profile change with the contract's player-field rules. */
export function validateEdition(
  info: PlayerFieldsInfo,
  patch: Record<string, FieldValue | null>,
  player: Player,
  today: Date,
): Record<string, string[]> {
  return checkPlayerFields(info, 'edition', patch, {
    country: player.country,
    today,
    existing: player as unknown as Record<string, unknown>,
    onlyContextFields: true,
  });
}
