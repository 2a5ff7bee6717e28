import type { ReactNode } from 'react';

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

/** A list as a table: a caption for screen readers, column headers, a line when it is empty. */
export function Table({
  caption,
  head,
  empty,
  children,
}: {
  caption: string;
  head: string[];
  empty?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-ink-muted">
            {head.map((label) => (
              <th key={label} scope="col" className="py-1 pr-3 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {empty ? <p className="py-2 text-sm text-ink-muted">{empty}</p> : null}
    </div>
  );
}
