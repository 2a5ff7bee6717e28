/**
 * How a player appears in public feeds: the nickname, else the e-mail's local part, cut to 6
 * characters and masked (`jackpo***`), as the jackpot leaderboard shows names.
 */
export function publicName(user: { nickname: string | null; email: string } | undefined): string {
  const base = user?.nickname?.trim() || user?.email.split('@')[0] || 'player';
  return `${base.slice(0, 6)}***`;
}
