import type { Device } from '@orbit/contract';
import { type Ref, useId } from 'react';
import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useHydrated } from '~/shared/use-hydrated.ts';
import { useGameRow } from '../api/games-filter.ts';
import { useCategoryTitle } from '../hooks/use-category-title.ts';
import { useGeoCategory } from '../hooks/use-geo-category.ts';
import { categoryHref, type PageType } from '../model/categories.ts';
import { GAME_ROW_SIZE, SERVER_TILES, SKELETON_KEYS } from '../model/constants.ts';
import { GameTile, GameTileSkeleton } from './game-tile.tsx';

/** `game-row-list` and `game-row-item` (app.css): the sideways list and a tile's width in it. */
const rowList = 'game-row-list';
const rowItem = 'game-row-item';

export interface GameRowProps {
  /** The category slug (its geo variant is used when one exists). */
  slug: string;
  device: Device;
  /** Which menu the category link belongs to (`/live/x` from the live page). */
  pageType?: PageType;
  /** The row is above the fold: its art is not lazy. */
  eager?: boolean;
  /**
   * Its games are not asked for yet (a lobby row below the first screen): the heading and its link
   * render, and an empty tile's box (`game-row-wait`, app.css) holds the row's height.
   */
  deferred?: boolean;
  /** The row's section (to watch it come near the viewport). */
  ref?: Ref<HTMLElement>;
}

/**
 * A lobby row: the category's title linking to its page and up to 15 of its games,
 * scrolling sideways. Prefetch it with `prefetchGameRows` in the page's loader.
 */
export function GameRow({
  slug,
  device,
  pageType = 'main',
  eager = false,
  deferred = false,
  ref,
}: GameRowProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const titleOf = useCategoryTitle();
  const identifier = useGeoCategory(slug);
  const row = useGameRow({ identifier: identifier ?? slug, device }, identifier !== null && !deferred);
  const headingId = useId();
  // Past the first screen the row scrolls sideways: those tiles come after hydration (no shift).
  const shown = useHydrated() ? GAME_ROW_SIZE : SERVER_TILES[device].row;
  const games = row.data?.data.slice(0, shown) ?? [];
  if (row.isSuccess && games.length === 0) return null;
  if (row.isError) return null;
  const title = titleOf(slug);
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={deferred ? 'game-row game-row-wait' : 'game-row'}
    >
      <div className="game-row-head">
        <h2 id={headingId} className="game-row-title">
          <Link to={href(categoryHref(slug, pageType))}>{title}</Link>
        </h2>
        <Link
          to={href(categoryHref(slug, pageType))}
          // The heading's link to the same page discovers its route.
          discover="none"
          aria-label={t('games.row.seeAllOf', { category: title })}
          className="game-row-more"
        >
          {t('games.row.seeAll')}
        </Link>
      </div>
      {deferred ? null : row.isPending ? (
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
