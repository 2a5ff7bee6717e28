/** A database error's SQLSTATE, on the error or its cause (drizzle wraps the driver's). */
const codeOf = (error: unknown) =>
  (error as { code?: unknown; cause?: { code?: unknown } })?.code ??
  (error as { cause?: { code?: unknown } })?.cause?.code;

/** True when a database error is a unique violation (e.g. two registrations racing for one e-mail). */
export const isUniqueViolation = (error: unknown): boolean => codeOf(error) === '23505';

/** True when a lock asked for with NOWAIT was held by another transaction. */
export const isLockNotAvailable = (error: unknown): boolean => codeOf(error) === '55P03';

/**
 * Runs a write whose unique key the caller's input chose (an operator's group key or code): a
 * value already taken becomes `taken` (a field error, 422), not a 500.
 */
export async function uniquely<T>(taken: () => Error, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
