import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** A moment, stored with its time zone, read as a Date. */
export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Minor units of money (bigint in the database, a safe integer in JavaScript). */
export const cents = (name: string) => bigint(name, { mode: 'number' });
