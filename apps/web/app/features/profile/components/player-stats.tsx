import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { useCurrencies } from '~/shared/site/get-currencies.ts';
import { usePlayerStats } from '../api/get-balance-history.ts';

const FIGURES = ['deposits', 'cashouts', 'bets', 'wins', 'net', 'rounds'] as const;

/** Profile › the player's totals per currency: deposits, withdrawals, bets, wins, net and rounds. */
export function PlayerStatsPanel() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const currencies = useCurrencies();
  const stats = usePlayerStats();
  const rows = Object.entries(stats.data?.currencies ?? {});
  if (stats.isError || rows.length === 0) return null;
  return (
    <section aria-labelledby="player-stats-title" className="flex flex-col gap-3" data-testid="player-stats">
      <h2 id="player-stats-title" className="text-lg font-semibold">
        {t('profile.stats.title')}
      </h2>
      {rows.map(([code, s]) => {
        const money = (cents: number) => formatMoney(cents, currencyInfo(code, currencies), locale);
        const values = {
          deposits: `${money(s.deposits_cents)} (${s.deposits_count})`,
          cashouts: `${money(s.cashouts_cents)} (${s.cashouts_count})`,
          bets: money(s.bets_cents),
          wins: money(s.wins_cents),
          net: money(s.net_cents),
          rounds: String(s.rounds),
        };
        return (
          <dl
            key={code}
            aria-label={t('profile.stats.currency', { currency: code })}
            className="grid grid-cols-2 gap-3 rounded-xl bg-surface-2 p-4 sm:grid-cols-3"
            data-testid={`player-stats-${code}`}
          >
            {FIGURES.map((figure) => (
              <div key={figure} className="flex flex-col">
                <dt className="text-sm text-ink-muted">{t(`profile.stats.${figure}`)}</dt>
                <dd className="font-semibold tabular-nums" data-testid={`player-stats-${code}-${figure}`}>
                  {values[figure]}
                </dd>
              </div>
            ))}
          </dl>
        );
      })}
    </section>
  );
}
