import { SectionLayout, type SectionTab } from '../shared/section-layout.tsx';

const TABS: readonly SectionTab[] = [
  { to: '/admin/reports', label: 'reports.tabs.ggr', end: true },
  { to: '/admin/reports/responsible-gambling', label: 'reports.tabs.responsible_gambling' },
  { to: '/admin/reports/affiliates', label: 'reports.tabs.affiliates' },
];
/** The period and currency stay as they are from one report to the next. */
const KEEP = ['from', 'to', 'currency'] as const;

/** Reports (reports.read): GGR by game, producer, day or country; responsible gambling; affiliates. */
export default function AdminReports() {
  return <SectionLayout title="reports.title" label="reports.tabs.label" tabs={TABS} keep={KEEP} />;
}
