import {
  type ColumnDef,
  type ColumnSort,
  createColumnHelper,
  type RowData,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The back office's one table. Server data in, semantic markup out:
 *
 * ```tsx
 * const sort = useSortParam('-created_at');            // ?sort=amount / ?sort=-amount, page 1 on change
 * const list = useQuery({ queryKey: [..., { ...query, sort: sort.value }], ... });
 * const columns: DataColumn<Payment>[] = [
 *   { id: 'id', header: t('…id'), cell: (p) => p.id, sortable: true },
 *   { id: 'email', header: t('…email'), cell: (p) => <Link …>{p.email}</Link>, rowHeader: true },
 *   { id: 'amount', header: t('…amount'), cell: (p) => money(p), sortable: true, align: 'end' },
 * ];
 * <DataTable caption={t('…title')} columns={columns} rows={list.data?.payments}
 *   empty={t('…empty')} sort={sort} rowTestId="admin-payment-row" />
 * ```
 *
 * - `caption` names the table (screen-reader only unless `showCaption`) and its scroll region.
 * - `columns`: `id` is the column's key, and the `sort` value the server receives when `sortable`.
 *   `rowHeader` makes the cell a `<th scope="row">`. `sortDescFirst` for dates and amounts.
 * - `rows` of the current page (server-paged; `undefined` while loading shows no empty row), each
 *   keyed by its `id` unless `rowKey` says otherwise.
 * - `sort`: from `useSortParam(default)`; headers of sortable columns become buttons with `aria-sort`.
 *   Sorting is the server's (TanStack Table in manual mode): the table never reorders rows itself.
 * - `rowProps(row)` adds attributes to a row (`data-*`); `rowTestId` a `data-testid` on every row.
 * - The table scrolls sideways in a focusable, labelled region on narrow screens; pages of more than
 *   `VIRTUALISE_OVER` rows render only the rows in view (TanStack Virtual; all rows without layout).
 */

/** A column of a DataTable. */
export interface DataColumn<T extends RowData> {
  /** The column's key; the `sort` value the server knows it by. */
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The server sorts by this column (its endpoint's `sort` accepts `id` and `-id`). */
  sortable?: boolean;
  /** Descending first when sorted by this column (newest, biggest). */
  sortDescFirst?: boolean;
  /** The cell is the row's header (`<th scope="row">`). */
  rowHeader?: boolean;
  /** `end`: numbers, right-aligned. */
  align?: 'start' | 'end';
  /** Extra classes of the column's cells. */
  className?: string;
}

/** The sort of a list as kept in the address: `value` is `column` (ascending) or `-column`. */
export interface TableSort {
  value: string;
  set: (value: string) => void;
}

/** Rows over this many on a page are virtualised. */
export const VIRTUALISE_OVER = 100;
const ROW_ESTIMATE_PX = 41;

/** `?sort=` (or another parameter) of the address, `fallback` when absent; a change goes back to page 1. */
export function useSortParam(fallback: string, param = 'sort'): TableSort {
  const [params, setParams] = useSearchParams();
  return {
    value: params.get(param) || fallback,
    set: (value) => {
      const next = new URLSearchParams(params);
      next.set(param, value);
      next.delete('page');
      setParams(next, { replace: true });
    },
  };
}

/** `-amount` as TanStack's sorting state, and back. */
export const sortingOf = (value: string): SortingState =>
  value ? [{ id: value.replace(/^-/, ''), desc: value.startsWith('-') }] : [];
const sortValueOf = (sort: ColumnSort | undefined) => (sort ? `${sort.desc ? '-' : ''}${sort.id}` : '');

const features = tableFeatures({ rowSortingFeature });
type Features = typeof features;

function ariaSortOf(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}

export function DataTable<T extends RowData>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  empty,
  sort,
  rowTestId,
  rowProps,
  rowClassName = 'border-t border-white/10 align-top',
  className = '',
}: {
  caption: string;
  showCaption?: boolean;
  columns: DataColumn<T>[];
  rows: readonly T[] | undefined;
  /** A row's unique key; its `id` unless given. */
  rowKey?: (row: T) => string | number;
  empty?: ReactNode;
  sort?: TableSort;
  rowTestId?: string;
  rowProps?: (row: T) => Record<`data-${string}`, string | number | undefined>;
  rowClassName?: string;
  className?: string;
}) {
  const data = useMemo(() => (rows ? [...rows] : []), [rows]);
  const defs = useMemo(() => {
    const helper = createColumnHelper<Features, T>();
    return columns.map(
      (column): ColumnDef<Features, T, unknown> =>
        helper.display({
          id: column.id,
          header: () => column.header,
          cell: ({ row }) => column.cell(row.original),
          enableSorting: Boolean(column.sortable),
          sortDescFirst: Boolean(column.sortDescFirst),
        }),
    );
  }, [columns]);
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const sorting = useMemo(() => sortingOf(sort?.value ?? ''), [sort?.value]);
  const table = useTable({
    features,
    columns: defs,
    data,
    getRowId: (row, index) => String(rowKey ? rowKey(row) : ((row as { id?: string | number }).id ?? index)),
    state: { sorting },
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      sort?.set(sortValueOf(next[0]));
    },
  });
  const tableRows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = tableRows.length > VIRTUALISE_OVER;
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    enabled: virtual,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    getItemKey: (index) => tableRows[index]?.id ?? index,
    initialRect: { width: 1024, height: 640 },
    overscan: 10,
  });
  // Without layout (a jsdom test, a hidden panel) there is nothing to measure: every row shows.
  const measured = virtual && (virtualizer.scrollRect?.height ?? 0) > 0;
  const items = measured ? virtualizer.getVirtualItems() : [];
  const shown = measured
    ? items.map((item) => tableRows[item.index]).filter((row) => row !== undefined)
    : tableRows;
  const before = measured ? (items[0]?.start ?? 0) : 0;
  const after = measured ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const span = columns.length;

  return (
    <section
      ref={scrollRef}
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
      tabIndex={0}
      className={`overflow-x-auto rounded ${virtual ? 'max-h-[70vh] overflow-y-auto' : ''} ${className}`}
    >
      <table className="w-full text-left text-sm" aria-rowcount={virtual ? tableRows.length + 1 : undefined}>
        <caption className={showCaption ? 'py-1 text-left font-semibold' : 'sr-only'}>{caption}</caption>
        <thead className={virtual ? 'sticky top-0 bg-surface' : undefined}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="text-ink-muted" aria-rowindex={virtual ? 1 : undefined}>
              {group.headers.map((header) => {
                const column = byId.get(header.column.id);
                const sortable = Boolean(sort && column?.sortable);
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sortable ? ariaSortOf(sorted) : undefined}
                    className={`py-1 pr-3 font-semibold whitespace-nowrap ${column?.align === 'end' ? 'text-right' : ''}`}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        onClick={() => header.column.toggleSorting()}
                        className="inline-flex items-center gap-1 rounded font-semibold hover:text-ink"
                      >
                        <table.FlexRender header={header} />
                        <span aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {before > 0 ? <Spacer height={before} span={span} /> : null}
          {shown.map((row) => (
            <tr
              key={row.id}
              ref={measured ? virtualizer.measureElement : undefined}
              data-index={row.index}
              className={rowClassName}
              data-testid={rowTestId}
              aria-rowindex={virtual ? row.index + 2 : undefined}
              {...rowProps?.(row.original)}
            >
              {row.getAllCells().map((cell) => {
                const column = byId.get(cell.column.id);
                const classes = `py-1 pr-3 ${column?.align === 'end' ? 'text-right tabular-nums' : ''} ${column?.className ?? ''}`;
                return column?.rowHeader ? (
                  <th key={cell.id} scope="row" className={`${classes} text-left font-normal`}>
                    <table.FlexRender cell={cell} />
                  </th>
                ) : (
                  <td key={cell.id} className={classes}>
                    <table.FlexRender cell={cell} />
                  </td>
                );
              })}
            </tr>
          ))}
          {after > 0 ? <Spacer height={after} span={span} /> : null}
          {rows && rows.length === 0 && empty ? (
            <tr>
              <td colSpan={span} className="py-2 text-ink-muted" data-testid="admin-table-empty">
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </section>
  );
}

/** The height of the rows not rendered above or below the ones in view (no row to assistive tech). */
function Spacer({ height, span }: { height: number; span: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row holds nothing to focus
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={span} />
    </tr>
  );
}

/** A download of a list as CSV: the same query (filters, sort) without its page. */
export function CsvLink({
  path,
  query,
  children,
}: {
  path: string;
  query: Record<string, string | number | undefined>;
  children: ReactNode;
}) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && name !== 'page' && name !== 'per_page') {
      params.set(name, String(value));
    }
  }
  return (
    <a
      href={`${path}?${params}`}
      download
      className="rounded-lg bg-surface-3 px-4 py-2 text-center font-semibold hover:bg-surface-2"
    >
      {children}
    </a>
  );
}
