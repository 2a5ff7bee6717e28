import { describe, expect, it } from 'vitest';
import type { Step } from '../engine.ts';
import { FairRandom } from '../fair/random.ts';
import { allowedActions, type BlackjackState, basicStrategy, blackjack, handTotal } from './blackjack.ts';
import { type Card, parseCard } from './cards.ts';

const V = 'classic-6deck';
/** A round in play dealt from a fixed shoe: player, dealer up, player, dealer hole, then the draws in order. */
function dealt(names: string[], stake = 100): BlackjackState {
  const cards = names.map(parseCard);
  const shoe: Card[] = [...cards, ...Array(52 - cards.length).fill(parseCard('2c'))];
  return {
    shoe,
    next: 4,
    dealer: [shoe[1]!, shoe[3]!],
    hands: [{ cards: [shoe[0]!, shoe[2]!], stake, doubled: false, splitAces: false, finished: false }],
    active: 0,
    results: [],
  };
}
const play = (state: BlackjackState, ...types: ('hit' | 'stand' | 'double' | 'split')[]) => {
  let step: Step<BlackjackState> = { state, done: false, payout: 0 };
  let extra = 0;
  for (const type of types) {
    step = blackjack.act!(V, step.state, { type });
    extra += step.extraStake ?? 0;
  }
  return { ...step, extra };
};

describe('blackjack', () => {
  it('counts hands: soft aces, hard totals', () => {
    expect(handTotal(['Ah', '6c'].map(parseCard))).toEqual({ total: 17, soft: true });
    expect(handTotal(['Ah', '6c', 'Td'].map(parseCard))).toEqual({ total: 17, soft: false });
    expect(handTotal(['Ah', 'Ac', 'Kd'].map(parseCard))).toEqual({ total: 12, soft: false });
  });

  it('draws the round up-front and hides the hole card and the shoe until done', () => {
    const seeds = { serverSeed: '78'.repeat(32), clientSeed: 'bj', nonce: 11 };
    const step = blackjack.start(V, { stake: 100 }, new FairRandom(seeds));
    expect(step.state.shoe).toHaveLength(52);
    const view = blackjack.view(step.state, step.done) as unknown as Record<string, unknown>;
    expect(view.shoe).toBeUndefined();
    if (!step.done) expect((view.dealer as unknown[])[1]).toBeNull();
  });

  it('stand: dealer draws to 17 and stands on soft 17', () => {
    // Player T,8 = 18; dealer 6 + A = soft 17 stands: player wins.
    const s = play(dealt(['Tc', '6d', '8h', 'As']), 'stand');
    expect(s.done).toBe(true);
    expect(s.state.dealer).toHaveLength(2);
    expect(s.payout).toBe(200);
    // Dealer 6 + 5 = 11, draws a 6 → 17: player 18 wins; with a king it would bust.
    expect(play(dealt(['Tc', '6d', '8h', '5s', '6c']), 'stand').payout).toBe(200);
    expect(play(dealt(['Tc', '6d', '7h', '5s', '6c']), 'stand').payout).toBe(100); // 17 v 17 push
    expect(play(dealt(['Tc', '6d', '6h', '5s', '6c']), 'stand').payout).toBe(0);
  });

  it('blackjack pays 3:2; a dealer blackjack (peeked) ends the round', () => {
    const seedsFor = (n: number) =>
      new FairRandom({ serverSeed: '9a'.repeat(32), clientSeed: 'bj', nonce: n });
    let seen = 0;
    for (let n = 0; n < 3_000 && seen < 3; n++) {
      const step = blackjack.start(V, { stake: 101 }, seedsFor(n));
      const [p1, , p2] = step.state.shoe;
      const player = handTotal([p1!, p2!]).total === 21;
      const dealer = handTotal(step.state.dealer).total === 21;
      if (player && !dealer) {
        expect(step.done).toBe(true);
        expect(step.payout).toBe(101 + 151);
        seen |= 1;
      }
      if (dealer) {
        expect(step.done).toBe(true);
        expect(step.payout).toBe(player ? 101 : 0);
        seen |= 2;
      }
    }
    expect(seen).toBe(3);
  });

  it('hit busts over 21; double takes one card and doubles the stake', () => {
    const bust = play(dealt(['Tc', '9d', '5h', '7s', 'Kc']), 'hit');
    expect(bust.done).toBe(true);
    expect(bust.payout).toBe(0);
    const d = play(dealt(['6c', '9d', '5h', '7s', 'Tc', 'Th']), 'double');
    expect(d.extra).toBe(100);
    expect(d.state.hands[0]!.cards).toHaveLength(3);
    expect(d.payout).toBe(400); // 21 v 16 + T = bust
  });

  it('split once: pairs only, double after split, split aces get one card each', () => {
    const s = dealt(['8c', '9d', '8h', '7s', '3c', 'Tc', 'Th']);
    expect(allowedActions(s)).toContain('split');
    const afterSplit = blackjack.act!(V, s, { type: 'split' });
    expect(afterSplit.extraStake).toBe(100);
    expect(afterSplit.state.hands[0]!.cards.map(String)).toEqual(
      [parseCard('8c'), parseCard('3c')].map(String),
    );
    expect(allowedActions(afterSplit.state)).not.toContain('split');
    expect(allowedActions(afterSplit.state)).toContain('double');
    // 8+3 doubles (→ 21 with the T), then the second hand 8 + T stands: dealer 16 draws.
    const end = play(afterSplit.state, 'double', 'stand');
    expect(end.done).toBe(true);
    expect(end.extra).toBe(100);
    const aces = play(dealt(['Ac', '9d', 'Ah', '7s', 'Kc', 'Kd', 'Tc']), 'split');
    expect(aces.done).toBe(true); // one card each, no blackjack bonus: 21 pays 1:1 twice
    expect(aces.payout).toBe(400);
    expect(allowedActions(dealt(['8c', '9d', '7h', '7s']))).not.toContain('split');
  });

  it('refuses actions the hand does not allow', () => {
    const s = dealt(['8c', '9d', '3h', '7s', '2c']);
    const hit = blackjack.act!(V, s, { type: 'hit' });
    expect(blackjack.parseAction!(V, hit.state, { type: 'double' }).ok).toBe(false);
    expect(blackjack.parseAction!(V, hit.state, { type: 'split' }).ok).toBe(false);
    expect(blackjack.parseAction!(V, hit.state, { type: 'hit' }).ok).toBe(true);
    expect(blackjack.parseAction!(V, hit.state, { type: 'surrender' }).ok).toBe(false);
  });

  it('basic strategy: a few chart cells', () => {
    const move = (names: string[]) => basicStrategy(dealt(names));
    expect(move(['Tc', '6d', '6h', '7s'])).toBe('stand'); // 16 v 6
    expect(move(['Tc', 'Td', '6h', '7s'])).toBe('hit'); // 16 v T
    expect(move(['6c', 'Ad', '5h', '7s'])).toBe('hit'); // 11 v A (S17)
    expect(move(['6c', '9d', '5h', '7s'])).toBe('double'); // 11 v 9
    expect(move(['8c', 'Td', '8h', '7s'])).toBe('split');
    expect(move(['Tc', '6d', 'Th', '7s'])).toBe('stand');
    expect(move(['Ac', '5d', '7h', '7s'])).toBe('double'); // soft 18 v 5
    expect(move(['Ac', '9d', '7h', '7s'])).toBe('hit'); // soft 18 v 9
  });
});
