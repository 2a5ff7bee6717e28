/**
 * The betting link: shown on a mirror that has its own betting link, as long as
 * betting-config lists sportsbook hosts (an empty list switches sports off everywhere).
 */
export function bettingUrl(siteLink: string | null, hosts: readonly string[]): string | null {
  const target = siteLink?.trim();
  if (!target || hosts.length === 0) return null;
  return /^https?:\/\//i.test(target) ? target : `https://${target}`;
}
