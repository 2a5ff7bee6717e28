import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { z } from 'zod';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { CheckboxField, SelectField, TextField } from '~/shared/ui/field.tsx';
import type { FieldErrors } from '../shared/form.ts';
import {
  emptyValue,
  isFormable,
  moveItem,
  type Path,
  pathKey,
  renameKey,
  shapeOf,
  unwrap,
} from './schema-form-model.ts';

/**
 * A form generated from a zod schema (the contract's config schemas): objects are fieldsets,
 * strings, numbers, booleans and enums are inputs and selects, lists and maps are rows to add,
 * move and remove. A part the form cannot express (a union, a tuple …) is a JSON text box, and
 * says so; a schema that is no object, list or map at all is one JSON text box for the whole.
 * The server's field errors (`social.0.url`) appear at the input of that path.
 */
interface FormContext {
  errors: FieldErrors;
  /** Tells the form a JSON box holds text that is not JSON (saving waits until it is). */
  setJsonInvalid: (key: string, invalid: boolean) => void;
}
const Context = createContext<FormContext>({ errors: {}, setJsonInvalid: () => {} });

export interface SchemaFormProps {
  schema: z.ZodType;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The 422's field errors, keyed by path. */
  errors?: FieldErrors;
  /** The name of the whole (the config's name), the root fieldset's legend. */
  label: string;
  /** Called with whether any JSON box holds text that is not JSON. */
  onValidityChange?: (jsonInvalid: boolean) => void;
}

export function SchemaForm({
  schema,
  value,
  onChange,
  errors = {},
  label,
  onValidityChange,
}: SchemaFormProps) {
  const { t } = useTranslation();
  // The keys of the JSON boxes holding text that is not JSON; the screen is told when that turns.
  const invalid = useRef<Set<string>>(new Set());
  const setJsonInvalid = useCallback(
    (key: string, bad: boolean) => {
      if (invalid.current.has(key) === bad) return;
      if (bad) invalid.current.add(key);
      else invalid.current.delete(key);
      onValidityChange?.(invalid.current.size > 0);
    },
    [onValidityChange],
  );
  const formable = isFormable(schema);
  return (
    <Context.Provider value={{ errors, setJsonInvalid }}>
      {formable ? null : (
        <p className="rounded-lg bg-surface-3 p-3 text-sm" data-testid="schema-form-json-notice">
          {t('content.config.json_whole')}
        </p>
      )}
      <SchemaNode schema={schema} path={[]} label={label} value={value} onChange={onChange} />
    </Context.Provider>
  );
}

interface NodeProps {
  schema: z.ZodType;
  path: Path;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
}

/** The translated first error of a path, or null. */
function useFieldError(path: Path): string | null {
  const { t } = useTranslation();
  const { errors } = useContext(Context);
  const first = errors[pathKey(path) || 'base']?.[0];
  return first ? t(first) : null;
}

function SchemaNode({ schema, path, label, value, onChange }: NodeProps) {
  const { t } = useTranslation();
  const { schema: inner, optional, nullable } = unwrap(schema);
  const shape = shapeOf(inner);
  const group =
    shape.kind === 'object' || shape.kind === 'array' || shape.kind === 'record' || shape.kind === 'json';
  const error = useFieldError(path);

  // A group that may be absent: a button sets it (its new value) or clears it.
  if (group && path.length > 0 && (optional || nullable)) {
    const absent = value === undefined || value === null;
    const clear = () => onChange(nullable ? null : undefined);
    if (absent) {
      return (
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-medium">{label}</span>
          <span className="text-sm text-ink-muted">{t('content.config.not_set')}</span>
          <Button variant="secondary" onClick={() => onChange(emptyValue(inner))}>
            {t('content.config.set', { name: label })}
          </Button>
          {error ? <p className="text-sm text-danger">{error}</p> : null}
        </div>
      );
    }
    return (
      <div className="flex flex-col gap-2">
        <GroupNode shape={shape} schema={inner} path={path} label={label} value={value} onChange={onChange} />
        <div>
          <Button variant="ghost" onClick={clear}>
            {t('content.config.unset', { name: label })}
          </Button>
        </div>
      </div>
    );
  }
  if (group) {
    return (
      <GroupNode shape={shape} schema={inner} path={path} label={label} value={value} onChange={onChange} />
    );
  }

  const name = pathKey(path);
  const emptyAs = nullable ? null : undefined;
  const emptyHint = optional || nullable ? t('content.config.empty_none') : undefined;
  switch (shape.kind) {
    case 'string':
      return (
        <TextField
          name={name}
          label={label}
          type={shape.format === 'email' ? 'email' : shape.format === 'url' ? 'url' : 'text'}
          value={typeof value === 'string' ? value : ''}
          maxLength={shape.maxLength ?? undefined}
          hint={emptyHint}
          error={error}
          onChange={(event) =>
            onChange(event.target.value === '' && (optional || nullable) ? emptyAs : event.target.value)
          }
        />
      );
    case 'number':
      return (
        <TextField
          name={name}
          label={label}
          type="number"
          inputMode={shape.integer ? 'numeric' : 'decimal'}
          step={shape.integer ? 1 : 'any'}
          min={shape.min ?? undefined}
          max={shape.max ?? undefined}
          value={typeof value === 'number' && Number.isFinite(value) ? String(value) : ''}
          hint={emptyHint}
          error={error}
          onChange={(event) => {
            const raw = event.target.value;
            onChange(raw === '' ? emptyAs : Number(raw));
          }}
        />
      );
    case 'boolean':
      return (
        <CheckboxField
          name={name}
          label={label}
          checked={value === true}
          error={error}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
    case 'enum':
      return (
        <SelectField
          name={name}
          label={label}
          value={typeof value === 'string' ? value : ''}
          options={shape.options.map((option) => ({ value: option, label: option }))}
          placeholder={
            optional || nullable || typeof value !== 'string' ? t('content.config.none') : undefined
          }
          error={error}
          onChange={(event) => onChange(event.target.value === '' ? emptyAs : event.target.value)}
        />
      );
    case 'literal':
      return <TextField name={name} label={label} value={String(shape.value)} readOnly error={error} />;
    default:
      return null;
  }
}

function GroupNode({
  shape,
  schema,
  path,
  label,
  value,
  onChange,
}: NodeProps & { shape: ReturnType<typeof shapeOf> }) {
  switch (shape.kind) {
    case 'object':
      return <ObjectNode shape={shape} path={path} label={label} value={value} onChange={onChange} />;
    case 'array':
      return (
        <ArrayNode element={shape.element} path={path} label={label} value={value} onChange={onChange} />
      );
    case 'record':
      return (
        <RecordNode valueSchema={shape.value} path={path} label={label} value={value} onChange={onChange} />
      );
    default:
      return <JsonNode schema={schema} path={path} label={label} value={value} onChange={onChange} />;
  }
}

function Fieldset({ path, label, children }: { path: Path; label: string; children: ReactNode }) {
  const error = useFieldError(path);
  const errorId = useId();
  return (
    <fieldset
      className={`flex flex-col gap-3 rounded-xl border p-3 ${error ? 'border-danger' : 'border-white/10'}`}
      aria-describedby={error ? errorId : undefined}
      data-path={pathKey(path)}
    >
      <legend className="px-1 font-semibold">{label}</legend>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function ObjectNode({
  shape,
  path,
  label,
  value,
  onChange,
}: Omit<NodeProps, 'schema'> & { shape: Extract<ReturnType<typeof shapeOf>, { kind: 'object' }> }) {
  const object = asObject(value);
  const known = new Set(shape.fields.map((f) => f.key));
  const setField = (key: string, next: unknown) => {
    const copy = { ...object };
    if (next === undefined) delete copy[key];
    else copy[key] = next;
    onChange(copy);
  };
  return (
    <Fieldset path={path} label={label}>
      {shape.fields.map((field) => (
        <SchemaNode
          key={field.key}
          schema={field.schema}
          path={[...path, field.key]}
          label={field.key}
          value={object[field.key]}
          onChange={(next) => setField(field.key, next)}
        />
      ))}
      {shape.catchall ? (
        <RecordRows
          valueSchema={shape.catchall}
          path={path}
          label={label}
          entries={Object.entries(object).filter(([key]) => !known.has(key))}
          taken={known}
          onChange={(entries) => {
            const copy: Record<string, unknown> = {};
            for (const key of known) if (object[key] !== undefined) copy[key] = object[key];
            for (const [key, item] of entries) copy[key] = item;
            onChange(copy);
          }}
        />
      ) : null}
    </Fieldset>
  );
}

function ArrayNode({
  element,
  path,
  label,
  value,
  onChange,
}: Omit<NodeProps, 'schema'> & { element: z.ZodType }) {
  const { t } = useTranslation();
  const list = Array.isArray(value) ? value : [];
  const scalar = !['object', 'array', 'record', 'json'].includes(shapeOf(unwrap(element).schema).kind);
  return (
    <Fieldset path={path} label={label}>
      {list.length === 0 ? <p className="text-sm text-ink-muted">{t('content.config.empty_list')}</p> : null}
      <ol className="flex flex-col gap-3">
        {list.map((item, index) => {
          const itemLabel = t('content.config.item', { name: label, n: index + 1 });
          return (
            // Rows are their positions: a moved row's inputs follow its value.
            // biome-ignore lint/suspicious/noArrayIndexKey: a list of values has no other identity.
            <li key={index} className={`flex gap-2 ${scalar ? 'items-end' : 'flex-col'}`}>
              <div className="flex-1">
                <SchemaNode
                  schema={element}
                  path={[...path, index]}
                  label={itemLabel}
                  value={item}
                  onChange={(next) => onChange(list.map((old, i) => (i === index ? next : old)))}
                />
              </div>
              <div className="flex flex-wrap gap-1">
                <Button
                  variant="ghost"
                  disabled={index === 0}
                  aria-label={t('content.config.move_up', { name: itemLabel })}
                  onClick={() => onChange(moveItem(list, index, index - 1))}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  disabled={index === list.length - 1}
                  aria-label={t('content.config.move_down', { name: itemLabel })}
                  onClick={() => onChange(moveItem(list, index, index + 1))}
                >
                  ↓
                </Button>
                <Button variant="ghost" onClick={() => onChange(list.filter((_, i) => i !== index))}>
                  {t('content.config.remove', { name: itemLabel })}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button variant="secondary" onClick={() => onChange([...list, emptyValue(element)])}>
          {t('content.config.add', { name: label })}
        </Button>
      </div>
    </Fieldset>
  );
}

function RecordNode({
  valueSchema,
  path,
  label,
  value,
  onChange,
}: Omit<NodeProps, 'schema'> & { valueSchema: z.ZodType }) {
  const object = asObject(value);
  return (
    <Fieldset path={path} label={label}>
      <RecordRows
        valueSchema={valueSchema}
        path={path}
        label={label}
        entries={Object.entries(object)}
        taken={new Set()}
        onChange={(entries) => onChange(Object.fromEntries(entries))}
      />
    </Fieldset>
  );
}

/** The entries of a map (or an open object's extra keys): a key input and the value's form per row. */
function RecordRows({
  valueSchema,
  path,
  label,
  entries,
  taken,
  onChange,
}: {
  valueSchema: z.ZodType;
  path: Path;
  label: string;
  entries: Array<[string, unknown]>;
  taken: ReadonlySet<string>;
  onChange: (entries: Array<[string, unknown]>) => void;
}) {
  const { t } = useTranslation();
  const freeKey = () => {
    const used = new Set([...taken, ...entries.map(([key]) => key)]);
    if (!used.has('')) return '';
    let n = 1;
    while (used.has(`key-${n}`)) n++;
    return `key-${n}`;
  };
  return (
    <>
      <ul className="flex flex-col gap-3">
        {entries.map(([key, item], index) => {
          const rowLabel = key || t('content.config.new_key');
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the key itself is being edited.
            <li key={index} className="flex flex-col gap-2 rounded-lg bg-surface-3/40 p-2">
              <TextField
                name={`${pathKey([...path, key])}#key`}
                label={t('content.config.key', { name: label })}
                value={key}
                onChange={(event) =>
                  onChange(
                    Object.entries(renameKey(Object.fromEntries(entries), key, event.target.value)) as Array<
                      [string, unknown]
                    >,
                  )
                }
              />
              <SchemaNode
                schema={valueSchema}
                path={[...path, key]}
                label={rowLabel}
                value={item}
                onChange={(next) => onChange(entries.map(([k, v]) => [k, k === key ? next : v]))}
              />
              <div>
                <Button variant="ghost" onClick={() => onChange(entries.filter(([k]) => k !== key))}>
                  {t('content.config.remove', { name: rowLabel })}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <div>
        <Button
          variant="secondary"
          onClick={() => onChange([...entries, [freeKey(), emptyValue(valueSchema)]])}
        >
          {t('content.config.add_key', { name: label })}
        </Button>
      </div>
    </>
  );
}

/** A part the form cannot express, edited as JSON; the last text that parses is the value. */
function JsonNode({ path, label, value, onChange }: NodeProps) {
  const { t } = useTranslation();
  const { setJsonInvalid } = useContext(Context);
  const error = useFieldError(path);
  const id = useId();
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [bad, setBad] = useState(false);
  // The value this box last stood for: when the value changes from outside (a row moved or
  // removed above it), the text shows the new value instead of the old text.
  const [shown, setShown] = useState(() => JSON.stringify(value ?? null));
  const incoming = JSON.stringify(value ?? null);
  if (incoming !== shown) {
    setShown(incoming);
    setText(JSON.stringify(value ?? null, null, 2));
    setBad(false);
  }
  const key = pathKey(path);
  useEffect(() => setJsonInvalid(key, bad), [setJsonInvalid, key, bad]);
  // A box that goes away (its row removed) no longer holds saving back.
  useEffect(() => () => setJsonInvalid(key, false), [setJsonInvalid, key]);
  const message = bad ? t('content.config.json_invalid') : error;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {t('content.config.json_part')}
      </p>
      <textarea
        id={id}
        name={pathKey(path) || 'json'}
        className={`min-h-32 rounded-lg border bg-surface p-2 font-mono text-sm ${message ? 'border-danger' : 'border-surface-3'}`}
        value={text}
        spellCheck={false}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setText(event.target.value);
          try {
            const parsed: unknown = JSON.parse(event.target.value);
            setBad(false);
            setShown(JSON.stringify(parsed));
            onChange(parsed);
          } catch {
            setBad(true);
          }
        }}
      />
      {message ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}
