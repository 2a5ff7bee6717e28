/** Under `player`: signing in or out refreshes them with the rest of the player. */
export const COMP_POINTS_KEY = ['player', 'comp-points'] as const;
/** The cards depend on who looks (VIP cards for VIP players) and the page's locale. */
export const SHOP_CARDS_KEY = ['player', 'comp-cards'] as const;
