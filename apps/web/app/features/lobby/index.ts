// The lobby feature's public face (its route loaders: `loaders.server.ts`).

export { BannerTimer } from './components/banner-timer.tsx';
export { JackpotPage } from './components/jackpot-page.tsx';
export { LobbyPage, LobbyQueries } from './components/lobby-page.tsx';
export { ProducersCarousel } from './components/producers-carousel.tsx';
export { MYSTIC_JACKPOTS_CATEGORY, MYSTIC_JACKPOTS_FLAG } from './model/jackpots.ts';
export {
  bannerCountdown,
  type CountdownParts,
  countdownParts,
  type TimeStatus,
  timeStatus,
} from './model/time-status.ts';
