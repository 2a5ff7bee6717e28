// The play feature's public face (its route loader: `loaders.server.ts`).
export { gamesHistoryQueryOptions } from './api/games-history.ts';
export { GamesHistory } from './components/games-history.tsx';
export { PlayPage } from './components/play-page.tsx';
