import type { LootboxItem } from '@orbit/contract';
import { euros } from './bonuses.ts';

/** An amount in euros in every currency of the demo, as lootbox items write money. */
const money = (eur: number) =>
  Object.entries(euros(eur)).map(([currency, amount_cents]) => ({ currency, amount_cents }));

/** The terms of the bonus a prize becomes: its wager multiplier and the most it converts, in euros. */
interface PrizeTerms {
  wager: number;
  maxWinEur: number;
}

/** An item that wins nothing (rocket chance's misses). */
export const nothing = (id: number, weight: number): LootboxItem => ({
  id,
  weight,
  prize: false,
  bonuses: [],
});

/** Free spins on the demo's free-spins slot. */
export const spins = (id: number, weight: number, count: number, terms: PrizeTerms): LootboxItem => ({
  id,
  weight,
  prize: false,
  bonuses: [
    {
      title: `${count} free spins`,
      type: 'freespins',
      attributes: [{ field: 'freespins_count', value: count }],
      result_bonus: [
        { field: 'wager', value: terms.wager },
        { field: 'max_win', value: money(terms.maxWinEur) },
      ],
    },
  ],
});

/** Bonus money of `eur` in every currency. */
export const cash = (id: number, weight: number, eur: number, terms: PrizeTerms): LootboxItem => ({
  id,
  weight,
  prize: false,
  bonuses: [
    {
      title: `€${eur} bonus`,
      type: 'bonus',
      attributes: [{ field: 'bonus_amount', value: money(eur) }],
      result_bonus: [
        { field: 'wager', value: terms.wager },
        { field: 'max_win', value: money(terms.maxWinEur) },
      ],
    },
  ],
});
