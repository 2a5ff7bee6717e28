import { AUDIT_OUTCOMES, type AuditEntry, type AuditPage } from '@orbit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi } from '../shared/api.ts';
import { CsvLink, type DataColumn, DataTable, useSortParam } from '../shared/data-table.tsx';
import { AddressPager } from '../shared/pager.tsx';
import { pageOf } from '../shared/paging.ts';

const PER_PAGE = 50;
const FILTERS = ['outcome', 'action', 'from', 'to'] as const;

/** A day of the date inputs as the API's bound: its start (`from`) or the next day's start (`to`). */
function boundOf(name: 'from' | 'to', day: string): string {
  const start = Date.parse(`${day}T00:00:00Z`);
  return new Date(name === 'from' ? start : start + 86_400_000).toISOString();
}

/** The audit log: newest first, filtered in the address (shareable), paged on the server, CSV. */
export default function AdminAudit() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const sort = useSortParam('-at');
  const query: Record<string, string | number> = { page, per_page: PER_PAGE, sort: sort.value };
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) query[name] = name === 'from' || name === 'to' ? boundOf(name, value) : value;
  }
  const log = useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: () => adminApi().request<AuditPage>('/api/operator/audit', { query }),
    placeholderData: keepPreviousData,
  });
  const columns = useAuditColumns();
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <>
      <h1 className="text-2xl font-bold">{t('admin.audit.title')}</h1>
      <form className="grid gap-3 sm:grid-cols-5 sm:items-end" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label={t('admin.audit.outcome')}
          value={params.get('outcome') ?? ''}
          onChange={(event) => setFilter('outcome', event.target.value)}
          options={[
            { value: '', label: t('admin.audit.any') },
            ...AUDIT_OUTCOMES.map((o) => ({ value: o, label: t(`admin.audit.outcomes.${o}`) })),
          ]}
        />
        <TextField
          label={t('admin.audit.action')}
          defaultValue={params.get('action') ?? ''}
          onBlur={(event) => setFilter('action', event.target.value.trim())}
        />
        <TextField
          type="date"
          label={t('admin.audit.from')}
          value={params.get('from') ?? ''}
          onChange={(event) => setFilter('from', event.target.value)}
        />
        <TextField
          type="date"
          label={t('admin.audit.to')}
          value={params.get('to') ?? ''}
          onChange={(event) => setFilter('to', event.target.value)}
        />
        <CsvLink path="/api/operator/audit.csv" query={query}>
          {t('admin.audit.export')}
        </CsvLink>
      </form>
      {log.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <DataTable
        caption={t('admin.audit.title')}
        columns={columns}
        rows={log.data?.entries}
        empty={t('admin.audit.empty')}
        sort={sort}
        rowTestId="admin-audit-row"
      />
      <AddressPager perPage={PER_PAGE} total={log.data?.total_count} />
    </>
  );
}

/** The log's columns: when (sortable), who, what (sortable), on what, how it ended, from where, the change. */
function useAuditColumns(): DataColumn<AuditEntry>[] {
  const { t } = useTranslation();
  return [
    {
      id: 'at',
      header: t('admin.audit.at'),
      cell: (entry) => new Date(entry.at).toLocaleString(),
      sortable: true,
      sortDescFirst: true,
    },
    { id: 'operator', header: t('admin.audit.operator'), cell: (entry) => entry.operator?.email ?? '—' },
    {
      id: 'action',
      header: t('admin.audit.action'),
      cell: (entry) => <code>{entry.action}</code>,
      sortable: true,
    },
    {
      id: 'target',
      header: t('admin.audit.target'),
      cell: (entry) =>
        Object.entries(entry.target)
          .map(([k, v]) => `${k}=${v}`)
          .join(', '),
    },
    {
      id: 'outcome',
      header: t('admin.audit.outcome'),
      cell: (entry) => `${t(`admin.audit.outcomes.${entry.outcome}`)} (${entry.status})`,
    },
    { id: 'ip', header: t('admin.audit.ip'), cell: (entry) => entry.ip ?? '—' },
    { id: 'change', header: t('admin.audit.change'), cell: (entry) => <Change entry={entry} /> },
  ];
}

/** The record before, the request and the record after, folded away. */
function Change({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (entry.before === null && entry.request === null && entry.after === null) return null;
  return (
    <details>
      <summary>{t('admin.audit.show')}</summary>
      <dl className="grid gap-1">
        {(['before', 'request', 'after'] as const).map((part) =>
          entry[part] === null ? null : (
            <div key={part}>
              <dt className="font-semibold">{t(`admin.audit.${part}`)}</dt>
              <dd>
                <pre className="max-w-md overflow-x-auto whitespace-pre-wrap text-xs">
                  {JSON.stringify(entry[part], null, 2)}
                </pre>
              </dd>
            </div>
          ),
        )}
      </dl>
    </details>
  );
}
