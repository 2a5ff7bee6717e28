import type { Device } from '@orbit/contract';
import { useId } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useFavorites } from '../api/favorites.ts';
import { useRecentlyPlayed } from '../api/played-games.ts';
import { usePlayerWallet } from '../hooks/use-player-wallet.ts';
import { GameGrid, SkeletonGrid } from './games-list.tsx';
import { EmptyState, PageFrame } from './pages.tsx';

/** `/favorite-games` (login required): the player's favourites (v2 list), then what they played lately. */
export function FavoritesPage({ device }: { device: Device }) {
  const { t } = useTranslation();
  const { signedIn } = usePlayerWallet();
  const { games } = useFavorites(signedIn);
  const played = useRecentlyPlayed(device, signedIn);
  const playedId = useId();
  return (
    <PageFrame pageType="favorites">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('lists.favorites.title')}</h1>
      {games.isPending ? (
        <SkeletonGrid label={t('games.list.loading')} />
      ) : games.isError ? (
        <p role="alert" className="rounded-2xl bg-surface-2 p-6 text-center">
          {t('lists.error')}
        </p>
      ) : games.data.length === 0 ? (
        <EmptyState text={t('lists.favorites.empty')} />
      ) : (
        <GameGrid games={games.data} headingLevel={2} />
      )}
      {played.data && played.data.length > 0 && (
        <section aria-labelledby={playedId} className="mt-6 flex flex-col gap-4">
          <h2 id={playedId} className="text-xl font-bold">
            {t('lists.favorites.recentlyPlayed')}
          </h2>
          <GameGrid games={played.data} headingLevel={3} />
        </section>
      )}
    </PageFrame>
  );
}
