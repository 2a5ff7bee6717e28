import { SectionLayout, type SectionTab } from '../shared/section-layout.tsx';

/** The games screens, each a tab of this section. */
const TABS: readonly SectionTab[] = [
  { to: '/admin/games', label: 'games.tabs.catalogue', end: true },
  { to: '/admin/games/categories', label: 'games.tabs.categories' },
  { to: '/admin/games/producers', label: 'games.tabs.producers' },
  { to: '/admin/games/providers', label: 'games.tabs.providers' },
  { to: '/admin/games/jackpots', label: 'games.tabs.jackpots' },
  { to: '/admin/games/rtp', label: 'games.tabs.rtp' },
];

/** Games: the catalogue, categories and their order, producers, wallet providers, jackpots, RTP. */
export default function AdminGames() {
  return <SectionLayout title="games.title" label="games.tabs.label" tabs={TABS} />;
}
