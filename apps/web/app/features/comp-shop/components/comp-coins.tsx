import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useCompPoints } from '../api/get-comp-points.ts';
import { COMP_SHOP_SLUG } from '../model/shop.ts';
import { useCoinsFormat } from './use-coins-format.ts';
import { useShopEnabled } from './use-shop-enabled.ts';

/**
 * The header balance's comp-coin row, linking to the shop; shown only when the shop is enabled
 * for the player. The `comps_award` channel keeps the count live (LiveComps).
 */
export function CompCoins() {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { signedIn } = usePlayer();
  const enabled = useShopEnabled() && signedIn;
  const points = useCompPoints(enabled);
  const coins = useCoinsFormat();
  if (!enabled) return null;
  const balance = points.data?.chargeable.points;
  return (
    <Link
      to={href(`/${COMP_SHOP_SLUG}`)}
      className="flex items-center justify-between gap-3 border-b border-white/10 px-3 py-2 text-sm hover:bg-surface-3"
      data-testid="header-comp-coins"
    >
      <span className="text-ink-muted">{t('comp.coins.label')}</span>
      <span className="font-semibold tabular-nums text-accent" data-testid="header-comp-coins-value">
        {balance === undefined ? '—' : coins(balance)}
      </span>
    </Link>
  );
}
