import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useCurrencies } from '~/shared/site/get-currencies.ts';
import { orderedLevels, type ShownJackpot } from '../model/jackpots.ts';

/** A jackpot's levels and what each holds now, in the jackpot's currency. */
export function JackpotLevels({ jackpot, size = 'md' }: { jackpot: ShownJackpot; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  // The shell loads the currency list for players; a guest's page makes no extra call for it.
  const currency = currencyInfo(jackpot.currency, useCurrencies(usePlayer().signedIn));
  return (
    <dl
      aria-label={t('lobby.jackpots.levels', { name: jackpot.name })}
      className={`grid gap-2 ${size === 'lg' ? 'sm:grid-cols-2' : ''}`}
    >
      {orderedLevels(jackpot).map((level, i) => (
        <div
          key={level.id}
          className={`jackpot-level ${size === 'lg' ? 'h-16' : 'h-12'}`}
          data-testid="jackpot-level"
        >
          <dt className="jackpot-level-name">{level.name}</dt>
          <dd
            className={`font-black tabular-nums ${i === 0 ? 'text-accent' : 'text-white'} ${size === 'lg' ? 'text-2xl' : 'text-lg'}`}
          >
            {formatMoney(level.amount_cents, currency, locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
