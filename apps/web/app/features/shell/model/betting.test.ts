import { describe, expect, it } from 'vitest';
import { bettingUrl } from './betting.ts';

describe('bettingUrl', () => {
  it("shows the mirror's own betting link", () => {
    expect(bettingUrl('https://sport.example/x', ['sport.example'])).toBe('https://sport.example/x');
    expect(bettingUrl('bet.example', ['sport.example'])).toBe('https://bet.example');
  });

  it('hides it on mirrors without one, and everywhere when betting-config lists no hosts', () => {
    expect(bettingUrl(null, ['sport.example'])).toBeNull();
    expect(bettingUrl('  ', ['sport.example'])).toBeNull();
    expect(bettingUrl('https://sport.example', [])).toBeNull();
  });
});
