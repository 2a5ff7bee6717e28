import type { z } from 'zod';

/**
 * What the back office's config form knows of a zod 4 schema (its `def`): which control or group
 * renders a value, what a new value looks like, and where a value sits in the whole. Shapes the
 * form cannot express (unions, tuples, intersections, unknown …) are edited as JSON.
 */

export type Path = ReadonlyArray<string | number>;
type Schema = z.ZodType;

interface Def {
  type: string;
  innerType?: Schema;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  element?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  defaultValue?: unknown;
  in?: Schema;
  out?: Schema;
  getter?: () => Schema;
}

const defOf = (schema: Schema): Def => (schema as unknown as { def: Def }).def;

/** A field's shape once its wrappers are peeled off: what to render and how an absent value is kept. */
export type FieldShape =
  | { kind: 'object'; fields: Array<{ key: string; schema: Schema }>; catchall: Schema | null }
  | { kind: 'array'; element: Schema }
  | { kind: 'record'; value: Schema }
  | { kind: 'string'; format: string | null; minLength: number | null; maxLength: number | null }
  | { kind: 'number'; integer: boolean; min: number | null; max: number | null }
  | { kind: 'boolean' }
  | { kind: 'enum'; options: string[] }
  | { kind: 'literal'; value: unknown }
  | { kind: 'json' };

export interface Unwrapped {
  schema: Schema;
  /** The value may be left out (`undefined`). */
  optional: boolean;
  /** The value may be `null`. */
  nullable: boolean;
  /** What the schema puts in when the value is left out. */
  defaultValue: unknown;
}

/** Peels optional, nullable, default, readonly, catch, lazy and the input side of pipes. */
export function unwrap(schema: Schema): Unwrapped {
  let current = schema;
  let optional = false;
  let nullable = false;
  let defaultValue: unknown;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    if (def.type === 'optional' && def.innerType) {
      optional = true;
      current = def.innerType;
    } else if (def.type === 'nullable' && def.innerType) {
      nullable = true;
      current = def.innerType;
    } else if ((def.type === 'default' || def.type === 'prefault') && def.innerType) {
      optional = true;
      defaultValue ??= typeof def.defaultValue === 'function' ? undefined : def.defaultValue;
      current = def.innerType;
    } else if (
      (def.type === 'readonly' || def.type === 'catch' || def.type === 'nonoptional') &&
      def.innerType
    ) {
      current = def.innerType;
    } else if (def.type === 'lazy' && def.getter) {
      current = def.getter();
    } else if (def.type === 'pipe' && def.in && defOf(def.in).type !== 'transform') {
      current = def.in;
    } else {
      break;
    }
  }
  return { schema: current, optional, nullable, defaultValue };
}

/** The shape of a (peeled) schema: the control or group that renders it. */
export function shapeOf(schema: Schema): FieldShape {
  const def = defOf(schema);
  const bag = schema as unknown as Record<string, unknown>;
  switch (def.type) {
    case 'object': {
      const catchall =
        def.catchall && !['never', 'unknown', 'any'].includes(defOf(def.catchall).type) ? def.catchall : null;
      // An open object of unknown keys (`passthrough`) is still a form of its known fields.
      return {
        kind: 'object',
        fields: Object.entries(def.shape ?? {}).map(([key, field]) => ({ key, schema: field })),
        catchall,
      };
    }
    case 'array':
      return def.element ? { kind: 'array', element: def.element } : { kind: 'json' };
    case 'record':
      return def.valueType && defOf(def.keyType ?? def.valueType).type === 'string'
        ? { kind: 'record', value: def.valueType }
        : { kind: 'json' };
    case 'string':
      return {
        kind: 'string',
        format: typeof bag.format === 'string' ? bag.format : null,
        minLength: typeof bag.minLength === 'number' ? bag.minLength : null,
        maxLength: typeof bag.maxLength === 'number' ? bag.maxLength : null,
      };
    case 'number': {
      const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
      return {
        kind: 'number',
        integer: bag.isInt === true,
        min: finite(bag.minValue),
        max: finite(bag.maxValue),
      };
    }
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum': {
      const options = Object.values(def.entries ?? {}).map(String);
      return options.length > 0 ? { kind: 'enum', options } : { kind: 'json' };
    }
    case 'literal':
      return def.values?.length === 1 ? { kind: 'literal', value: def.values[0] } : { kind: 'json' };
    default:
      return { kind: 'json' };
  }
}

/** Whether a schema renders as a form at all (else the whole value is edited as JSON). */
export function isFormable(schema: Schema): boolean {
  const shape = shapeOf(unwrap(schema).schema);
  return shape.kind === 'object' || shape.kind === 'array' || shape.kind === 'record';
}

/** A new value for a schema: what a new row of a list or a newly set field starts with. */
export function emptyValue(schema: Schema, depth = 0): unknown {
  const { schema: inner, optional, nullable, defaultValue } = unwrap(schema);
  if (defaultValue !== undefined) return structuredClone(defaultValue);
  if (depth > 0 && optional) return undefined;
  if (depth > 0 && nullable) return null;
  const shape = shapeOf(inner);
  switch (shape.kind) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const field of shape.fields) {
        const fieldValue = emptyValue(field.schema, depth + 1);
        if (fieldValue !== undefined) value[field.key] = fieldValue;
      }
      return value;
    }
    case 'array':
      return [];
    case 'record':
      return {};
    case 'string':
      return '';
    case 'number':
      return shape.min !== null && shape.min > 0 ? shape.min : 0;
    case 'boolean':
      return false;
    case 'enum':
      return shape.options[0];
    case 'literal':
      return shape.value;
    default:
      return null;
  }
}

/** The value at `path` inside `root` (undefined where there is none). */
export function getAt(root: unknown, path: Path): unknown {
  let current = root;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}

/** A copy of `root` with `value` at `path` (undefined removes an object's key). */
export function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...Array<string | number>];
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = setAt(copy[head as number], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> = root && typeof root === 'object' ? { ...(root as object) } : {};
  const next = setAt(copy[head], rest, value);
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** The server's name of a field: `social.0.url` (what a 422's `errors` are keyed by). */
export const pathKey = (path: Path) => path.join('.');

/** A record entry's key renamed, keeping the entries' order. */
export function renameKey(
  record: Record<string, unknown>,
  from: string,
  to: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) out[key === from ? to : key] = value;
  return out;
}

/** A list with one item moved from `from` to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(from, 1) as [T];
  copy.splice(to, 0, item);
  return copy;
}
