import { type OperatorRtpPage, RTP_MIN_ROUNDS } from '@orbit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { CheckboxField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useListParams } from '../content/record-list.tsx';
import { gameColumns } from '../games/switches.tsx';
import { adminApi } from '../shared/api.ts';
import { type DataColumn, DataTable } from '../shared/data-table.tsx';

const PER_PAGE = 50;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the date inputs as the API's bound: the day's start (`from`) or the next day's (`to`). */
const boundOf = (name: 'from' | 'to', day: string) => {
  const start = Date.parse(`${day}T00:00:00Z`);
  return new Date(name === 'from' ? start : start + DAY_MS).toISOString();
};

type RtpRow = OperatorRtpPage['games'][number];

const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)} %`);

/**
 * RTP per game over a period, measured from the ledger's rounds, against the declared one: the
 * 95 % interval is the mean return per round ± 1.96 standard errors (docs/back-office.md); a game
 * whose declared RTP lies outside is flagged.
 */
export default function AdminGamesRtp() {
  const { t } = useTranslation();
  const { params, page, setParam: setFilter, pagerOf } = useListParams(PER_PAGE);
  const from = params.get('from');
  const to = params.get('to');
  const query = {
    page,
    per_page: PER_PAGE,
    from: from ? boundOf('from', from) : undefined,
    to: to ? boundOf('to', to) : undefined,
    outside: params.get('outside') === 'true' ? 'true' : undefined,
  };
  const rtp = useQuery({
    queryKey: ['admin', 'rtp', query],
    queryFn: () => adminApi().request<OperatorRtpPage>('/api/operator/games/rtp', { query }),
    placeholderData: keepPreviousData,
  });
  const setParam = (name: string, value: string) => setFilter(name, value || null);
  const columns: DataColumn<RtpRow>[] = [
    ...gameColumns<RtpRow>(t),
    { id: 'rounds', header: t('games.rtp.rounds'), cell: (game) => game.rounds, align: 'end' },
    {
      id: 'declared',
      header: t('games.rtp.declared'),
      cell: (game) => percent(game.declared_rtp),
      align: 'end',
    },
    {
      id: 'measured',
      header: t('games.rtp.measured'),
      cell: (game) => percent(game.measured_rtp),
      align: 'end',
    },
    {
      id: 'interval',
      header: t('games.rtp.interval'),
      cell: (game) => `${percent(game.ci_low)} – ${percent(game.ci_high)}`,
      align: 'end',
    },
    {
      id: 'verdict',
      header: t('games.rtp.verdict'),
      cell: (game) => (
        <span className={game.verdict === 'outside' ? 'font-semibold text-danger' : ''}>
          {t(`games.rtp.verdicts.${game.verdict}`)}
        </span>
      ),
    },
  ];
  return (
    <>
      <h2 className="text-xl font-semibold">{t('games.rtp.title')}</h2>
      <p className="text-sm text-ink-muted">{t('games.rtp.method', { min: RTP_MIN_ROUNDS })}</p>
      <form className="grid gap-3 sm:grid-cols-3 sm:items-end" onSubmit={(event) => event.preventDefault()}>
        <TextField
          type="date"
          label={t('games.rtp.from')}
          value={from ?? ''}
          onChange={(e) => setParam('from', e.target.value)}
        />
        <TextField
          type="date"
          label={t('games.rtp.to')}
          value={to ?? ''}
          onChange={(e) => setParam('to', e.target.value)}
        />
        <CheckboxField
          label={t('games.rtp.only_outside')}
          checked={params.get('outside') === 'true'}
          onChange={(event) => setParam('outside', event.target.checked ? 'true' : '')}
        />
      </form>
      {rtp.data ? (
        <p className="text-sm">
          {t('games.rtp.period', {
            from: new Date(rtp.data.from).toLocaleString(),
            to: new Date(rtp.data.to).toLocaleString(),
          })}
        </p>
      ) : null}
      {rtp.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <DataTable
        caption={t('games.rtp.title')}
        columns={columns}
        rows={rtp.data?.games}
        rowKey={(game) => game.identifier}
        rowTestId="admin-rtp-row"
        rowProps={(game) => ({ 'data-verdict': game.verdict })}
        rowClassName="border-t border-white/10 align-top data-[verdict=outside]:bg-danger/10"
        empty={t('games.rtp.none')}
      />
      {pagerOf(rtp.data?.total_count)}
    </>
  );
}
