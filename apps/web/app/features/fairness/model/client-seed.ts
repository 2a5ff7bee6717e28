/**
 * What a player may set as a client seed (the server's rule, `CLIENT_SEED_PATTERN` of
 * @orbit/games): 1–64 printable ASCII characters without spaces or a colon. Checked here too so
 * the form answers at once; the verifier page must not load the games package up front for it.
 */
const CLIENT_SEED = /^[\x21-\x39\x3b-\x7e]{1,64}$/;

export function clientSeedError(value: string): string | null {
  if (value.trim() === '') return 'validation.required';
  return CLIENT_SEED.test(value) ? null : 'fairness.seeds.invalid';
}

/** A round id typed by the player (`#123` and spaces allowed), or null. */
export function parseRoundId(value: string | null | undefined): number | null {
  const digits = (value ?? '').trim().replace(/^#/, '');
  if (!/^\d{1,15}$/.test(digits)) return null;
  const id = Number(digits);
  return id > 0 ? id : null;
}
