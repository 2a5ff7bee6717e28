import { useTranslation } from '~/shared/i18n/react.tsx';
import { formatCents } from './format.ts';
import { numberOr } from './forms.ts';
import { RowsFieldset } from './rows.tsx';

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
  return (
    <RowsFieldset
      legend={legend}
      hint={t('promotions.kit.minor_units')}
      error={error}
      rows={rows}
      onChange={onChange}
      blank={() => ({ currency: '', cents: '' })}
      addLabel={t('promotions.kit.add_currency')}
    >
      {(row, i, set) => (
        <>
          <input
            aria-label={t('promotions.kit.currency_of', { legend, n: i + 1 })}
            className="w-24 rounded-lg border border-surface-3 bg-surface px-2 py-1"
            value={row.currency}
            onChange={(event) => set({ currency: event.target.value.toUpperCase() })}
          />
          <input
            aria-label={t('promotions.kit.cents_of', { legend, n: i + 1 })}
            inputMode="numeric"
            className="w-36 rounded-lg border border-surface-3 bg-surface px-2 py-1"
            value={row.cents}
            onChange={(event) => set({ cents: event.target.value })}
          />
          <span className="self-center text-sm text-ink-muted">
            {Number.isFinite(Number(row.cents)) && row.currency
              ? formatCents(Number(row.cents), row.currency)
              : ''}
          </span>
        </>
      )}
    </RowsFieldset>
  );
}
