import { eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { creditPlayer } from '../../modules/wallet/service.ts';
import { currencies, users } from '../schema/index.ts';
import { DEMO_EMAILS } from './players.ts';

/** Whole units each demo player opens with in the active currency (1,000.00 CAD, AUD, EUR …). */
export const DEMO_OPENING_UNITS = 1_000;
/** And some crypto for the crypto player: 0.01 BTC and 0.5 ETH (whole-unit fractions). */
const CRYPTO_OPENINGS: Record<string, Array<[currency: string, units: number]>> = {
  'player@orbit.test': [
    ['BTC', 0.01],
    ['ETH', 0.5],
  ],
};

/**
 * Demo money, paid through the wallet like any other (an `adjustment` in the ledger). The
 * idempotency key names player and currency, so seeding again at every start adds nothing.
 */
export async function seedOpeningBalances(deps: Deps) {
  const players = await deps.db
    .select({ id: users.id, email: users.email, currency: users.currency })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, DEMO_EMAILS));
  for (const player of players) {
    const email = player.email.toLowerCase();
    const openings: Array<[string, number]> = [
      [player.currency, DEMO_OPENING_UNITS],
      ...(CRYPTO_OPENINGS[email] ?? []),
    ];
    for (const [currency, units] of openings) {
      const [row] = await deps.db
        .select({ subunits: currencies.subunitsToUnit })
        .from(currencies)
        .where(eq(currencies.code, currency));
      if (!row) continue;
      await creditPlayer(deps, {
        userId: player.id,
        currency,
        amountCents: Math.round(units * row.subunits),
        kind: 'adjustment',
        idempotencyKey: `seed:opening:${email}:${currency}`,
        memo: 'demo opening balance',
      });
    }
  }
}
