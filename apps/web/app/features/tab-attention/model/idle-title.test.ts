import { describe, expect, it } from 'vitest';
import { nextIdleTitle } from './idle-title.ts';

describe('the idle title', () => {
  it('alternates between the page’s title and the call to come back', () => {
    const page = 'Pokies — Orbit';
    const comeBack = 'Come back to Orbit!';
    expect(nextIdleTitle(page, page, comeBack)).toBe(comeBack);
    expect(nextIdleTitle(comeBack, page, comeBack)).toBe(page);
  });
});
