/**
 * The `redirect` query parameter after sign-in or registration. Only same-site paths are
 * followed, so a crafted link cannot send a player to another site after they sign in.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
