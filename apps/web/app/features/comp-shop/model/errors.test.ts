import { describe, expect, it } from 'vitest';
import { ApiError } from '~/shared/api/client.ts';
import { exchangeErrorKey } from './errors.ts';

const refusal = (errors: Record<string, string[]>) =>
  new ApiError(422, { errors }, '/api/comp_points/exchange/money');

describe('exchange errors', () => {
  it("names the server's refusal", () => {
    expect(exchangeErrorKey(refusal({ points: ['comp_points.not_enough'] }))).toBe('comp.errors.not_enough');
    expect(exchangeErrorKey(refusal({ base: ['comp_points.multi_account'] }))).toBe(
      'comp.errors.multi_account',
    );
    expect(exchangeErrorKey(refusal({ currency: ['comp_points.currency_not_offered'] }))).toBe(
      'comp.errors.currency_not_offered',
    );
  });

  it('is a general failure for anything else (another key, a 500, the network)', () => {
    expect(exchangeErrorKey(refusal({ points: ['validation.required'] }))).toBe('comp.errors.failed');
    expect(exchangeErrorKey(new ApiError(500, 'boom', '/x'))).toBe('comp.errors.failed');
    expect(exchangeErrorKey(new Error('offline'))).toBe('comp.errors.failed');
  });
});
