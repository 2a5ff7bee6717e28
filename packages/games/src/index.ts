/**
 * Orbit's house games: the provably-fair random source and the pure math of each game
 * (no I/O). The server plays rounds with it; the verifier page re-computes them with it.
 */
export * from './engine.ts';
export { drawLootbox, itemAtRoll, type LootboxDraw, totalWeight } from './fair/lootbox.ts';
export {
  canonicalTicketList,
  drawLotteryWinners,
  type LotteryDrawInput,
  type LotteryWinner,
  lotteryTicketsHash,
  type PublishedTicket,
} from './fair/lottery.ts';
export { FairRandom, type FairSeeds, hashServerSeed } from './fair/random.ts';
export { CLIENT_SEED_PATTERN, newClientSeed, newServerSeed } from './fair/seeds.ts';
export { crashMultiplierAt, crashTimeOf } from './originals/crash.ts';
export { type GameFamily, gameFamily, HOUSE_GAMES, houseGame } from './registry.ts';
