import { SectionLayout, type SectionTab } from '../shared/section-layout.tsx';

/** The content screens, each a tab of this section. */
const TABS: readonly SectionTab[] = [
  { to: '/admin/content', label: 'content.tabs.pages', end: true },
  { to: '/admin/content/snippets', label: 'content.tabs.snippets' },
  { to: '/admin/content/config', label: 'content.tabs.config' },
  { to: '/admin/content/hosts', label: 'content.tabs.hosts' },
];

/** Content: CMS pages and snippets, the front-end configs as forms, the hosts (mirrors). */
export default function AdminContent() {
  return <SectionLayout title="content.title" label="content.tabs.label" tabs={TABS} />;
}
