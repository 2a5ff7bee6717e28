/**
 * The betting link (spec 2 §2): shown only when betting-config lists sportsbook hosts. It goes
 * to the mirror's own betting link when it has one, else to the first listed host.
 */
export function bettingUrl(siteLink: string | null, hosts: readonly string[]): string | null {
  if (hosts.length === 0) return null;
  const target = siteLink?.trim() || hosts[0]!.trim();
  if (!target) return null;
  return /^https?:\/\//i.test(target) ? target : `https://${target}`;
}
