import type { BaccaratBet, MinorUnits, Parsed, SoloGame } from '../engine.ts';
import type { FairRandom } from '../fair/random.ts';
import { type Card, dealFromShoe, rankOf } from './cards.ts';
import { fail, isRecord, isStake, MAX_STAKE, ok } from './input.ts';

export const BACCARAT_DECKS = 8;

export interface BaccaratRules {
  /** Banker wins pay 95 % (commission) or, without commission, 1:1 except a win on 6 pays 1:2. */
  commission: boolean;
}
export const BACCARAT_RULES: Readonly<Record<string, BaccaratRules>> = {
  'punto-banco-8deck': { commission: true },
  'no-commission-8deck': { commission: false },
};

/** Ace 1, two to nine face value, ten and court cards 0. */
export const baccaratValue = (card: Card) => {
  const rank = rankOf(card);
  return rank >= 9 ? 0 : rank + 1;
};

export interface Coup {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
}

/** Whether the banker draws, given its two-card total and the player's third card (null: none drawn). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * Plays a coup from cards in shoe order (player, banker, player, banker, then third cards as
 * drawn) with the full tableau: a natural 8 or 9 stands both; the player draws on 0–5; the
 * banker's draw depends on the player's third card.
 */
export function playCoup(shoe: readonly Card[]): Coup {
  let next = 4;
  const player = [shoe[0]!, shoe[2]!];
  const banker = [shoe[1]!, shoe[3]!];
  const total = (cards: Card[]) => cards.reduce((s, c) => s + baccaratValue(c), 0) % 10;
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (total(player) <= 5) {
      const card = shoe[next++]!;
      player.push(card);
      playerThird = baccaratValue(card);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(shoe[next++]!);
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner };
}

export const dealCoup = (random: FairRandom) => playCoup(dealFromShoe(random, BACCARAT_DECKS, 6));

export function parseBaccaratBet(input: unknown): Parsed<BaccaratBet> {
  if (!isRecord(input)) return fail('bets_invalid');
  const bet: BaccaratBet = {};
  let total = 0;
  for (const spot of ['player', 'banker', 'tie'] as const) {
    const amount = input[spot];
    if (amount === undefined || amount === null || amount === 0) continue;
    if (!isStake(amount)) return fail('stake_invalid');
    bet[spot] = amount;
    total += amount;
  }
  if (total === 0) return fail('bets_invalid');
  if (total > MAX_STAKE) return fail('stake_invalid');
  return ok(bet);
}

export const baccaratStake = (bet: BaccaratBet) => (bet.player ?? 0) + (bet.banker ?? 0) + (bet.tie ?? 0);

/** What a spot returns (stake included): winning side 1:1 (banker less commission), tie 8:1, a tie pushes the sides. */
export function baccaratReturn(
  rules: BaccaratRules,
  spot: 'player' | 'banker' | 'tie',
  amount: MinorUnits,
  coup: Pick<Coup, 'winner' | 'bankerTotal'>,
): MinorUnits {
  if (spot === 'tie') return coup.winner === 'tie' ? amount * 9 : 0;
  if (coup.winner === 'tie') return amount;
  if (coup.winner !== spot) return 0;
  if (spot === 'player') return amount * 2;
  if (rules.commission) return amount + Math.floor((amount * 95) / 100);
  return coup.bankerTotal === 6 ? amount + Math.floor(amount / 2) : amount * 2;
}

export function settleBaccarat(rules: BaccaratRules, bet: BaccaratBet, coup: Coup): MinorUnits {
  let sum = 0;
  for (const spot of ['player', 'banker', 'tie'] as const) {
    const amount = bet[spot];
    if (amount) sum += baccaratReturn(rules, spot, amount, coup);
  }
  return sum;
}

export interface CoupOdds {
  player: number;
  banker: number;
  bankerOnSix: number;
  tie: number;
}

/**
 * The exact outcome probabilities of a coup from a full shoe of `decks` decks: every sequence
 * of card values drawn without replacement (value 0 has 16 cards a deck, 1–9 have 4).
 */
export function coupOdds(decks = BACCARAT_DECKS): CoupOdds {
  const counts = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 : 4) * decks);
  let remaining = 52 * decks;
  const odds: CoupOdds = { player: 0, banker: 0, bankerOnSix: 0, tie: 0 };
  const values: number[] = [];
  // Cards are values here; playCoup reads them through baccaratValue, so pass value − 1 as rank (0 → ten).
  const asCard = (v: number) => (v === 0 ? 9 : v - 1);
  const walk = (p: number) => {
    if (values.length >= 4) {
      const needed = cardsNeeded(values);
      if (values.length === needed) {
        const coup = playCoup(values.map(asCard));
        if (coup.winner === 'tie') odds.tie += p;
        else if (coup.winner === 'player') odds.player += p;
        else {
          odds.banker += p;
          if (coup.bankerTotal === 6) odds.bankerOnSix += p;
        }
        return;
      }
    }
    for (let v = 0; v < 10; v++) {
      if (counts[v] === 0) continue;
      const q = (p * counts[v]!) / remaining;
      counts[v]! -= 1;
      remaining -= 1;
      values.push(v);
      walk(q);
      values.pop();
      remaining += 1;
      counts[v]! += 1;
    }
  };
  walk(1);
  return odds;
}

/** How many cards the coup whose first cards are `values` uses (4, 5 or 6). */
function cardsNeeded(values: number[]): number {
  const p = (values[0]! + values[2]!) % 10;
  const b = (values[1]! + values[3]!) % 10;
  if (p >= 8 || b >= 8) return 4;
  if (p <= 5) {
    if (values.length < 5) return 5;
    return bankerDraws(b, values[4]!) ? 6 : 5;
  }
  return bankerDraws(b, null) ? 5 : 4;
}

/** The exact RTP (percent) of each spot under `rules`. */
export function baccaratSpotRtps(
  rules: BaccaratRules,
  odds = coupOdds(),
): Record<'player' | 'banker' | 'tie', number> {
  const banker = rules.commission
    ? odds.banker * 1.95 + odds.tie
    : (odds.banker - odds.bankerOnSix) * 2 + odds.bankerOnSix * 1.5 + odds.tie;
  return { player: 100 * (odds.player * 2 + odds.tie), banker: 100 * banker, tie: 100 * odds.tie * 9 };
}

export interface BaccaratState {
  bet: BaccaratBet;
  coup: Coup;
}

/** Declared: the banker bet (the best bet): 98.94 % with commission, 98.54 % without. */
export const baccarat: SoloGame<BaccaratBet, BaccaratState, BaccaratState> = {
  kind: 'solo',
  engine: 'baccarat',
  variants: { 'punto-banco-8deck': { rtp: 98.94 }, 'no-commission-8deck': { rtp: 98.54 } },
  parseBet: (_variant, input) => parseBaccaratBet(input),
  stake: baccaratStake,
  start(variant, bet, random) {
    const rules = BACCARAT_RULES[variant];
    if (!rules) throw new Error(`baccarat: unknown variant ${variant}`);
    const coup = dealCoup(random);
    return { state: { bet, coup }, done: true, payout: settleBaccarat(rules, bet, coup) };
  },
  view: (state) => state,
  autoplay: { bet: (_variant, unit) => ({ banker: unit }) },
};
