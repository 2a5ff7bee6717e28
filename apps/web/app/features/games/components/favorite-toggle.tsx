import { useTranslation } from '~/shared/i18n/react.tsx';
import { useHydrated } from '~/shared/use-hydrated.ts';
import { useFavorites, useToggleFavorite } from '../api/favorites.ts';
import { favoriteId, isFavorite, type TileGame } from '../model/game.ts';
import { GamesIcon } from './icons.tsx';

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
      <GamesIcon name="heart" className="size-5" />
    </button>
  );
}
