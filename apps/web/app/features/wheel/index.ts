// The wheel feature's public face: the wheel pages, rocket chance, and the player's lootboxes
// (the verifier lists the opened ones and names their prizes). Route loaders: `loaders.server.ts`.
export { LOOTBOXES_KEY, lootboxesQueryOptions, useLootboxes } from './api/get-lootboxes.ts';
export { RocketChancePage } from './components/rocket-chance-page.tsx';
export { SpinWheelSegmentsPage } from './components/segments-page.tsx';
export { SpinWheelPage } from './components/spin-wheel-page.tsx';
export { usePrizeText } from './components/use-prize-text.ts';
export { WheelPage } from './components/wheel-page.tsx';
export { wonItem } from './model/lootboxes.ts';
export { WHEEL_BASES, type WheelBase, wheelBaseOf } from './model/paths.ts';
