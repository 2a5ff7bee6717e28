import type { OperatorJackpot } from '@orbit/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi } from '../shared/api.ts';

/** Jackpots and what each level holds now. */
export default function AdminGamesJackpots() {
  const { t, i18n } = useTranslation();
  const jackpots = useQuery({
    queryKey: ['admin', 'jackpots'],
    queryFn: () => adminApi().request<OperatorJackpot[]>('/api/operator/jackpots'),
  });
  const money = (cents: number, currency: string) =>
    formatMoney(cents, currencyInfo(currency, undefined), i18n.language);
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
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">{t('games.jackpots.levels_of', { name: jackpot.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('games.jackpots.level')}</th>
                <th scope="col">{t('games.jackpots.amount')}</th>
                <th scope="col">{t('games.jackpots.available')}</th>
                <th scope="col">{t('games.jackpots.total')}</th>
              </tr>
            </thead>
            <tbody>
              {jackpot.levels.map((level) => (
                <tr key={level.identifier} className="border-t border-white/10">
                  <td>{level.name}</td>
                  <td className="tabular-nums">{money(level.amount_cents, jackpot.currency)}</td>
                  <td className="tabular-nums">{money(level.available_amount_cents, jackpot.currency)}</td>
                  <td className="tabular-nums">{money(level.total_amount_cents, jackpot.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
