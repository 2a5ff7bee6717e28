import { describe, expect, it } from 'vitest';
import { msUntilNextCheck } from './reality-check.ts';

describe('reality check timing', () => {
  it('comes at the next whole multiple of the interval since the session began', () => {
    expect(msUntilNextCheck({ interval_minutes: 60, played_minutes: 0 })).toBe(60 * 60_000);
    expect(msUntilNextCheck({ interval_minutes: 60, played_minutes: 59 })).toBe(60_000);
    expect(msUntilNextCheck({ interval_minutes: 15, played_minutes: 15 })).toBe(15 * 60_000);
    expect(msUntilNextCheck({ interval_minutes: 30, played_minutes: 70 })).toBe(20 * 60_000);
  });
});
