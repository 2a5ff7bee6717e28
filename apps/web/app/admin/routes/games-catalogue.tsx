import type { OperatorGame, OperatorGamesPage, OperatorProducer } from '@orbit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useListParams } from '../content/record-list.tsx';
import { gameColumns, switchColumns, useRowSwitch } from '../games/switches.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { type DataColumn, DataTable, useSortParam } from '../shared/data-table.tsx';

const PER_PAGE = 50;
const GAMES_KEY = ['admin', 'games'] as const;

/** The catalogue: every game, searched and filtered in the address; enable, disable, restrict by country. */
export default function AdminGamesCatalogue() {
  const { t } = useTranslation();
  const may = useMay('games.write');
  const { params, page, setParam, pagerOf } = useListParams(PER_PAGE);
  const sort = useSortParam('title');
  const query = {
    page,
    per_page: PER_PAGE,
    sort: sort.value,
    q: params.get('q') || undefined,
    producer: params.get('producer') || undefined,
    enabled: params.get('enabled') || undefined,
  };
  const games = useQuery({
    queryKey: [...GAMES_KEY, query],
    queryFn: () => adminApi().request<OperatorGamesPage>('/api/operator/games', { query }),
    placeholderData: keepPreviousData,
  });
  const producers = useQuery({
    queryKey: ['admin', 'producers'],
    queryFn: () => adminApi().request<OperatorProducer[]>('/api/operator/producers'),
  });
  const rows = useRowSwitch((id: number) => `/api/operator/games/${id}`, GAMES_KEY);
  const setFilter = (name: string, value: string) => setParam(name, value || null);
  const columns: DataColumn<OperatorGame>[] = [
    ...gameColumns<OperatorGame>(t, true),
    {
      id: 'rtp',
      header: t('games.catalogue.rtp'),
      cell: (game) => `${game.rtp.toFixed(2)} %`,
      align: 'end',
      sortable: true,
      sortDescFirst: true,
    },
    { id: 'categories', header: t('games.catalogue.categories'), cell: (game) => game.categories.join(', ') },
    ...switchColumns<OperatorGame, number>({
      t,
      may,
      rows,
      keyOf: (game) => game.id,
      nameOf: (game) => game.title,
      sortable: true,
    }),
  ];

  return (
    <>
      <h2 className="text-xl font-semibold">{t('games.catalogue.title')}</h2>
      <form className="grid gap-3 sm:grid-cols-3 sm:items-end" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={t('games.catalogue.search')}
          defaultValue={params.get('q') ?? ''}
          onBlur={(event) => setFilter('q', event.target.value.trim())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setFilter('q', event.currentTarget.value.trim());
          }}
        />
        <SelectField
          label={t('games.producer')}
          value={params.get('producer') ?? ''}
          onChange={(event) => setFilter('producer', event.target.value)}
          options={[
            { value: '', label: t('games.any') },
            ...(producers.data ?? []).map((p) => ({ value: p.slug, label: p.title })),
          ]}
        />
        <SelectField
          label={t('games.state')}
          value={params.get('enabled') ?? ''}
          onChange={(event) => setFilter('enabled', event.target.value)}
          options={[
            { value: '', label: t('games.any') },
            { value: 'true', label: t('games.enabled') },
            { value: 'false', label: t('games.disabled') },
          ]}
        />
      </form>
      {games.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <DataTable
        caption={t('games.catalogue.title')}
        columns={columns}
        rows={games.data?.games}
        rowKey={(game) => game.id}
        rowTestId="admin-game-row"
        sort={sort}
      />
      {pagerOf(games.data?.total_count)}
    </>
  );
}
