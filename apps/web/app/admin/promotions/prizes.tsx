import { useTranslation } from '~/shared/i18n/react.tsx';
import { numberOr } from './forms.ts';
import { InputCell, RowsTable } from './rows.tsx';

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
  'kind',
  'amount_cents',
  'offer_id',
  'wager_multiplier',
  'freespins_count',
] as const;
const PRIZE_KINDS = ['money', 'bonus', 'freespins'] as const;

/** The error fields the prize table shows by its inputs (`prizes.0.amount_cents` …). */
export const prizeErrorFields = (rows: readonly PrizeRow[]) =>
  rows.flatMap((_, i) => PRIZE_FIELDS.map((field) => `prizes.${i}.${field}`));

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
  const error = fieldError('prizes');
  const title = t('promotions.prizes.title');
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-surface-3 p-3">
      <legend className="px-1 text-sm font-medium">{title}</legend>
      <RowsTable
        caption={title}
        columns={PRIZE_FIELDS.map((field) => t(`promotions.prizes.${field}`))}
        rows={rows}
        onChange={onChange}
        blank={() => prizeRow({ award_place: rows.length + 1 })}
        addLabel={t('promotions.prizes.add')}
      >
        {(row, i, set) => {
          const label = (field: string) =>
            t('promotions.prizes.field_of', { field: t(`promotions.prizes.${field}`), n: i + 1 });
          return PRIZE_FIELDS.map((field) =>
            field === 'kind' ? (
              <td key={field}>
                <select
                  aria-label={label(field)}
                  className="rounded-lg border border-surface-3 bg-surface px-2 py-1"
                  value={row.kind}
                  onChange={(event) => set({ kind: event.target.value })}
                >
                  {PRIZE_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`promotions.prizes.kinds.${kind}`)}
                    </option>
                  ))}
                </select>
              </td>
            ) : (
              <InputCell
                key={field}
                label={label(field)}
                value={row[field]}
                onChange={(value) => set({ [field]: value })}
                error={fieldError(`prizes.${i}.${field}`)}
              />
            ),
          );
        }}
      </RowsTable>
      {error ? <p className="text-sm text-danger">{error}</p> : null}
    </fieldset>
  );
}
