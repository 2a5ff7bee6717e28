import { SectionLayout, type SectionTab } from '../shared/section-layout.tsx';

const TABS: readonly SectionTab[] = [
  { to: '/admin/payments', label: 'payments.tabs.queue', end: true },
  { to: '/admin/payments/deposits', label: 'payments.tabs.deposits' },
  { to: '/admin/payments/all', label: 'payments.tabs.all' },
  { to: '/admin/payments/callbacks', label: 'payments.tabs.callbacks' },
  { to: '/admin/payments/stats', label: 'payments.tabs.stats' },
];

/** Payments (payments.read): the review queue, deposits, every payment, provider callbacks, statistics. */
export default function AdminPayments() {
  return <SectionLayout title="payments.title" label="payments.tabs.label" tabs={TABS} />;
}
