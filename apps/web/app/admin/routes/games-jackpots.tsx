import type { OperatorJackpot } from '@orbit/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi } from '../shared/api.ts';
import { type DataColumn, DataTable } from '../shared/data-table.tsx';

type JackpotLevel = OperatorJackpot['levels'][number];

/** Jackpots and what each level holds now. */
export default function AdminGamesJackpots() {
  const { t, i18n } = useTranslation();
  const jackpots = useQuery({
    queryKey: ['admin', 'jackpots'],
    queryFn: () => adminApi().request<OperatorJackpot[]>('/api/operator/jackpots'),
  });
  const money = (cents: number, currency: string) =>
    formatMoney(cents, currencyInfo(currency, undefined), i18n.language);
  const columns = (currency: string): DataColumn<JackpotLevel>[] => [
    { id: 'level', header: t('games.jackpots.level'), cell: (level) => level.name, rowHeader: true },
    {
      id: 'amount',
      header: t('games.jackpots.amount'),
      cell: (level) => money(level.amount_cents, currency),
      align: 'end',
    },
    {
      id: 'available',
      header: t('games.jackpots.available'),
      cell: (level) => money(level.available_amount_cents, currency),
      align: 'end',
    },
    {
      id: 'total',
      header: t('games.jackpots.total'),
      cell: (level) => money(level.total_amount_cents, currency),
      align: 'end',
    },
  ];
  return (
    <>
      <h2 className="text-xl font-semibold">{t('games.jackpots.title')}</h2>
      {jackpots.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      {(jackpots.data ?? []).length === 0 && jackpots.data ? <p>{t('games.jackpots.none')}</p> : null}
      {(jackpots.data ?? []).map((jackpot) => (
        <section
          key={jackpot.id}
          aria-labelledby={`jackpot-${jackpot.id}`}
          className="rounded-2xl bg-surface-2 p-4"
        >
          <h3 id={`jackpot-${jackpot.id}`} className="text-lg font-semibold">
            {jackpot.name} <code className="text-sm text-ink-muted">{jackpot.identifier}</code>
          </h3>
          <p className="text-sm">
            {t('games.jackpots.state', { state: jackpot.state })} ·{' '}
            {t('games.jackpots.games', { games: jackpot.games.join(', ') || '—' })}
          </p>
          <DataTable
            className="mt-2"
            caption={t('games.jackpots.levels_of', { name: jackpot.name })}
            columns={columns(jackpot.currency)}
            rows={jackpot.levels}
            rowKey={(level) => level.identifier}
          />
        </section>
      ))}
    </>
  );
}
