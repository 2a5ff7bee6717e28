import type { BaccaratBet, GameShowBet, MinorUnits, Parsed, RouletteBet, SharedGame } from '../engine.ts';
import type { FairRandom } from '../fair/random.ts';
import {
  BACCARAT_RULES,
  baccaratStake,
  type Coup,
  dealCoup,
  parseBaccaratBet,
  settleBaccarat,
} from '../tables/baccarat.ts';
import { fail } from '../tables/input.ts';
import {
  parseRouletteBet,
  ROULETTE_RULES,
  rouletteStake,
  settleRoulette,
  spinWheel,
} from '../tables/roulette.ts';
import { type GameShowOutcome, parseGameShowBet, settleGameShow, spinGameShow } from './game-show.ts';

/** A bet at a live table: the shape of the table's game. */
export type LiveBet = RouletteBet | BaccaratBet | GameShowBet;
export type LiveOutcome =
  | { game: 'roulette'; pocket: number }
  | { game: 'baccarat'; coup: Coup }
  | ({ game: 'game-show' } & GameShowOutcome);

/** The live studio's tables run the house rules: European roulette, punto banco with commission. */
const ROULETTE = ROULETTE_RULES.european!;
const BACCARAT = BACCARAT_RULES['punto-banco-8deck']!;

const isGameShowBet = (bet: LiveBet): bet is GameShowBet =>
  'bets' in bet && bet.bets.length > 0 && 'segment' in bet.bets[0]!;
const isRouletteBet = (bet: LiveBet): bet is RouletteBet => 'bets' in bet && !isGameShowBet(bet);

/**
 * Shared timed rounds for everyone at the table: one outcome per round from the round's seed,
 * every bet settled against it. The math is the table games' own (roulette.ts, baccarat.ts).
 * Declared RTPs: roulette 97.30 (every bet), baccarat 98.94 (banker), game show 96.00
 * (the best segment, 5; the others 82–88 %, see game-show.ts).
 */
export const liveTable: SharedGame<LiveBet, LiveOutcome, undefined> = {
  kind: 'shared',
  engine: 'live-table',
  variants: { roulette: { rtp: 97.3 }, baccarat: { rtp: 98.94 }, 'game-show': { rtp: 96 } },
  parseBet(variant, input): Parsed<LiveBet> {
    if (variant === 'roulette') return parseRouletteBet(input);
    if (variant === 'baccarat') return parseBaccaratBet(input);
    if (variant === 'game-show') return parseGameShowBet(input);
    return fail('variant_invalid');
  },
  stake(bet): MinorUnits {
    if (isGameShowBet(bet)) return bet.bets.reduce((s, b) => s + b.amount, 0);
    if (isRouletteBet(bet)) return rouletteStake(bet);
    return baccaratStake(bet as BaccaratBet);
  },
  draw(variant, random: FairRandom): LiveOutcome {
    if (variant === 'roulette') return { game: 'roulette', pocket: spinWheel(random) };
    if (variant === 'baccarat') return { game: 'baccarat', coup: dealCoup(random) };
    if (variant === 'game-show') return { game: 'game-show', ...spinGameShow(random) };
    throw new Error(`live-table: unknown variant ${variant}`);
  },
  settle(_variant, bet, outcome) {
    switch (outcome.game) {
      case 'roulette':
        return isRouletteBet(bet) ? settleRoulette(ROULETTE, bet, outcome.pocket) : 0;
      case 'baccarat':
        return 'bets' in bet ? 0 : settleBaccarat(BACCARAT, bet, outcome.coup);
      case 'game-show':
        return isGameShowBet(bet) ? settleGameShow(bet, outcome) : 0;
    }
  },
  autoplay: {
    bet(variant, unit): LiveBet {
      if (variant === 'roulette')
        return {
          bets: [
            { target: 'black', amount: unit },
            { target: 'column:3', amount: unit },
          ],
        };
      if (variant === 'baccarat') return { banker: unit };
      return { bets: [{ segment: '5', amount: unit }] };
    },
    settlement: () => undefined,
  },
};
