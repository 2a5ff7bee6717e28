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
