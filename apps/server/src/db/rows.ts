import type { sessions, users } from './schema/index.ts';

/** A player as stored: what the session hands every module that acts for a signed-in player. */
export type UserRow = typeof users.$inferSelect;
/** A browser's session (active, or waiting for its second factor). */
export type SessionRow = typeof sessions.$inferSelect;
