/** What other features (lobby, shell, play) and routes use from games (route loaders: `loaders.server.ts`). */
export { prefetchGameRows } from './api/game-rows.ts';
export { providersQueryOptions, useProviders } from './api/providers.ts';
export { FavoritesPage } from './components/favorites-page.tsx';
export { GameRow } from './components/game-row.tsx';
export { LazyFavoriteToggle } from './components/game-tile.tsx';
export { CategoryPage, ProducerPage } from './components/pages.tsx';
export { SearchBox } from './components/search-box.tsx';
export { usePlayerWallet } from './hooks/use-player-wallet.ts';
export { gamesMeta } from './meta.ts';
export { categoryMenu } from './model/categories.ts';
export { requestDevice } from './model/device.ts';
export { currencySupported, hasDemoMode, playHref } from './model/game.ts';
