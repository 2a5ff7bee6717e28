// The gifts feature's public face: the page, its queries, and what the shell shows of gifts.
export { bonusesQueryOptions, useBonuses } from './api/get-bonuses.ts';
export { freespinsQueryOptions, useFreespins } from './api/get-freespins.ts';
export { BalanceWagering } from './components/balance-wagering.tsx';
export { GiftsPage } from './components/gifts-page.tsx';
export { GIFTS_PATH, LiveGifts } from './components/live-gifts.tsx';
export { useActiveGiftsCount } from './hooks/use-gifts-count.ts';
export { wageringProgress } from './model/gifts.ts';
