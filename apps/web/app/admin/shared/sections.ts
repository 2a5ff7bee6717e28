import type { OperatorPermission } from '@orbit/contract';

/** A screen of the back office in the menu: shown to the roles that hold its permission. */
export interface AdminSection {
  path: string;
  /** Translation key of its name. */
  label: string;
  permission: OperatorPermission;
}

/** The menu, in order. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  // The day's work first: players and their money, then what the casino offers, then oversight.
  { path: '/admin/players', label: 'admin.nav.players', permission: 'players.read' },
  { path: '/admin/payments', label: 'admin.nav.payments', permission: 'payments.read' },
  { path: '/admin/verification', label: 'admin.nav.verification', permission: 'verification.read' },
  { path: '/admin/support', label: 'admin.nav.support', permission: 'support.read' },
  { path: '/admin/promotions', label: 'admin.nav.promotions', permission: 'promotions.read' },
  { path: '/admin/games', label: 'admin.nav.games', permission: 'games.read' },
  { path: '/admin/content', label: 'admin.nav.content', permission: 'content.read' },
  { path: '/admin/reports', label: 'admin.nav.reports', permission: 'reports.read' },
  { path: '/admin/operators', label: 'admin.nav.operators', permission: 'operators.manage' },
  { path: '/admin/audit', label: 'admin.nav.audit', permission: 'audit.read' },
];

export const sectionsFor = (permissions: readonly OperatorPermission[]) =>
  ADMIN_SECTIONS.filter((section) => permissions.includes(section.permission));
