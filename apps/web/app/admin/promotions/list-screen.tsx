import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { type DataColumn, DataTable } from '../shared/data-table.tsx';
import { Pager } from '../shared/pager.tsx';
import { PROMOTIONS_KEY } from './forms.ts';

const PER_PAGE = 20;

/**
 * A promotions list with its editor (tournaments, lotteries): the title and a "new" button, the
 * server's pages in a table whose first column opens a record, and under it what the screen shows
 * of the chosen record (its form, keyed by the record so a new choice starts afresh).
 */
export function ListEditorScreen<R extends { id: number }>({
  area,
  columns,
  rowTestId,
  children,
}: {
  /**
   * The list's area: its endpoint `/api/operator/{area}` (paged, its rows under `{area}`), its
   * query under the promotions' key (what a save refreshes), its words `promotions.{area}.title`
   * and `.new`.
   */
  area: string;
  /** The table's columns; `choose` opens a record (the first column's link-like button). */
  columns: (choose: (row: R) => void) => DataColumn<R>[];
  rowTestId?: string;
  /** The chosen record's part (undefined: a new one); `onSaved` keeps the saved record chosen. */
  children: (chosen: R | undefined, onSaved: (saved: R) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(`promotions.${area}.title`);
  const may = useMay('promotions.write');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<R | 'new' | null>(null);
  const list = useQuery({
    queryKey: [...PROMOTIONS_KEY, area, page],
    queryFn: () =>
      adminApi().request<Record<string, R[]> & { total_count: number }>(`/api/operator/${area}`, {
        query: { page, per_page: PER_PAGE },
      }),
    placeholderData: keepPreviousData,
  });
  const record = chosen === 'new' || chosen === null ? undefined : chosen;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        {may ? <Button onClick={() => setChosen('new')}>{t(`promotions.${area}.new`)}</Button> : null}
      </div>
      {list.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <DataTable
        caption={title}
        columns={columns(setChosen)}
        rows={list.data?.[area]}
        rowKey={(row) => row.id}
        {...(rowTestId ? { rowTestId } : {})}
      />
      {list.data ? (
        <Pager page={page} perPage={PER_PAGE} total={list.data.total_count} onPage={setPage} />
      ) : null}
      {chosen === null ? null : <Fragment key={record?.id ?? 'new'}>{children(record, setChosen)}</Fragment>}
    </>
  );
}

/** A list's first column: the record's key as a button that opens it. */
export function OpenButton({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <button type="button" className="underline" onClick={onOpen}>
      {label}
    </button>
  );
}
