import { describe, expect, it } from 'vitest';
import { betRoundId, phaseAt, secondsLeft } from './shared-round.ts';

const at = Date.parse('2026-11-22T00:00:10.000Z');

describe('shared rounds', () => {
  it('take bets until betting closes, then run until the settled event', () => {
    const closes_at = '2026-11-22T00:00:12.000Z';
    expect(phaseAt({ phase: 'betting', closes_at }, at)).toBe('betting');
    expect(phaseAt({ phase: 'betting', closes_at }, at + 2000)).toBe('running');
    expect(phaseAt({ phase: 'settled', closes_at }, at)).toBe('settled');
  });

  it('count down in whole seconds', () => {
    expect(secondsLeft('2026-11-22T00:00:12.500Z', at)).toBe(3);
    expect(secondsLeft('2026-11-22T00:00:09.000Z', at)).toBe(0);
    expect(secondsLeft(null, at)).toBe(0);
  });

  it('know the round of a bet', () => {
    expect(betRoundId({ view: { round_id: 7, outcome: null } })).toBe(7);
    expect(betRoundId({ view: null })).toBeNull();
  });
});
