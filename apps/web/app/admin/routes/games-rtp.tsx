import { type OperatorRtpPage, RTP_MIN_ROUNDS } from '@orbit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { CheckboxField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi } from '../shared/api.ts';
import { Pager } from '../shared/pager.tsx';

const PER_PAGE = 50;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the date inputs as the API's bound: the day's start (`from`) or the next day's (`to`). */
const boundOf = (name: 'from' | 'to', day: string) => {
  const start = Date.parse(`${day}T00:00:00Z`);
  return new Date(name === 'from' ? start : start + DAY_MS).toISOString();
};

const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)} %`);

/**
 * RTP per game over a period, measured from the ledger's rounds, against the declared one: the
 * 95 % interval is the mean return per round ± 1.96 standard errors (docs/back-office.md); a game
 * whose declared RTP lies outside is flagged.
 */
export default function AdminGamesRtp() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
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
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next, { replace: true });
  };
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
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('games.rtp.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('games.catalogue.game')}</th>
              <th scope="col">{t('games.producer')}</th>
              <th scope="col">{t('games.rtp.rounds')}</th>
              <th scope="col">{t('games.rtp.declared')}</th>
              <th scope="col">{t('games.rtp.measured')}</th>
              <th scope="col">{t('games.rtp.interval')}</th>
              <th scope="col">{t('games.rtp.verdict')}</th>
            </tr>
          </thead>
          <tbody>
            {(rtp.data?.games ?? []).map((game) => (
              <tr
                key={game.identifier}
                className={`border-t border-white/10 ${game.verdict === 'outside' ? 'bg-danger/10' : ''}`}
                data-testid="admin-rtp-row"
              >
                <td>
                  {game.title}
                  <br />
                  <code className="text-xs text-ink-muted">{game.identifier}</code>
                </td>
                <td>{game.producer}</td>
                <td className="tabular-nums">{game.rounds}</td>
                <td className="tabular-nums">{percent(game.declared_rtp)}</td>
                <td className="tabular-nums">{percent(game.measured_rtp)}</td>
                <td className="tabular-nums">
                  {percent(game.ci_low)} – {percent(game.ci_high)}
                </td>
                <td className={game.verdict === 'outside' ? 'font-semibold text-danger' : ''}>
                  {t(`games.rtp.verdicts.${game.verdict}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rtp.data && rtp.data.games.length === 0 ? <p>{t('games.rtp.none')}</p> : null}
      {rtp.data ? (
        <Pager
          page={page}
          perPage={PER_PAGE}
          total={rtp.data.total_count}
          onPage={(next) => {
            const nextParams = new URLSearchParams(params);
            nextParams.set('page', String(next));
            setParams(nextParams);
          }}
        />
      ) : null}
    </>
  );
}
