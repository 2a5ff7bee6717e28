// The house games' public face (the frame's route loader: `loaders.server.ts`).
export { HousePage, SessionExpired } from './components/house-page.tsx';
export { frameLocale } from './model/locale.ts';
