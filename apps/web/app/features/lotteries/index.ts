// The lotteries feature's public face (its route loader: `loaders.server.ts`): the lottery page
// and the header's ticket balance.
export { LotteryPage } from './components/lottery-page.tsx';
export { LotteryTicketBalance } from './components/ticket-balance.tsx';
