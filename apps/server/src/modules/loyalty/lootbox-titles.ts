import type { LootboxPrize } from '@orbit/contract';
import type { LocalisedText } from '../../db/schema/bonuses.ts';
import { amountIn } from '../../lib/amount-text.ts';

/** How a prize gift is named in each language Orbit speaks (the English variants take `en`). */
const NAMES: Record<string, { spins: (count: number) => string; bonus: (amount: string) => string }> = {
  en: { spins: (n) => `${n} free spins`, bonus: (a) => `${a} bonus` },
  de: { spins: (n) => `${n} Freispiele`, bonus: (a) => `${a} Bonus` },
  'fr-CA': { spins: (n) => `${n} tours gratuits`, bonus: (a) => `Bonus de ${a}` },
  it: { spins: (n) => `${n} giri gratuiti`, bonus: (a) => `Bonus di ${a}` },
  no: { spins: (n) => `${n} gratisspinn`, bonus: (a) => `${a} i bonus` },
  et: { spins: (n) => `${n} tasuta keerutust`, bonus: (a) => `${a} boonust` },
};

/**
 * A lootbox prize's gift title in every language, from what it gives (the item's own title is
 * the operator's one language): "20 free spins", "15,00 € Bonus".
 */
export function prizeTitles(prize: LootboxPrize, currency: string, subunits: number): LocalisedText {
  return Object.fromEntries(
    Object.entries(NAMES).map(([locale, names]) => [
      locale,
      prize.type === 'freespins'
        ? names.spins(prize.count)
        : names.bonus(amountIn(locale, prize.amountCents, currency, subunits)),
    ]),
  );
}
