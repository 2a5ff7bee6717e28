import { LiveAchievements } from '~/features/achievements/index.ts';
import {
  LiveNotifications,
  NotificationsButton,
  SidebarNotifications,
} from '~/features/notifications/index.ts';
import { LiveVipStatus } from '~/features/vip/index.ts';

/** What the player's chunk draws where its host stands besides the listeners (its default). */
export type PlayerPart = 'bell' | 'sidebar';

/**
 * A signed-in player's part of the late code, a chunk of its own (a guest's page never loads it):
 * the listeners of the player's own channels (a VIP status earned, a badge level reached, a
 * notification), and the notifications bell or sidebar row where asked.
 */
export default function PlayerListeners({ part }: { part?: PlayerPart | undefined }) {
  if (part === 'bell') return <NotificationsButton />;
  if (part === 'sidebar') return <SidebarNotifications />;
  return (
    <>
      <LiveVipStatus />
      <LiveAchievements />
      <LiveNotifications />
    </>
  );
}
