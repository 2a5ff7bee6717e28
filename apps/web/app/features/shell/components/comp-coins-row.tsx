import { CompCoins } from '~/features/comp-shop/index.ts';
import { LotteryTicketBalance } from '~/features/lotteries/index.ts';

/**
 * The balance menu's comp-coin and lottery ticket rows (the comp-shop and lotteries features read
 * and show them), one lazily loaded chunk.
 */
export function CompCoinsRow() {
  return (
    <>
      <CompCoins />
      <LotteryTicketBalance />
    </>
  );
}
