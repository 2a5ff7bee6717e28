/** True when a database error is a unique violation (e.g. two registrations racing for one e-mail). */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } })?.code ??
    (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === '23505';
}
