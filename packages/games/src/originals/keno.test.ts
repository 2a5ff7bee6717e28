import { describe, expect, it } from 'vitest';
import { FairRandom } from '../fair/random.ts';
import { KENO_RULES, keno, kenoHitProbability, kenoRtp } from './keno.ts';

const round2 = (x: number) => Math.round(x * 100) / 100;

describe('keno', () => {
  it('hit probabilities are a distribution', () => {
    for (const rules of Object.values(KENO_RULES)) {
      for (let picks = 1; picks <= 10; picks++) {
        let sum = 0;
        for (let h = 0; h <= picks; h++) sum += kenoHitProbability(rules, picks, h);
        expect(sum).toBeCloseTo(1, 12);
      }
    }
    expect(kenoHitProbability({ pool: 80, drawn: 20 }, 1, 1)).toBeCloseTo(0.25, 12);
  });

  it('every pick count returns the declared RTP (hypergeometric, exact)', () => {
    for (const [variant, rules] of Object.entries(KENO_RULES)) {
      expect(rules.paytables).toHaveLength(10);
      rules.paytables.forEach((table, i) => {
        expect(table, `${variant} ${i + 1} picks`).toHaveLength(i + 2);
        expect(round2(kenoRtp(rules, table)), `${variant} ${i + 1} picks`).toBe(keno.variants[variant]!.rtp);
      });
    }
  });

  it('a paytable with one paying entry changed no longer matches', () => {
    for (const [variant, rules] of Object.entries(KENO_RULES)) {
      rules.paytables.forEach((table, i) => {
        table.forEach((m, h) => {
          if (m === 0 || h < table.length - 4) return;
          // The top entries are so unlikely that a step of 1 % of the entry is what a typo looks like there.
          const step = Math.max(10, Math.round(m / 10));
          const changed = table.map((x, j) => (j === h ? x + step : x));
          if (kenoHitProbability(rules, i + 1, h) * step < 0.005) return;
          expect(round2(kenoRtp(rules, changed)), `${variant} ${i + 1} picks, ${h} hits`).not.toBe(
            keno.variants[variant]!.rtp,
          );
        });
      });
    }
  });

  it('draws distinct numbers of the pool and pays by hits', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const random = new FairRandom({ serverSeed: '34'.repeat(32), clientSeed: 'k', nonce });
      const bet = { stake: 10_000, picks: [1, 2, 3, 4, 5, 6, 7, 8] };
      const step = keno.start('classic-80', bet, random);
      expect(step.state.drawn).toHaveLength(20);
      expect(new Set(step.state.drawn).size).toBe(20);
      expect(step.state.drawn.every((n) => n >= 1 && n <= 80)).toBe(true);
      const hits = bet.picks.filter((n) => step.state.drawn.includes(n)).length;
      expect(step.state.hits).toBe(hits);
      expect(step.payout).toBe(Math.floor((10_000 * KENO_RULES['classic-80']!.paytables[7]![hits]!) / 100));
    }
  });

  it('parses 1–10 distinct picks from the pool', () => {
    expect(keno.parseBet('classic-40', { stake: 1, picks: [1] }).ok).toBe(true);
    expect(keno.parseBet('classic-40', { stake: 1, picks: [41] }).ok).toBe(false);
    expect(keno.parseBet('classic-80', { stake: 1, picks: [41] }).ok).toBe(true);
    expect(keno.parseBet('classic-40', { stake: 1, picks: [] }).ok).toBe(false);
    expect(keno.parseBet('classic-40', { stake: 1, picks: [1, 1] }).ok).toBe(false);
    expect(keno.parseBet('classic-40', { stake: 1, picks: [...Array(11).keys()].map((i) => i + 1) }).ok).toBe(
      false,
    );
  });
});
