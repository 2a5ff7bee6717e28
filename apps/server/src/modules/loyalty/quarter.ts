/** Calendar quarters in UTC: the VIP ladder's sums run from a quarter's first day to the next's. */

/** The first day of the quarter holding `at`, as `YYYY-MM-DD`. */
export function quarterStartOf(at: Date): string {
  const month = Math.floor(at.getUTCMonth() / 3) * 3;
  return `${at.getUTCFullYear()}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The instant the quarter holding `at` ends (the next quarter's first midnight, UTC). */
export function quarterEndOf(at: Date): Date {
  const month = Math.floor(at.getUTCMonth() / 3) * 3;
  return new Date(Date.UTC(at.getUTCFullYear(), month + 3, 1));
}

/** The first day of the quarter before the one holding `at`. */
export function previousQuarterStartOf(at: Date): string {
  const month = Math.floor(at.getUTCMonth() / 3) * 3;
  return quarterStartOf(new Date(Date.UTC(at.getUTCFullYear(), month - 3, 1)));
}
