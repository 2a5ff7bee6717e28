import type { AdjustmentsPage, PlayerSearchPage } from '@orbit/contract';
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
import { Pager } from '../shared/pager.tsx';

const PER_PAGE = 50;

/** Players: search by e-mail, nickname, phone or id (the query in the address), paged on the server. */
export default function AdminPlayers() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = searchQueryOf(params, PER_PAGE);
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
    setParams(q ? { q } : {});
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
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('players.search.caption')}</caption>
          <thead>
            <tr className="text-ink-muted">
              <th scope="col">{t('players.search.id')}</th>
              <th scope="col">{t('players.search.email')}</th>
              <th scope="col">{t('players.search.nickname')}</th>
              <th scope="col">{t('players.search.name')}</th>
              <th scope="col">{t('players.search.phone')}</th>
              <th scope="col">{t('players.search.country')}</th>
              <th scope="col">{t('players.search.currency')}</th>
              <th scope="col">{t('players.search.created')}</th>
              <th scope="col">{t('players.search.status')}</th>
            </tr>
          </thead>
          <tbody>
            {(found.data?.data ?? []).map((player) => (
              <tr key={player.id} className="border-t border-white/10" data-testid="admin-player-row">
                <td>{player.id}</td>
                <th scope="row" className="py-1 text-left font-normal">
                  <Link to={`/admin/players/${player.id}`} className="underline">
                    {player.email}
                  </Link>
                </th>
                <td>{player.nickname ?? '—'}</td>
                <td>{[player.first_name, player.last_name].filter(Boolean).join(' ') || '—'}</td>
                <td>{player.mobile_phone ?? '—'}</td>
                <td>{player.country ?? '—'}</td>
                <td>{player.currency}</td>
                <td>{when(player.created_at)}</td>
                <td>{player.blocked ? t('players.search.blocked') : t('players.search.active')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {found.data?.data.length === 0 ? (
          <p className="py-2 text-ink-muted">{t('players.search.none')}</p>
        ) : null}
      </div>
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
