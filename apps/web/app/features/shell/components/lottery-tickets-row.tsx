import { LotteryTicketBalance } from '~/features/lotteries/index.ts';

/** The balance menu's lottery ticket row (the lotteries feature reads and shows the tickets). */
export function LotteryTicketsRow() {
  return <LotteryTicketBalance />;
}
