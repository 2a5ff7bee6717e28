/** What other features (the lobby, the shell, play) and routes use from the games feature (route loaders: `loaders.server.ts`). */
export { collectionsQueryOptions, useCollections } from './api/collections.ts';
export { prefetchGameRows } from './api/game-rows.ts';
export { gameRowQueryOptions, gamesListQueryOptions } from './api/games-filter.ts';
export { providersQueryOptions, useProviders } from './api/providers.ts';
export { FavoritesPage } from './components/favorites-page.tsx';
export { GameRow, type GameRowProps } from './components/game-row.tsx';
export { GameTile, GameTileSkeleton, LazyFavoriteToggle } from './components/game-tile.tsx';
export { CategoryPage, ProducerPage } from './components/pages.tsx';
export { SearchBox } from './components/search-box.tsx';
export { type PlayerWallet, usePlayerWallet } from './hooks/use-player-wallet.ts';
export { gamesMeta } from './meta.ts';
export { categoryHref, categoryMenu, DEFAULT_MENUS, PAGE_TYPES, type PageType } from './model/categories.ts';
export { browserDevice, deviceFromUserAgent, requestDevice } from './model/device.ts';
export { currencySupported, hasDemoMode, isFiatCurrency, playHref } from './model/game.ts';
