import { describe, expect, it } from 'vitest';
import { ApiError } from '~/shared/api/client.ts';
import { chanceRefusal, drawsAffordable, isFinalRefusal, newDrawKey } from './chance.ts';

const refused = (status: number, body: unknown) => new ApiError(status, body, '/api/rocket_chance/draws');

describe('rocket chance rules', () => {
  it('tells why a draw was refused', () => {
    expect(chanceRefusal(refused(422, { errors: { points: ['comp_points.not_enough'] } }))).toBe(
      'not_enough',
    );
    expect(chanceRefusal(refused(422, { errors: { base: ['comp_points.multi_account'] } }))).toBe(
      'multi_account',
    );
    expect(chanceRefusal(refused(422, { errors: { base: ['comp_points.bonuses_disabled'] } }))).toBe(
      'bonuses_disabled',
    );
    expect(chanceRefusal(refused(404, { error: 'not_found' }))).toBe('closed');
    expect(chanceRefusal(refused(500, {}))).toBe('generic');
    expect(chanceRefusal(new Error('offline'))).toBe('generic');
  });

  it('a refusal is final, a lost answer is retried with the same key', () => {
    expect(isFinalRefusal(refused(422, {}))).toBe(true);
    expect(isFinalRefusal(refused(503, {}))).toBe(false);
    expect(isFinalRefusal(new TypeError('network'))).toBe(false);
    expect(newDrawKey()).not.toBe(newDrawKey());
  });

  it('counts the draws the coins pay for', () => {
    expect(drawsAffordable(149, 50)).toBe(2);
    expect(drawsAffordable(49, 50)).toBe(0);
    expect(drawsAffordable(100, 0)).toBe(0);
  });
});
