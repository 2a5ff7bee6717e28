import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cents, tz } from './columns.ts';
import { users } from './users.ts';

/**
 * The affiliate tag a player registered with (the link's `stag`, the search engine's mapping, or
 * the default affiliate), kept for life: later links never move a player to another affiliate.
 */
export const playerAffiliates = pgTable(
  'player_affiliates',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stag: text('stag').notNull(),
    registeredAt: tz('registered_at').notNull(),
  },
  // The report counts a period's registrations per tag from this index alone.
  (t) => [index('player_affiliates_registered_idx').on(t.registeredAt, t.stag)],
);

/** The UTM keys a player arrived with, recorded once (at registration or the first `/log_utm_send`). */
export const playerUtm = pgTable('player_utm', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  utmContent: text('utm_content'),
  utmTerm: text('utm_term'),
  subId: text('sub_id'),
  recordedAt: tz('recorded_at').notNull(),
});

/**
 * A player's first successful deposit, noted in the wallet transaction that credits it (once per
 * player, whichever deposit commits first): the affiliate report reads a period's from one index.
 */
export const firstDeposits = pgTable(
  'first_deposits',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').notNull(),
    currency: text('currency').notNull(),
    amountCents: cents('amount_cents').notNull(),
    depositedAt: tz('deposited_at').notNull(),
  },
  (t) => [index('first_deposits_at_idx').on(t.depositedAt)],
);
