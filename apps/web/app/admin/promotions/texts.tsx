import { useTranslation } from '~/shared/i18n/react.tsx';
import { RowsFieldset } from './rows.tsx';

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

/** A text in several languages: a row per locale (English first, never removed), more added. */
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
  return (
    <RowsFieldset
      legend={legend}
      error={error}
      rows={rows}
      onChange={onChange}
      blank={() => ({ locale: '', text: '' })}
      addLabel={t('promotions.kit.add_locale')}
      fixed={(row) => row.locale === 'en'}
    >
      {(row, i, set) => {
        const text = {
          'aria-label': t('promotions.kit.text_of', { legend, locale: row.locale || '?' }),
          value: row.text,
          onChange: (event: { target: { value: string } }) => set({ text: event.target.value }),
        };
        return (
          <>
            <input
              aria-label={t('promotions.kit.locale_of', { legend, n: i + 1 })}
              className="w-20 rounded-lg border border-surface-3 bg-surface px-2 py-1"
              value={row.locale}
              onChange={(event) => set({ locale: event.target.value })}
            />
            {multiline ? (
              <textarea
                className="min-h-20 flex-1 rounded-lg border border-surface-3 bg-surface px-2 py-1"
                {...text}
              />
            ) : (
              <input className="flex-1 rounded-lg border border-surface-3 bg-surface px-2 py-1" {...text} />
            )}
          </>
        );
      }}
    </RowsFieldset>
  );
}

/** A record's title and description per language, the two fieldsets its form shows. */
export interface LocalizedTexts {
  titles: TextRow[];
  descriptions: TextRow[];
}

/** The titles and descriptions of a record, each per language; their errors by field. */
export function LocalizedTextFields({
  titlesLegend,
  descriptionsLegend,
  value,
  onChange,
  fieldError,
}: {
  titlesLegend: string;
  descriptionsLegend: string;
  value: LocalizedTexts;
  onChange: (change: Partial<LocalizedTexts>) => void;
  fieldError: (field: string) => string | null;
}) {
  return (
    <>
      <TextsField
        legend={titlesLegend}
        rows={value.titles}
        onChange={(titles) => onChange({ titles })}
        error={fieldError('titles') ?? fieldError('titles.en')}
      />
      <TextsField
        legend={descriptionsLegend}
        rows={value.descriptions}
        onChange={(descriptions) => onChange({ descriptions })}
        error={fieldError('descriptions')}
        multiline
      />
    </>
  );
}
