// The comp shop feature's public face: the shop and levels pages, their queries, and what the
// shell shows (the header's coins, the live comp points).
export { compPointsQueryOptions, useCompPoints } from './api/get-comp-points.ts';
export { shopCardsQueryOptions } from './api/get-shop-cards.ts';
export { levelBandsQueryOptions } from './api/get-statuses.ts';
export { CompCoins } from './components/comp-coins.tsx';
export { LevelsPage } from './components/levels-page.tsx';
export { LiveComps } from './components/live-comps.tsx';
export { ShopPage } from './components/shop-page.tsx';
export { playerLevel } from './model/levels.ts';
export { COMP_SHOP_SLUG, exchangeStep, SHOP_TABS, type ShopTab, shopTabOf } from './model/shop.ts';
