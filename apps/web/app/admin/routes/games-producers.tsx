import type { OperatorProducer } from '@orbit/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { switchColumns, useRowSwitch } from '../games/switches.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { type DataColumn, DataTable } from '../shared/data-table.tsx';

const PRODUCERS_KEY = ['admin', 'producers'] as const;

/** Producers: enable or disable one (all its games), the countries it is restricted in. */
export default function AdminGamesProducers() {
  const { t } = useTranslation();
  const may = useMay('games.write');
  const producers = useQuery({
    queryKey: PRODUCERS_KEY,
    queryFn: () => adminApi().request<OperatorProducer[]>('/api/operator/producers'),
  });
  const rows = useRowSwitch(
    (slug: string) => `/api/operator/producers/${encodeURIComponent(slug)}`,
    PRODUCERS_KEY,
  );
  const columns: DataColumn<OperatorProducer>[] = [
    {
      id: 'producer',
      header: t('games.producer'),
      rowHeader: true,
      cell: (producer) => (
        <>
          {producer.title} <code className="text-xs text-ink-muted">{producer.slug}</code>
        </>
      ),
    },
    {
      id: 'games',
      header: t('games.producers.games'),
      cell: (producer) => producer.games_count,
      align: 'end',
    },
    ...switchColumns<OperatorProducer, string>({
      t,
      may,
      rows,
      keyOf: (producer) => producer.slug,
      nameOf: (producer) => producer.title,
    }),
  ];
  return (
    <>
      <h2 className="text-xl font-semibold">{t('games.producers.title')}</h2>
      {producers.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <DataTable
        caption={t('games.producers.title')}
        columns={columns}
        rows={producers.data}
        rowKey={(producer) => producer.slug}
        rowTestId="admin-producer-row"
      />
    </>
  );
}
