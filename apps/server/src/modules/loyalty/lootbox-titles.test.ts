import { describe, expect, it } from 'vitest';
import { prizeTitles } from './lootbox-titles.ts';

describe('lootbox prize titles', () => {
  it('name free spins and bonus money in every language, the amount in its locale’s way', () => {
    const spins = prizeTitles(
      { type: 'freespins', title: '20 free spins', count: 20, wager: 30, maxWinCents: null },
      'CAD',
      100,
    );
    expect(spins).toMatchObject({ en: '20 free spins', de: '20 Freispiele', et: '20 tasuta keerutust' });
    const bonus = prizeTitles(
      { type: 'bonus', title: '€15 bonus', amountCents: 1_500, wager: 3, maxWinCents: null },
      'EUR',
      100,
    );
    expect(bonus.en).toBe('€15.00 bonus');
    expect(bonus.de).toBe('15,00\u00a0€ Bonus');
    expect(Object.keys(bonus).sort()).toEqual(['de', 'en', 'et', 'fr-CA', 'it', 'no']);
  });

  it('writes a coin that is no ISO currency with its code and its own decimals', () => {
    const bonus = prizeTitles(
      { type: 'bonus', title: 'x', amountCents: 150_000, wager: null, maxWinCents: null },
      'BTC',
      100_000_000,
    );
    expect(bonus.en).toContain('0.00150000');
  });
});
