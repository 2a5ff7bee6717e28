import { describe, expect, it } from 'vitest';
import { bettingUrl } from './betting.ts';

describe('bettingUrl', () => {
  it('hides the betting link when betting-config lists no hosts', () => {
    expect(bettingUrl('https://sport.example', [])).toBeNull();
  });

  it("prefers the mirror's own link, else the first sportsbook host", () => {
    expect(bettingUrl('https://bet.mirror.example/x', ['sport.example'])).toBe(
      'https://bet.mirror.example/x',
    );
    expect(bettingUrl(null, ['sport.example', 'b.example'])).toBe('https://sport.example');
    expect(bettingUrl('bet.example', ['sport.example'])).toBe('https://bet.example');
  });
});
