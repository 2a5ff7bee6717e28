import type { Player } from '@orbit/contract';

/** VIP status groups, best first. */
export const VIP_STATUSES = [
  { group: 759, status: 'diamond' },
  { group: 255, status: 'platinum' },
  { group: 259, status: 'gold' },
  { group: 258, status: 'silver' },
  { group: 257, status: 'bronze' },
] as const;
export type VipStatus = (typeof VIP_STATUSES)[number]['status'];

/** The player's best VIP status, or null for a regular player. */
export function vipStatus(groups: readonly number[]): VipStatus | null {
  return VIP_STATUSES.find((vip) => groups.includes(vip.group))?.status ?? null;
}

/** The loyalty level N of the `level_N` status, or null when the player has none. */
export function loyaltyLevel(statuses: Player['statuses']): number | null {
  for (const status of statuses) {
    const match = /^level_(\d+)$/.exec(String(status.id));
    if (match) return Number(match[1]);
  }
  return null;
}

/** The name of the player's `level_N` status (`Silver`), or null when the player has none. */
export function loyaltyLevelName(statuses: Player['statuses']): string | null {
  const level = statuses.find((status) => /^level_\d+$/.test(String(status.id)));
  return level ? String(level.name) : null;
}

/** The name the header shows: nickname, else the e-mail's local part. */
export function displayName(player: Pick<Player, 'nickname' | 'email'>): string {
  return player.nickname?.trim() || player.email.split('@')[0] || player.email;
}
