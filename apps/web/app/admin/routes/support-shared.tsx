import type { OperatorMe } from '@orbit/contract';
import { type ReactNode, useId } from 'react';
import { SectionNav, type SectionTab } from '../shared/section-layout.tsx';

/** The support screens' query keys start here (one invalidation refreshes them all). */
export const SUPPORT_KEY = ['admin', 'support'] as const;

/** The name an agent answers with: the operator's own (the API's agent names hold 60 characters). */
export const agentNameOf = (me: Pick<OperatorMe, 'name'>) => me.name.trim().slice(0, 60).trim();

/** A send's own id: a retried send with the same key is stored once (randomUUID needs HTTPS). */
export const sendKey = () =>
  `admin-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/** Player ids typed by the operator (commas, spaces or lines between), or null when one is not an id. */
export function parsePlayerIds(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.some((part) => !/^\d{1,10}$/.test(part) || Number(part) < 1 || Number(part) > 2_147_483_647))
    return null;
  return [...new Set(parts.map(Number))];
}

/** A date and time in the operator's language. */
export const when = (iso: string | null, locale: string) =>
  iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** The support screens' tabs (the inbox, contact messages, notifications, surveys). */
const TABS: readonly SectionTab[] = [
  { to: '/admin/support', label: 'support.tabs.chat', end: true },
  { to: '/admin/support/contact', label: 'support.tabs.contact' },
  { to: '/admin/support/notifications', label: 'support.tabs.notifications', permission: 'support.write' },
  { to: '/admin/support/surveys', label: 'support.tabs.surveys' },
];

/** The support screens' title (a translation key: each screen names itself) and their tabs. */
export function SupportHeader({ title }: { title: string }) {
  return <SectionNav title={title} label="support.tabs.label" tabs={TABS} />;
}

/** A labelled multi-line field with its hint and error tied to it (the shared fields have no textarea). */
export function TextAreaField({
  label,
  hint,
  error,
  className = '',
  ...area
}: Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  ref?: React.Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`min-h-24 w-full rounded-lg border bg-surface px-3 py-2 text-ink ${error ? 'border-danger' : 'border-surface-3'}`}
        {...area}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
