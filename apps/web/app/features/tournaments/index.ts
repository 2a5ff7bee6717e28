// The tournaments feature's public face: the tournaments pages (their loaders: `loaders.server.ts`).
export { LeaderboardPage } from './components/leaderboard-page.tsx';
export { TournamentPage } from './components/tournament-page.tsx';
export { TournamentsPage } from './components/tournaments-page.tsx';
export {
  LEADERBOARD_PATH,
  TOURNAMENT_TABS,
  TOURNAMENTS_PATH,
  type TournamentTab,
  tournamentTabOf,
} from './model/tournaments.ts';
