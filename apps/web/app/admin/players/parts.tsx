import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { type DataColumn, DataTable } from '../shared/data-table.tsx';
import { useMoney } from './api.ts';

/** A moment as the operator's browser shows it (the back office renders it on the client too). */
export const when = (iso: string) => new Date(iso).toLocaleString();

/** A titled part of a player's page. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Columns of amounts in each row's currency, right-aligned: `amount('stake', (r) => r.stake_cents)`. */
export function useAmountColumn<T extends { currency: string }>() {
  const money = useMoney();
  return (id: string, cents: (row: T) => number): PlayerColumn<T> => ({
    id,
    align: 'end',
    className: 'whitespace-nowrap',
    cell: (row) => money.format(cents(row), row.currency),
  });
}

/** A column of a player's table: its header is `players.<area>.<id>` unless given. */
export type PlayerColumn<T extends RowData> = Omit<DataColumn<T>, 'header'> & { header?: string };

/**
 * A table of the player's pages, its words from the area's catalogue: the caption
 * (`players.<area>.title`, or the key `caption` names), each column's header and the empty line.
 */
export function PlayerTable<T extends RowData>({
  area,
  caption = 'title',
  rows,
  rowKey,
  testId,
  columns,
}: {
  area: string;
  caption?: string;
  rows: readonly T[] | undefined;
  rowKey?: (row: T) => string | number;
  testId: string;
  columns: PlayerColumn<T>[];
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t(`players.${area}.${caption}`)}
      rows={rows}
      rowKey={rowKey}
      empty={t(`players.${area}.empty`)}
      rowTestId={testId}
      columns={columns.map((column) => ({
        ...column,
        header: column.header ?? t(`players.${area}.${column.id}`),
      }))}
    />
  );
}
