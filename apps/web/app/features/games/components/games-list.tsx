import type { Device } from '@orbit/contract';
import { type ReactNode, useDeferredValue, useMemo } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useHydrated } from '~/shared/use-hydrated.ts';
import { type GamesListParams, useGamesList } from '../api/games-filter.ts';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll.ts';
import { SERVER_TILES, SKELETON_KEYS } from '../model/constants.ts';
import type { TileGame } from '../model/game.ts';
import { type ListItem, listItems } from '../model/list-items.ts';
import { GameTile, GameTileSkeleton } from './game-tile.tsx';
import { CashbackCard, RandomGameCard } from './special-cards.tsx';

/** Tiles above the fold on a phone and a desktop: their art is not lazy. */
const EAGER_TILES = 10;

export const gridClass =
  'grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6';

export interface GamesListProps {
  params: GamesListParams;
  /** The random-game card's category and placement; null for lists without it. */
  random?: { category: string; placement: 'position' | 'end' } | null;
  cashback?: boolean;
  /** Shown when the list has no games. */
  empty: ReactNode;
}

/**
 * A category or producer list: the server-rendered first page, then one page more each time
 * the end comes within 500 px (or on "Show more"), skeleton cards while loading.
 */
export function GamesList({ params, random = null, cashback = false, empty }: GamesListProps) {
  const { t } = useTranslation();
  const list = useGamesList(params);
  const games = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const canLoadMore = list.hasNextPage && !list.isFetchingNextPage && !list.isError;
  const rendered = useHydrated() ? Number.POSITIVE_INFINITY : SERVER_TILES[params.device].grid;
  const placement = random?.placement ?? null;
  const complete = !list.hasNextPage;
  // Only a server-rendered first page is cut short (`tilesForPage`).
  const withheld = list.data?.pages[0]?.withheld;
  // A page of new tiles renders deferred, in slices React can interrupt: the data arrives through
  // a store, which React would otherwise render in one long task. The first tiles come at once.
  const items = useMemo(
    () => listItems(games, { random: placement, cashback, complete, withheld }),
    [games, placement, cashback, complete, withheld],
  );
  const deferredItems = useDeferredValue(items);
  const shownItems = deferredItems.length > 0 ? deferredItems : items;
  // Not while page 1 loads again (the games a server-rendered page withheld): it would be cancelled.
  // Nor until the last page's tiles are on screen: the end, still in view meanwhile, would ask for
  // page after page.
  const sentinel = useInfiniteScroll(
    () => void list.fetchNextPage(),
    canLoadMore && !list.isFetching && shownItems === items,
  );

  if (list.isPending) return <SkeletonGrid label={t('games.list.loading')} />;
  if (list.isError && games.length === 0) {
    return (
      <div role="alert" className="rounded-2xl bg-surface-2 p-6 text-center">
        <p>{t('lists.error')}</p>
        <button
          type="button"
          onClick={() => void list.refetch()}
          className="mt-4 rounded-full bg-brand px-5 py-2 text-sm font-semibold"
        >
          {t('lists.retry')}
        </button>
      </div>
    );
  }
  if (shownItems.length === 0) return <>{empty}</>;

  return (
    <div className="flex flex-col gap-6">
      <ul className={gridClass} aria-busy={list.isFetchingNextPage} data-testid="games-list">
        {shownItems.map((item, index) =>
          index < rendered && item.kind !== 'slot' ? (
            <li key={itemKey(item)}>
              <ListCell item={item} eager={index < EAGER_TILES} random={random} device={params.device} />
            </li>
          ) : (
            // Below the first screen the server sends an empty cell of a tile's size (its game
            // comes after hydration): the list keeps its height, nothing under it moves.
            <li key={itemKey(item)} aria-hidden="true" className="game-tile-slot" />
          ),
        )}
      </ul>
      {list.isFetchingNextPage && <SkeletonGrid label={t('lists.loadingMore')} />}
      <div ref={sentinel} aria-hidden="true" />
      {canLoadMore && (
        <button
          type="button"
          disabled={list.isFetching}
          onClick={() => void list.fetchNextPage()}
          className="self-center rounded-full border border-white/15 px-6 py-2 text-sm font-semibold hover:bg-surface-3"
        >
          {t('lists.loadMore')}
        </button>
      )}
    </div>
  );
}

const itemKey = (item: ListItem) =>
  item.kind === 'game' ? item.game.identifier : item.kind === 'slot' ? item.key : item.kind;

function ListCell({
  item,
  eager,
  random,
  device,
}: {
  item: Exclude<ListItem, { kind: 'slot' }>;
  eager: boolean;
  random: GamesListProps['random'];
  device: Device;
}) {
  if (item.kind === 'cashback') return <CashbackCard />;
  if (item.kind === 'random')
    return random ? <RandomGameCard category={random.category} device={device} /> : null;
  return <GameTile game={item.game} eager={eager} headingLevel={2} />;
}

/** Five placeholder cards with a status for screen readers. */
export function SkeletonGrid({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <div className={gridClass}>
        {SKELETON_KEYS.map((key) => (
          <GameTileSkeleton key={key} />
        ))}
      </div>
    </div>
  );
}

/** A plain grid of games (favourites, recently played); titles at `headingLevel`. */
export function GameGrid({ games, headingLevel }: { games: readonly TileGame[]; headingLevel: 2 | 3 }) {
  return (
    <ul className={gridClass}>
      {games.map((game, index) => (
        <li key={game.identifier}>
          <GameTile game={game} eager={index < EAGER_TILES} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
