import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useTranslation } from '~/shared/i18n/react.tsx';
import type { DataColumn } from '../shared/data-table.tsx';
import { englishOf, formatTime } from './format.ts';
import { isoOf, listOf, listText, localOf, PROMOTIONS_KEY } from './forms.ts';
import { OpenButton } from './list-screen.tsx';
import { type PrizeRow, PrizesField, prizeErrorFields, prizeRow, prizesOf } from './prizes.tsx';
import { useRecordForm } from './record-form.tsx';
import { SaveBar } from './save-bar.tsx';
import { LocalizedTextFields, type LocalizedTexts, textRows, textsOf } from './texts.tsx';

/**
 * What a tournament and a lottery share: an address, a page design, titles and descriptions per
 * language, a currency, when it runs, which player groups, and its prize places — and the form
 * that edits them with what is the screen's own (`extra` fields, more below).
 */
export interface CompetitionRecord {
  id: number;
  slug: string;
  frontend_identifier: string;
  titles: Record<string, string>;
  descriptions: Record<string, string>;
  currency: string;
  start_at: string;
  end_at: string;
  group_ids: number[];
  prizes: ReadonlyArray<Partial<Record<keyof PrizeRow, unknown>>>;
}

export interface CompetitionDraft extends LocalizedTexts {
  slug: string;
  frontend_identifier: string;
  currency: string;
  start_at: string;
  end_at: string;
  group_ids: string;
  prizes: PrizeRow[];
}

const competitionDraft = (
  row: CompetitionRecord | undefined,
  fallback: { frontend_identifier: string; prizes: PrizeRow[] },
): CompetitionDraft => ({
  slug: row?.slug ?? '',
  frontend_identifier: row?.frontend_identifier ?? fallback.frontend_identifier,
  titles: textRows(row?.titles),
  descriptions: textRows(row?.descriptions),
  currency: row?.currency ?? 'CAD',
  start_at: localOf(row?.start_at),
  end_at: localOf(row?.end_at),
  group_ids: listText(row?.group_ids),
  prizes: row ? row.prizes.map(prizeRow) : fallback.prizes,
});

const competitionBody = (d: CompetitionDraft) => ({
  slug: d.slug.trim(),
  frontend_identifier: d.frontend_identifier.trim(),
  titles: textsOf(d.titles),
  descriptions: textsOf(d.descriptions),
  currency: d.currency.trim().toUpperCase(),
  start_at: isoOf(d.start_at) ?? undefined,
  end_at: isoOf(d.end_at) ?? undefined,
  group_ids: listOf(d.group_ids, true),
  prizes: prizesOf(d.prizes),
});

type Area = 'tournaments' | 'lotteries';

/** The list's columns of what competitions share: the address (opening it), title, currency, times. */
export function competitionColumns<R extends CompetitionRecord>(
  area: Area,
  t: (key: string) => string,
  choose: (row: R) => void,
): DataColumn<R>[] {
  return [
    {
      id: 'slug',
      header: t(`promotions.${area}.slug`),
      cell: (row) => <OpenButton label={row.slug} onOpen={() => choose(row)} />,
    },
    { id: 'name', header: t(`promotions.${area}.name`), cell: (row) => englishOf(row.titles) },
    { id: 'currency', header: t(`promotions.${area}.currency`), cell: (row) => row.currency },
    { id: 'start_at', header: t(`promotions.${area}.start_at`), cell: (row) => formatTime(row.start_at) },
    { id: 'end_at', header: t(`promotions.${area}.end_at`), cell: (row) => formatTime(row.end_at) },
  ];
}

/**
 * What a screen tells the competition form of its records: their endpoint's area, their schema, a
 * new one's page design and prizes, and the draft and body of the fields that are its own.
 */
export interface CompetitionSpec<R extends CompetitionRecord, D extends CompetitionDraft> {
  area: Area;
  schema: z.ZodType;
  fallback: { frontend_identifier: string; prizes: PrizeRow[] };
  draftOf: (record?: R) => Omit<D, keyof CompetitionDraft>;
  bodyOf: (draft: D) => Record<string, unknown>;
}

type Form<R, D extends object> = ReturnType<typeof useRecordForm<D, R>>;

/**
 * A competition's form in its section: the shared fields, then the screen's `fields` in the same
 * grid, the texts, `below` (more of the screen's own), the prizes, the save bar.
 */
export function CompetitionForm<R extends CompetitionRecord, D extends CompetitionDraft>({
  spec: { area, schema, fallback, draftOf, bodyOf },
  record,
  onSaved,
  may,
  notice,
  fields,
  below,
  shown = [],
}: {
  spec: CompetitionSpec<R, D>;
  record: R | undefined;
  onSaved: (saved: R) => void;
  may: boolean;
  notice?: ReactNode;
  fields: (form: Form<R, D>) => ReactNode;
  below?: (form: Form<R, D>) => ReactNode;
  /** Error fields `below` shows. */
  shown?: readonly string[];
}) {
  const { t } = useTranslation();
  const form = useRecordForm<D, R>({
    initial: () => ({ ...competitionDraft(record, fallback), ...draftOf(record) }) as D,
    path: `/api/operator/${area}`,
    id: record?.id,
    schema,
    bodyOf: (draft) => ({ ...competitionBody(draft), ...bodyOf(draft) }),
    refresh: [...PROMOTIONS_KEY, area],
    onSaved,
  });
  const { draft, field, submit } = form;
  const headingId = `${area}-form`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {record ? t(`promotions.${area}.edit`, { slug: record.slug }) : t(`promotions.${area}.new`)}
      </h2>
      {notice}
      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-3">
        <fieldset className="grid gap-3 sm:grid-cols-3" disabled={!may}>
          <legend className="sr-only">{t(`promotions.${area}.title`)}</legend>
          {field('slug', t(`promotions.${area}.slug`))}
          {field('frontend_identifier', t('promotions.tournaments.frontend_identifier'))}
          {field('currency', t(`promotions.${area}.currency`))}
          {field('start_at', t(`promotions.${area}.start_at`), { type: 'datetime-local' })}
          {field('end_at', t(`promotions.${area}.end_at`), { type: 'datetime-local' })}
          {field('group_ids', t('promotions.offer.group_ids'), { hint: t('promotions.kit.list_hint') })}
          {fields(form)}
        </fieldset>
        <LocalizedTextFields
          titlesLegend={t(`promotions.${area}.titles`)}
          descriptionsLegend={t(`promotions.${area}.descriptions`)}
          value={draft}
          onChange={form.change as (change: Partial<LocalizedTexts>) => void}
          fieldError={submit.fieldError}
        />
        {below?.(form)}
        <PrizesField
          rows={draft.prizes}
          onChange={(rows) => form.change({ prizes: rows } as Partial<D>)}
          fieldError={submit.fieldError}
        />
        <SaveBar
          form={{ submit, saved: form.saved, may }}
          label={record ? t('promotions.offer.save') : t('promotions.offer.create')}
          shown={[...Object.keys(draft), ...prizeErrorFields(draft.prizes), ...shown]}
        />
      </form>
    </section>
  );
}
