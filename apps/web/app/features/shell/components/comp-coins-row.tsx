import { CompCoins } from '~/features/comp-shop/index.ts';

/** The balance menu's comp-coin row (the comp-shop feature reads and shows the coins). */
export function CompCoinsRow() {
  return <CompCoins />;
}
