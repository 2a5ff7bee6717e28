import { describe, expect, it } from 'vitest';
import { FairRandom } from '../fair/random.ts';
import { parseCard } from './cards.ts';
import { evaluateHand, holdStrategy, VIDEO_POKER_PAYTABLES, videoPoker } from './video-poker.ts';

const hand = (s: string) => s.split(' ').map(parseCard);
const holds = (s: string) => {
  const names = s.split(' ');
  const mask = holdStrategy(hand(s));
  return names.filter((_, i) => mask[i]).join(' ');
};

describe('video poker', () => {
  it('ranks hands', () => {
    expect(evaluateHand(hand('Ts Js Qs Ks As'))).toBe('royal-flush');
    expect(evaluateHand(hand('As 2s 3s 4s 5s'))).toBe('straight-flush');
    expect(evaluateHand(hand('Ac Ad Ah As 5s'))).toBe('four-aces');
    expect(evaluateHand(hand('3c 3d 3h 3s 5s'))).toBe('four-2-4');
    expect(evaluateHand(hand('9c 9d 9h 9s 5s'))).toBe('four-5-k');
    expect(evaluateHand(hand('9c 9d 9h 5s 5c'))).toBe('full-house');
    expect(evaluateHand(hand('2h 9h Jh 5h Kh'))).toBe('flush');
    expect(evaluateHand(hand('Ac 2d 3h 4s 5c'))).toBe('straight');
    expect(evaluateHand(hand('Tc Jd Qh Ks Ac'))).toBe('straight');
    expect(evaluateHand(hand('Qc Kd Ah 2s 3c'))).toBe('nothing');
    expect(evaluateHand(hand('7c 7d 7h 2s 3c'))).toBe('three-of-a-kind');
    expect(evaluateHand(hand('7c 7d 2h 2s 3c'))).toBe('two-pair');
    expect(evaluateHand(hand('Jc Jd 2h 5s 3c'))).toBe('jacks-or-better');
    expect(evaluateHand(hand('Tc Td 2h 5s 3c'))).toBe('nothing');
  });

  it('paytables: 8/5 and 7/5 Jacks or Better, 6/5 Bonus Poker', () => {
    const jb85 = VIDEO_POKER_PAYTABLES['jacks-or-better-8-5']!;
    expect([
      jb85['royal-flush'],
      jb85['straight-flush'],
      jb85['four-5-k'],
      jb85['full-house'],
      jb85.flush,
    ]).toEqual([800, 50, 25, 8, 5]);
    expect(VIDEO_POKER_PAYTABLES['jacks-or-better-7-5']!['full-house']).toBe(7);
    const bp = VIDEO_POKER_PAYTABLES['bonus-poker-6-5']!;
    expect([bp['four-aces'], bp['four-2-4'], bp['four-5-k'], bp['full-house'], bp.flush]).toEqual([
      80, 40, 25, 6, 5,
    ]);
  });

  it('the hold strategy follows the chart', () => {
    expect(holds('Ts Js Qs Ks 3s')).toBe('Ts Js Qs Ks'); // 4 to a royal over a flush
    expect(holds('9c 9d 9h 5s 5c')).toBe('9c 9d 9h 5s 5c');
    expect(holds('7c 7d 7h 2s 3c')).toBe('7c 7d 7h');
    expect(holds('Jc Jd 2h 5s 3c')).toBe('Jc Jd');
    expect(holds('Jh Qh Kh 5s 5c')).toBe('Jh Qh Kh'); // 3 to a royal over a low pair
    expect(holds('2h 7h Jh 5h 5c')).toBe('2h 7h Jh 5h'); // 4 to a flush over a low pair
    expect(holds('5c 6d 7h 8s Kc')).toBe('5c 6d 7h 8s');
    expect(holds('Jc Qd Kh 2s 7c')).toBe('Jc Qd Kh');
    expect(holds('Ac Qd Kh 2s 7c')).toBe('Qd Kh'); // two unsuited high cards, king highest
    expect(holds('Tc Jd Qh Ks 5s')).toBe('Tc Jd Qh Ks'); // unsuited T-J-Q-K over everything below
    expect(holds('Jc Qd Kh As 5s')).toBe('Jc Qd Kh As'); // 4 to an inside straight, 4 high cards
    expect(holds('2s 3s 4s 9d Kc')).toBe('2s 3s 4s'); // 3 to a straight flush (type 2) before a lone king
    expect(holds('2s 5s 6s 9d Kc')).toBe('Kc'); // type 3 comes after any single high card
    expect(holds('Th Jh 2s 5c 8d')).toBe('Th Jh');
    expect(holds('2c 5d 8h 9s 3c')).toBe('');
    expect(holds('Ac 2d 5h 8s 9c')).toBe('Ac');
  });

  it('deals five, draws the replacements in order for the cards not held', () => {
    const seeds = { serverSeed: 'bc'.repeat(32), clientSeed: 'vp', nonce: 5 };
    const step = videoPoker.start('jacks-or-better-8-5', { stake: 5 }, new FairRandom(seeds));
    expect(step.done).toBe(false);
    expect(step.state.hand).toEqual(step.state.deck.slice(0, 5));
    expect(new Set(step.state.deck).size).toBe(10);
    const hold = [true, false, true, false, false];
    const end = videoPoker.act!('jacks-or-better-8-5', step.state, { type: 'draw', hold });
    const d = step.state.deck;
    expect(end.state.hand).toEqual([d[0], d[5], d[2], d[6], d[7]]);
    expect(end.payout).toBe(5 * VIDEO_POKER_PAYTABLES['jacks-or-better-8-5']![end.state.result!]);
    expect(videoPoker.parseAction!('jacks-or-better-8-5', end.state, { type: 'draw', hold })).toEqual({
      ok: false,
      error: 'round_over',
    });
    expect(
      videoPoker.parseAction!('jacks-or-better-8-5', step.state, { type: 'draw', hold: [true] }).ok,
    ).toBe(false);
  });
});
