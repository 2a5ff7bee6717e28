import type { AdjustmentsPage, PlayerSearchPage, PlayerSummary } from '@orbit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { ADJUSTMENTS_KEY } from '../players/api.ts';
import { searchQueryOf } from '../players/model.ts';
import { when } from '../players/parts.tsx';
import { adminApi } from '../shared/api.ts';
import { type DataColumn, DataTable, useSortParam } from '../shared/data-table.tsx';
import { Pager } from '../shared/pager.tsx';

const PER_PAGE = 50;

/** Players: search by e-mail, nickname, phone or id (the query in the address), paged on the server. */
export default function AdminPlayers() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const sort = useSortParam('-id');
  const query = { ...searchQueryOf(params, PER_PAGE), sort: sort.value };
  const columns = usePlayerColumns();
  const found = useQuery({
    queryKey: ['admin', 'players', 'search', query],
    queryFn: () => adminApi().request<PlayerSearchPage>('/api/operator/players', { query }),
    placeholderData: keepPreviousData,
  });
  const pending = useQuery({
    queryKey: [...ADJUSTMENTS_KEY, { state: 'pending', per_page: 1 }],
    queryFn: () =>
      adminApi().request<AdjustmentsPage>('/api/operator/adjustments', {
        query: { state: 'pending', per_page: 1 },
      }),
  });
  const search = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    // A new search starts on page 1 in the same order.
    const next = new URLSearchParams(q ? { q } : {});
    if (params.get('sort')) next.set('sort', sort.value);
    setParams(next);
  };
  const waiting = pending.data?.pagination.total_count ?? 0;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('players.search.title')}</h1>
        <Link to="/admin/players/adjustments" className="rounded-lg bg-surface-3 px-4 py-2 font-semibold">
          {t('players.pending.link', { count: waiting })}
        </Link>
      </div>
      <search>
        <form onSubmit={search} className="flex flex-wrap items-end gap-3">
          <TextField
            name="q"
            type="search"
            label={t('players.search.label')}
            hint={t('players.search.hint')}
            defaultValue={params.get('q') ?? ''}
            key={params.get('q') ?? ''}
            className="min-w-64 flex-1"
          />
          <Button type="submit">{t('players.search.submit')}</Button>
        </form>
      </search>
      {found.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <DataTable
        caption={t('players.search.caption')}
        columns={columns}
        rows={found.data?.data}
        empty={t('players.search.none')}
        sort={sort}
        rowTestId="admin-player-row"
      />
      {found.data ? (
        <Pager
          page={query.page}
          perPage={PER_PAGE}
          total={found.data.pagination.total_count}
          onPage={(next) => {
            const copy = new URLSearchParams(params);
            copy.set('page', String(next));
            setParams(copy);
          }}
        />
      ) : null}
    </>
  );
}

/** The search's columns; id, e-mail, country and sign-up sort on the server. */
function usePlayerColumns(): DataColumn<PlayerSummary>[] {
  const { t } = useTranslation();
  return [
    { id: 'id', header: t('players.search.id'), cell: (p) => p.id, sortable: true, sortDescFirst: true },
    {
      id: 'email',
      header: t('players.search.email'),
      rowHeader: true,
      sortable: true,
      cell: (p) => (
        <Link to={`/admin/players/${p.id}`} className="underline">
          {p.email}
        </Link>
      ),
    },
    { id: 'nickname', header: t('players.search.nickname'), cell: (p) => p.nickname ?? '—' },
    {
      id: 'name',
      header: t('players.search.name'),
      cell: (p) => [p.first_name, p.last_name].filter(Boolean).join(' ') || '—',
    },
    { id: 'phone', header: t('players.search.phone'), cell: (p) => p.mobile_phone ?? '—' },
    { id: 'country', header: t('players.search.country'), cell: (p) => p.country ?? '—', sortable: true },
    { id: 'currency', header: t('players.search.currency'), cell: (p) => p.currency },
    {
      id: 'created_at',
      header: t('players.search.created'),
      cell: (p) => when(p.created_at),
      sortable: true,
      sortDescFirst: true,
    },
    {
      id: 'status',
      header: t('players.search.status'),
      cell: (p) => (p.blocked ? t('players.search.blocked') : t('players.search.active')),
    },
  ];
}
