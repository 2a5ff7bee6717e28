import type { OperatorPermission } from '@orbit/contract';

/** A screen of the back office in the menu: shown to the roles that hold its permission. */
export interface AdminSection {
  path: string;
  /** Translation key of its name. */
  label: string;
  permission: OperatorPermission;
}

/** The menu, in order. Screens that are not built yet are not listed. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: '/admin/operators', label: 'admin.nav.operators', permission: 'operators.manage' },
  { path: '/admin/audit', label: 'admin.nav.audit', permission: 'audit.read' },
  { path: '/admin/reports', label: 'admin.nav.reports', permission: 'reports.read' },
  { path: '/admin/support', label: 'admin.nav.support', permission: 'support.read' },
];

export const sectionsFor = (permissions: readonly OperatorPermission[]) =>
  ADMIN_SECTIONS.filter((section) => permissions.includes(section.permission));
