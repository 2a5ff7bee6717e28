import type { ReactNode } from 'react';
import type { DataColumn } from '../shared/data-table.tsx';
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

/** Columns of amounts in each row's currency, right-aligned: `amount('stake', header, (r) => r.stake_cents)`. */
export function useAmountColumn<T extends { currency: string }>() {
  const money = useMoney();
  return (id: string, header: string, cents: (row: T) => number): DataColumn<T> => ({
    id,
    header,
    align: 'end',
    className: 'whitespace-nowrap',
    cell: (row) => money.format(cents(row), row.currency),
  });
}
