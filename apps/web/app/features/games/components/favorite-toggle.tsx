import { useTranslation } from '~/shared/i18n/react.tsx';
import { useHydrated } from '~/shared/use-hydrated.ts';
import { useFavorites, useToggleFavorite } from '../api/favorites.ts';
import { favoriteId, isFavorite, type TileGame } from '../model/game.ts';

/** Its heart (here and not among the lists' icons: a guest's start-up JavaScript lacks it). */
const HEART =
  'M12 21s-7.5-4.6-9.6-9.1C.9 8.6 2.9 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4.7-1.2 2.2-2.4 4.3-2.4 3.8 0 5.8 4.1 4.3 7.4C19.5 16.4 12 21 12 21Z';

/**
 * A signed-in player's favourite toggle on a tile, when the game has an id for their currency;
 * blocked while its request runs.
 */
export default function FavoriteToggle({ game, currency }: { game: TileGame; currency: string | null }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { ids } = useFavorites(true);
  const toggle = useToggleFavorite();
  const id = favoriteId(game, currency);
  if (id === null) return null;
  // Until hydrated, the server's look (favourites unknown): the lazy chunk may hydrate after they load.
  const pressed = hydrated && isFavorite(game, new Set(ids.data ?? []));
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t('games.tile.favorite', { title: game.title })}
      disabled={!hydrated || toggle.isPending || !ids.isSuccess}
      onClick={() => toggle.mutate({ id, favorite: !pressed, game })}
      className="absolute top-1.5 right-1.5 inline-flex size-9 items-center justify-center rounded-full bg-surface/80 text-ink transition hover:bg-surface aria-pressed:text-danger disabled:opacity-60"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5" fill="currentColor">
        <path d={HEART} />
      </svg>
    </button>
  );
}
