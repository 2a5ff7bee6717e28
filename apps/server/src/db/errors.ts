/** True when a database error is a unique violation (e.g. two registrations racing for one e-mail). */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } })?.code ??
    (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === '23505';
}

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
