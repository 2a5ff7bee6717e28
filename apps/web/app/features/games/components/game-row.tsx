import type { Device } from '@orbit/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useHydrated } from '~/shared/use-hydrated.ts';
import { useGameRow } from '../api/games-filter.ts';
import { useCategoryTitle } from '../hooks/use-category-title.ts';
import { useGeoCategory } from '../hooks/use-geo-category.ts';
import { categoryHref, type PageType } from '../model/categories.ts';
import { GAME_ROW_SIZE, SERVER_ROW_TILES, SKELETON_KEYS } from '../model/constants.ts';
import { GameTile, GameTileSkeleton } from './game-tile.tsx';
import { GamesIcon } from './icons.tsx';

const rowList = 'flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 [scrollbar-width:thin]';
/** `game-row-item` (app.css): a tile's width in a row. */
const rowItem = 'game-row-item';

export interface GameRowProps {
  /** The category slug (its geo variant is used when one exists). */
  slug: string;
  device: Device;
  /** Which menu the category link belongs to (`/live/x` from the live page). */
  pageType?: PageType;
  /** The row is above the fold: its art is not lazy. */
  eager?: boolean;
}

/**
 * A lobby row: the category's title linking to its page and up to 15 of its games,
 * scrolling sideways. Prefetch it with `prefetchGameRows` in the page's loader.
 */
export function GameRow({ slug, device, pageType = 'main', eager = false }: GameRowProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const titleOf = useCategoryTitle();
  const identifier = useGeoCategory(slug);
  const row = useGameRow({ identifier: identifier ?? slug, device }, identifier !== null);
  const headingId = useId();
  // Past the first screen the row scrolls sideways: those tiles come after hydration (no shift).
  const shown = useHydrated() ? GAME_ROW_SIZE : SERVER_ROW_TILES;
  const games = row.data?.data.slice(0, shown) ?? [];
  if (row.isSuccess && games.length === 0) return null;
  if (row.isError) return null;
  const title = titleOf(slug);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-lg font-bold sm:text-xl">
          <Link to={href(categoryHref(slug, pageType))} className="hover:text-accent">
            {title}
          </Link>
        </h2>
        <Link
          to={href(categoryHref(slug, pageType))}
          aria-label={t('games.row.seeAllOf', { category: title })}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-ink-muted hover:text-ink"
        >
          {t('games.row.seeAll')}
          <GamesIcon name="chevron" className="size-4" />
        </Link>
      </div>
      {row.isPending ? (
        <div role="status" aria-label={t('games.list.loading')} className={rowList}>
          {SKELETON_KEYS.map((key) => (
            <div key={key} className={rowItem}>
              <GameTileSkeleton />
            </div>
          ))}
        </div>
      ) : (
        <ul className={rowList}>
          {games.map((game, index) => (
            <li key={game.identifier} className={rowItem}>
              <GameTile game={game} eager={eager && index < 6} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
