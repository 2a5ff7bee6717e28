import { LiveAchievements } from '~/features/achievements/index.ts';
import {
  LiveNotifications,
  NotificationsButton,
  SidebarNotifications,
} from '~/features/notifications/index.ts';
import { LivePwa } from '~/features/pwa/index.ts';
import { SportHashHost } from '~/features/sport/index.ts';
import { SupportHost, SurveyHost } from '~/features/support/index.ts';
import { IdleTitle, IosWebviewPromptHost } from '~/features/tab-attention/index.ts';
import { TelemetryStarter } from '~/features/telemetry/index.ts';
import { LiveVipStatus } from '~/features/vip/index.ts';

/** What the late chunk draws where its host stands besides the listeners (its default). */
export type LatePart = 'bell' | 'sidebar';

/**
 * What no page's first paint needs, in one chunk: the realtime listeners (a VIP status earned, a
 * badge level reached, a notification), the support chat (`#chat`), the sport links (`#sport`) and the survey widget, the
 * telemetry's starter, the idle title and the iOS webview prompt, and the signed-in player's notifications bell and sidebar row, each drawn
 * where its host stands.
 */
export default function LateListeners({ part }: { part?: LatePart | undefined }) {
  if (part === 'bell') return <NotificationsButton />;
  if (part === 'sidebar') return <SidebarNotifications />;
  return (
    <>
      <LiveVipStatus />
      <LiveAchievements />
      <LiveNotifications />
      <LivePwa />
      <SupportHost />
      <SportHashHost />
      <SurveyHost />
      <TelemetryStarter />
      <IdleTitle />
      <IosWebviewPromptHost />
    </>
  );
}
