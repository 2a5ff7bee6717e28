import { type ReactNode, useState } from 'react';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';

/**
 * The choosers of the config screens, whose value holds several lists by key (a calendar's prize
 * lists, the wheels of player groups, banners, languages, VIP currencies): which one is edited,
 * and a new key added.
 */

/** A labelled select of which list (or item) the form shows. */
export function PickSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select
        className="min-h-11 rounded-lg border border-surface-3 bg-surface px-3 py-2"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A new key typed and added: the button is enabled while `valid(key)` and the key is not among
 * `taken`; the field empties once added. `normalise` shapes what is typed (trimmed by default).
 */
export function NewKeyField({
  label,
  addLabel,
  taken,
  valid = (key) => key !== '',
  normalise = (typed) => typed.trim(),
  numeric = false,
  onAdd,
}: {
  label: string;
  addLabel: string;
  taken: readonly string[];
  valid?: (key: string) => boolean;
  normalise?: (typed: string) => string;
  numeric?: boolean;
  onAdd: (key: string) => void;
}) {
  const [key, setKey] = useState('');
  return (
    <>
      <TextField
        label={label}
        value={key}
        {...(numeric ? { inputMode: 'numeric' as const } : {})}
        onChange={(event) => setKey(normalise(event.target.value))}
      />
      <Button
        variant="secondary"
        disabled={!valid(key) || taken.includes(key)}
        onClick={() => {
          onAdd(key);
          setKey('');
        }}
      >
        {addLabel}
      </Button>
    </>
  );
}

/** The "which" select of keyed lists with a new key's field (for an operator who may add). */
export function KeyPicker({
  label,
  keys,
  current,
  onPick,
  optionLabel = (key) => key,
  may,
  add,
  children,
}: {
  label: string;
  keys: readonly string[];
  current: string;
  onPick: (key: string) => void;
  optionLabel?: (key: string) => string;
  may: boolean;
  add: Omit<Parameters<typeof NewKeyField>[0], 'taken'>;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <PickSelect
        label={label}
        value={current}
        onChange={onPick}
        options={keys.map((key) => ({ value: key, label: optionLabel(key) }))}
      />
      {may ? (
        <>
          <NewKeyField {...add} taken={keys} />
          {children}
        </>
      ) : null}
    </div>
  );
}
