import { Jackpot, JackpotLevel } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_GAMES, gameIdentifier } from './games.ts';
import { DEMO_JACKPOT_WINS, DEMO_JACKPOTS, jackpotWinTimes, MYSTIC_JACKPOTS_IDENTIFIER } from './jackpots.ts';

const identifiers = new Set(DEMO_GAMES.map(gameIdentifier));

describe('demo jackpots', () => {
  it('match the contract shape once ids are given', () => {
    for (const jackpot of DEMO_JACKPOTS) {
      const levels = jackpot.levels.map((l, i) => JackpotLevel.parse({ ...l, id: i + 1 }));
      expect(() => Jackpot.parse({ ...jackpot, id: 1, levels })).not.toThrow();
    }
  });

  it('has the Mystic Jackpots with Mini, Minor, Major and Grand in EUR', () => {
    const mystic = DEMO_JACKPOTS.find((j) => j.identifier === MYSTIC_JACKPOTS_IDENTIFIER)!;
    expect(mystic.currency).toBe('EUR');
    expect(mystic.allowed_currencies).toContain('EUR');
    expect(mystic.levels.map((l) => l.name).sort()).toEqual(['Grand', 'Major', 'Mini', 'Minor']);
    expect(mystic.games).toEqual(
      DEMO_GAMES.filter((g) => g.categories.includes('mystic-jackpots')).map(gameIdentifier),
    );
  });

  it('ties every game of the jackpot category to a progressive jackpot', () => {
    const others = DEMO_JACKPOTS.filter((j) => j.identifier !== MYSTIC_JACKPOTS_IDENTIFIER);
    expect(others.length).toBeGreaterThanOrEqual(1);
    const fed = new Set(others.flatMap((j) => j.games));
    for (const g of DEMO_GAMES.filter((x) => x.categories.includes('jackpot'))) {
      expect(fed.has(gameIdentifier(g)), g.title).toBe(true);
    }
  });

  it('levels: unique identifiers, index 0 the biggest, integer amounts', () => {
    expect(new Set(DEMO_JACKPOTS.map((j) => j.identifier)).size).toBe(DEMO_JACKPOTS.length);
    for (const jackpot of DEMO_JACKPOTS) {
      expect(jackpot.games.length).toBeGreaterThan(0);
      for (const id of jackpot.games) expect(identifiers.has(id), id).toBe(true);
      const byIndex = [...jackpot.levels].sort((a, b) => a.index - b.index);
      for (let i = 1; i < byIndex.length; i++) {
        expect(byIndex[i - 1]!.amount_cents).toBeGreaterThan(byIndex[i]!.amount_cents);
      }
      expect(new Set(jackpot.levels.map((l) => l.identifier)).size).toBe(jackpot.levels.length);
      for (const l of jackpot.levels) {
        expect(Number.isInteger(l.amount_cents)).toBe(true);
        expect(l.total_amount_cents).toBeGreaterThanOrEqual(l.amount_cents);
      }
    }
  });
});

describe('demo jackpot wins', () => {
  it('has at least 12 wins on existing jackpot levels, newest first over the last weeks', () => {
    expect(DEMO_JACKPOT_WINS.length).toBeGreaterThanOrEqual(12);
    for (const w of DEMO_JACKPOT_WINS) {
      const jackpot = DEMO_JACKPOTS.find((j) => j.identifier === w.jackpot);
      expect(
        jackpot?.levels.some((l) => l.identifier === w.level),
        `${w.jackpot}/${w.level}`,
      ).toBe(true);
      expect(Number.isInteger(w.amountCents) && Number.isInteger(w.originalAmountCents)).toBe(true);
    }
    const hours = DEMO_JACKPOT_WINS.map((w) => w.minutesAgo / 60);
    expect(hours).toEqual([...hours].sort((a, b) => a - b));
    expect(Math.max(...hours)).toBeGreaterThan(14 * 24);
    expect(Math.max(...hours)).toBeLessThanOrEqual(31 * 24);
  });

  it('has winner names both shorter and longer than 6 characters', () => {
    const lengths = DEMO_JACKPOT_WINS.map((w) => w.userName.length);
    expect(lengths.some((n) => n <= 6)).toBe(true);
    expect(lengths.filter((n) => n > 6).length).toBeGreaterThanOrEqual(3);
  });

  it('dates a win relative to now, approval after it or pending', () => {
    const now = new Date('2025-03-01T12:00:00Z');
    const big = DEMO_JACKPOT_WINS.find((w) => w.approvedAfterMinutes && w.approvedAfterMinutes > 0)!;
    const { createdAt, approvedAt } = jackpotWinTimes(big, now);
    expect(now.getTime() - createdAt.getTime()).toBe(big.minutesAgo * 60_000);
    expect(approvedAt!.getTime() - createdAt.getTime()).toBe(big.approvedAfterMinutes! * 60_000);
    const pending = DEMO_JACKPOT_WINS.find((w) => w.approvedAfterMinutes === null)!;
    expect(jackpotWinTimes(pending, now).approvedAt).toBeNull();
  });
});
