import { type ReactNode, useId } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';

/**
 * Lists of rows a form edits (amounts per currency, texts per language, prize places, a calendar's
 * days …): one row changed or removed, and the two frames they are shown in — a fieldset of rows
 * or a table of rows — each row with its remove button and an add button below.
 */

/** The rows with row `i` changed. */
export const replaceAt = <T,>(rows: readonly T[], i: number, change: Partial<T>): T[] =>
  rows.map((row, j) => (j === i ? { ...row, ...change } : row));
/** The rows without row `i`. */
export const removeAt = <T,>(rows: readonly T[], i: number): T[] => rows.filter((_, j) => j !== i);

/** What a row's inputs get: the row, its place, and a change of it. */
export type RowRender<T> = (row: T, i: number, set: (change: Partial<T>) => void) => ReactNode;

interface RowsProps<T> {
  rows: T[];
  onChange: (rows: T[]) => void;
  /** A new row (the add button appends it). */
  blank: () => T;
  addLabel: string;
  /** Rows and add button editable (default); otherwise no remove or add buttons. */
  editable?: boolean;
  /** A row that cannot be removed (the English text). */
  fixed?: (row: T) => boolean;
  children: RowRender<T>;
}

function RemoveButton({ n, onClick }: { n: number; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" onClick={onClick}>
      {t('promotions.kit.remove_row', { n })}
    </Button>
  );
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <div>
      <Button variant="secondary" onClick={onClick}>
        {label}
      </Button>
    </div>
  );
}

/** A fieldset of rows, a row a line: its inputs, then its remove button; the hint and error below. */
export function RowsFieldset<T>({
  legend,
  hint,
  error,
  rows,
  onChange,
  blank,
  addLabel,
  editable = true,
  fixed,
  disabled,
  children,
}: RowsProps<T> & {
  legend: string;
  hint?: string;
  error?: string | null | undefined;
  disabled?: boolean;
}) {
  const errorId = useId();
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-lg border border-surface-3 p-3"
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {hint ? <p className="text-xs text-ink-muted">{hint}</p> : null}
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
        <div key={i} className="flex flex-wrap items-start gap-2">
          {children(row, i, (change) => onChange(replaceAt(rows, i, change)))}
          {editable && !fixed?.(row) ? (
            <RemoveButton n={i + 1} onClick={() => onChange(removeAt(rows, i))} />
          ) : null}
        </div>
      ))}
      {editable ? <AddButton label={addLabel} onClick={() => onChange([...rows, blank()])} /> : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * A table of rows: the columns' headers, a row's cells (`<td>`s, or a `<th scope="row">` first),
 * an actions column with its remove button, the add button below.
 */
export function RowsTable<T>({
  caption,
  showCaption = false,
  columns,
  rows,
  onChange,
  blank,
  addLabel,
  editable = true,
  children,
}: RowsProps<T> & { caption: string; showCaption?: boolean; columns: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className={showCaption ? 'text-left font-semibold' : 'sr-only'}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              <th scope="col">{t('promotions.kit.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
              <tr key={i} className="border-t border-white/10 align-top">
                {children(row, i, (change) => onChange(replaceAt(rows, i, change)))}
                <td>
                  {editable ? <RemoveButton n={i + 1} onClick={() => onChange(removeAt(rows, i))} /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editable ? <AddButton label={addLabel} onClick={() => onChange([...rows, blank()])} /> : null}
    </>
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
  error?: string | null | undefined;
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

/** A table cell of a CellInput. */
export function InputCell(props: Parameters<typeof CellInput>[0]) {
  return (
    <td>
      <CellInput {...props} />
    </td>
  );
}
