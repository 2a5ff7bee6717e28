/** What other features (the lobby, the shell) use from the games feature. */
export { collectionsQueryOptions, useCollections } from './api/collections.ts';
export { prefetchGameRows } from './api/game-rows.ts';
export { gameRowQueryOptions, gamesListQueryOptions } from './api/games-filter.ts';
export { providersQueryOptions, useProviders } from './api/providers.ts';
export { GameRow, type GameRowProps } from './components/game-row.tsx';
export { GameTile, GameTileSkeleton, LazyFavoriteToggle } from './components/game-tile.tsx';
export { SearchBox } from './components/search-box.tsx';
export { type PlayerWallet, usePlayerWallet } from './hooks/use-player-wallet.ts';
export { categoryHref, categoryMenu, DEFAULT_MENUS, PAGE_TYPES, type PageType } from './model/categories.ts';
export { browserDevice, deviceFromUserAgent, requestDevice } from './model/device.ts';
export { currencySupported, hasDemoMode, isFiatCurrency, playHref } from './model/game.ts';
