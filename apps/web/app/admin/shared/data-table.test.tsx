import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DataColumn, DataTable, useSortParam, VIRTUALISE_OVER } from './data-table.tsx';

type Row = { id: number; email: string; amount: number };

const columns: DataColumn<Row>[] = [
  { id: 'id', header: 'Id', cell: (row) => row.id, sortable: true },
  { id: 'email', header: 'E-mail', cell: (row) => row.email, rowHeader: true },
  {
    id: 'amount',
    header: 'Amount',
    cell: (row) => row.amount,
    sortable: true,
    sortDescFirst: true,
    align: 'end',
  },
];
const rowsOf = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, email: `p${i + 1}@casino.test`, amount: i * 10 }));

function Screen({ rows }: { rows: Row[] | undefined }) {
  const sort = useSortParam('-id');
  const location = useLocation();
  return (
    <>
      <DataTable
        caption="Players"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty="No players"
        sort={sort}
        rowTestId="row"
      />
      <output data-testid="address">{location.search}</output>
    </>
  );
}

let currentRows: Row[] | undefined;
function CurrentScreen() {
  return <Screen rows={currentRows} />;
}
const Stub = createRoutesStub([{ path: '/admin/list', Component: CurrentScreen }]);

function renderTable(rows: Row[] | undefined, url = '/admin/list?page=3') {
  currentRows = rows;
  render(<Stub initialEntries={[url]} />);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DataTable', () => {
  it('is a captioned table in a labelled, focusable scroll region with column and row headers', () => {
    renderTable(rowsOf(2));
    const region = screen.getByRole('region', { name: 'Players' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.className).toContain('overflow-x-auto');
    const table = within(region).getByRole('table', { name: 'Players' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([expect.stringContaining('Id'), 'E-mail', expect.stringContaining('Amount')]);
    expect(within(table).getByRole('rowheader', { name: 'p1@casino.test' }).getAttribute('scope')).toBe(
      'row',
    );
    expect(screen.getAllByTestId('row')).toHaveLength(2);
  });

  it('marks the sorted column with aria-sort and sorts through buttons kept in the address', async () => {
    const user = userEvent.setup();
    renderTable(rowsOf(2));
    const idHeader = screen.getByRole('columnheader', { name: /Id/ });
    const amountHeader = screen.getByRole('columnheader', { name: /Amount/ });
    expect(idHeader.getAttribute('aria-sort')).toBe('descending');
    expect(amountHeader.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'E-mail' }).hasAttribute('aria-sort')).toBe(false);
    expect(screen.queryByRole('button', { name: 'E-mail' })).toBeNull();

    // Keyboard: the sort toggles are buttons in the tab order.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: /Id/ })).toBe(document.activeElement);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('address').textContent).toBe('?sort=id');
    expect(screen.getByRole('columnheader', { name: /Id/ }).getAttribute('aria-sort')).toBe('ascending');

    // Another column: its first direction, and back to page 1 (the page param is gone).
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    expect(screen.getByTestId('address').textContent).toBe('?sort=-amount');
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Id/ }).getAttribute('aria-sort')).toBe('none');
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    expect(screen.getByTestId('address').textContent).toBe('?sort=amount');
  });

  it('reads the sort from a shared address and keeps rows in the server order', () => {
    renderTable(
      [
        { id: 9, email: 'b@x.test', amount: 1 },
        { id: 2, email: 'a@x.test', amount: 5 },
      ],
      '/admin/list?sort=amount',
    );
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['b@x.test', 'a@x.test']);
  });

  it('shows the empty state as a row once the list answered, nothing while loading', () => {
    renderTable([]);
    const cell = screen.getByTestId('admin-table-empty');
    expect(cell.textContent).toBe('No players');
    expect(cell.getAttribute('colspan')).toBe('3');
    cleanup();
    renderTable(undefined);
    expect(screen.queryByTestId('admin-table-empty')).toBeNull();
  });

  it('renders every row when there is no layout to measure (jsdom), even over the virtualising size', () => {
    renderTable(rowsOf(VIRTUALISE_OVER + 50));
    expect(screen.getAllByTestId('row')).toHaveLength(VIRTUALISE_OVER + 50);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe(String(VIRTUALISE_OVER + 51));
  });

  it('renders only the rows in view of a page of many rows when the region has a size', () => {
    // The region is 400 px high (what the virtualizer reads), each row 41 px (what it measures).
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'SECTION' ? 400 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(41);
    renderTable(rowsOf(200));
    const shown = screen.getAllByTestId('row');
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(60);
    expect(shown[0]?.getAttribute('aria-rowindex')).toBe('2');
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('201');
    expect(screen.queryByRole('rowheader', { name: 'p200@casino.test' })).toBeNull();
  });

  it('does not virtualise a normal page', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(41);
    renderTable(rowsOf(VIRTUALISE_OVER));
    expect(screen.getAllByTestId('row')).toHaveLength(VIRTUALISE_OVER);
    expect(screen.getByRole('table').hasAttribute('aria-rowcount')).toBe(false);
  });
});
