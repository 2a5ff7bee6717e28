import { type Banner, playerGroups } from '@orbit/contract';
import { bannersFor, useBanners } from '~/features/cms/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { currencyInfo } from '~/shared/money.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useCurrencies } from '~/shared/site/get-currencies.ts';
import { FALLBACK_CURRENCY, type TextContext } from '../model/banner-text.ts';

/**
 * The banners of `location` this visitor may see (group, live window, login state, crypto or
 * fiat) and what their texts' currency variables are filled with.
 */
export function useLobbyBanners(location: string): { banners: Banner[]; context: TextContext } {
  const { locale } = useLocale();
  const { signedIn, player, data } = usePlayer();
  const all = useBanners(locale);
  const currencies = useCurrencies(signedIn);
  const currency = data?.currency ?? FALLBACK_CURRENCY;
  const banners = bannersFor(all, location, {
    signedIn,
    groups: player ? playerGroups(player) : [],
    crypto: data ? !currencyInfo(data.currency, currencies).fiat : null,
    now: new Date(),
  });
  return { banners, context: { currency, locale, currencies } };
}
