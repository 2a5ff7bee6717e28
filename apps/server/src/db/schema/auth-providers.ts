import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { users } from './users.ts';

/**
 * A player's sign-in with an OpenID Connect provider: the provider's name (as configured by the
 * operator) and its subject for the player. One subject is one player; a player has at most one
 * link per provider.
 */
export const authProviderLinks = pgTable(
  'auth_provider_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's `sub` claim: stable for the player at that provider. */
    subject: text('subject').notNull(),
    /** The e-mail address the provider gave when the link was made (shown to the player). */
    email: text('email'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_provider_links_subject_idx').on(t.provider, t.subject),
    uniqueIndex('auth_provider_links_user_provider_idx').on(t.userId, t.provider),
  ],
);

/**
 * The `state` of every sign-in flow that came back to the callback, kept until its cookie
 * expires: a callback (code and cookie) replayed, or sent 20 times at once, is handled once.
 */
export const spentAuthStates = pgTable('spent_auth_states', {
  /** SHA-256 of the state. */
  stateHash: text('state_hash').primaryKey(),
  expiresAt: tz('expires_at').notNull(),
});
