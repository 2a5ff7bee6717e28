import type { Device } from '@orbit/contract';
import { useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { modalHref } from '~/shared/modals.ts';
import { useRandomGame } from '../api/random.ts';
import { usePlayerWallet } from '../hooks/use-player-wallet.ts';
import { playHref, playTarget } from '../model/game.ts';

// The cards' icons live here, not in a module shared with the search box: a module the game pages
// and the search box's lazy chunk shared would be a start-up chunk of its own.
const DICE =
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm-4 3.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM8 14a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z';
const COINS =
  'M12 3c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3Zm8 6v3c0 1.7-3.6 3-8 3s-8-1.3-8-3V9c1.8 1.3 5 2 8 2s6.2-.7 8-2Zm0 6v3c0 1.7-3.6 3-8 3s-8-1.3-8-3v-3c1.8 1.3 5 2 8 2s6.2-.7 8-2Z';

function CardIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-8" fill="currentColor">
      <path d={path} />
    </svg>
  );
}

const card =
  'flex aspect-[4/3] w-full flex-col items-center justify-center gap-1.5 rounded-xl p-3 text-center shadow-lg shadow-black/30 transition hover:-translate-y-0.5';

/** `/promotions/cashback`, promoted first in the live list. */
export const CASHBACK_PATH = '/promotions/cashback';

/** The random-game card: picks a game of the category and opens it. */
export function RandomGameCard({ category, device }: { category: string; device: Device }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const wallet = usePlayerWallet();
  const random = useRandomGame(category, device);
  const failedId = useId();
  const pick = async () => {
    const game = await random.mutateAsync().catch(() => null);
    const target = game ? playTarget(game, wallet) : null;
    if (!game || !target) return;
    if (target === 'registration') {
      await navigate(
        modalHref(location, 'registration', { redirect: `${location.pathname}${location.search}` }),
      );
    } else {
      await navigate(href(playHref(game, target)));
    }
  };
  const failed = random.isSuccess && random.data === null;
  return (
    <div className="flex flex-col gap-1.5">
      <button
        type="button"
        onClick={pick}
        disabled={random.isPending}
        aria-describedby={failed ? failedId : undefined}
        className={`${card} bg-gradient-to-br from-brand to-fuchsia-600 disabled:opacity-70`}
      >
        <CardIcon path={DICE} />
        <span className="font-bold">{t('lists.random.title')}</span>
        <span className="text-xs text-white/85">
          {random.isPending ? t('lists.random.picking') : t('lists.random.text')}
        </span>
      </button>
      {failed ? (
        <p id={failedId} role="status" className="text-xs text-ink-muted">
          {t('lists.random.none')}
        </p>
      ) : (
        <span aria-hidden="true" className="h-5" />
      )}
    </div>
  );
}

/** The cashback card that opens the live list. */
export function CashbackCard() {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <div className="flex flex-col gap-1.5">
      <Link to={href(CASHBACK_PATH)} className={`${card} bg-gradient-to-br from-amber-500 to-rose-600`}>
        <CardIcon path={COINS} />
        <span className="font-bold">{t('lists.cashback.title')}</span>
        <span className="text-xs text-white/90">{t('lists.cashback.text')}</span>
      </Link>
      <span aria-hidden="true" className="h-5" />
    </div>
  );
}
