import type { GameShowBet, MinorUnits, Parsed } from '../engine.ts';
import type { FairRandom } from '../fair/random.ts';
import { fail, isRecord, isStake, MAX_STAKE, ok } from '../tables/input.ts';

/** The money wheel's segments: a bet on a segment pays its number to 1 when the wheel stops there. */
export const GAME_SHOW_SEGMENTS = ['1', '2', '5', '10', '20', '40'] as const;
export type GameShowSegment = (typeof GAME_SHOW_SEGMENTS)[number];
/** How many of the wheel's 50 pockets each segment has. */
export const GAME_SHOW_COUNTS: Readonly<Record<GameShowSegment, number>> = {
  '1': 21,
  '2': 14,
  '5': 8,
  '10': 4,
  '20': 2,
  '40': 1,
};

/**
 * The wheel, pocket by pocket (50): each segment spread as evenly as its count allows, so the
 * page draws the wheel from this and the round's pocket index says where it stops.
 */
export const GAME_SHOW_WHEEL: readonly GameShowSegment[] = (() => {
  const total = Object.values(GAME_SHOW_COUNTS).reduce((a, b) => a + b, 0);
  const placed = Object.fromEntries(GAME_SHOW_SEGMENTS.map((s) => [s, 0])) as Record<GameShowSegment, number>;
  const wheel: GameShowSegment[] = [];
  for (let i = 0; i < total; i++) {
    // The segment furthest behind its even share so far (ties: the rarer one first).
    let best: GameShowSegment = '1';
    let lag = -Infinity;
    for (const s of [...GAME_SHOW_SEGMENTS].reverse()) {
      const behind = ((i + 1) * GAME_SHOW_COUNTS[s]) / total - placed[s];
      if (behind > lag) {
        lag = behind;
        best = s;
      }
    }
    placed[best] += 1;
    wheel.push(best);
  }
  return wheel;
})();

export const gameShowPays = (segment: GameShowSegment) => Number(segment);

/** The exact RTP (percent) of a bet on `segment`: its share of the wheel × (pays + 1). */
export function gameShowSegmentRtp(segment: GameShowSegment, counts = GAME_SHOW_COUNTS): number {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return (100 * counts[segment] * (gameShowPays(segment) + 1)) / total;
}

const isSegment = (s: unknown): s is GameShowSegment =>
  typeof s === 'string' && (GAME_SHOW_SEGMENTS as readonly string[]).includes(s);

export function parseGameShowBet(input: unknown): Parsed<GameShowBet> {
  if (!isRecord(input) || !Array.isArray(input.bets)) return fail('bets_invalid');
  if (input.bets.length < 1 || input.bets.length > GAME_SHOW_SEGMENTS.length) return fail('bets_invalid');
  const bets: GameShowBet['bets'] = [];
  let total = 0;
  for (const bet of input.bets) {
    if (!isRecord(bet) || !isSegment(bet.segment)) return fail('segment_invalid');
    if (bets.some((b) => b.segment === bet.segment)) return fail('segment_invalid');
    if (!isStake(bet.amount)) return fail('stake_invalid');
    total += bet.amount;
    bets.push({ segment: bet.segment, amount: bet.amount });
  }
  if (total > MAX_STAKE) return fail('stake_invalid');
  return ok({ bets });
}

export interface GameShowOutcome {
  /** 0–49: where the wheel stops. */
  pocket: number;
  segment: GameShowSegment;
}

export function spinGameShow(random: FairRandom): GameShowOutcome {
  const pocket = random.int(GAME_SHOW_WHEEL.length);
  return { pocket, segment: GAME_SHOW_WHEEL[pocket]! };
}

export function settleGameShow(bet: GameShowBet, outcome: Pick<GameShowOutcome, 'segment'>): MinorUnits {
  let sum = 0;
  for (const b of bet.bets)
    if (b.segment === outcome.segment) sum += b.amount * (gameShowPays(outcome.segment) + 1);
  return sum;
}
