import { LivePwa } from '~/features/pwa/index.ts';
import { SportHashHost } from '~/features/sport/index.ts';
import { SupportHost, SurveyHost } from '~/features/support/index.ts';
import { IdleTitle, IosWebviewPromptHost } from '~/features/tab-attention/index.ts';

/**
 * The page's late listeners, a chunk of their own loaded once something wants them (late-listeners.tsx):
 * the install prompt's listener and `?pwa=install`, the support chat (`#chat`), the sport links
 * (`#sport`) and the survey widget, the idle title and the iOS webview prompt.
 */
export default function PageListeners() {
  return (
    <>
      <LivePwa />
      <SupportHost />
      <SportHashHost />
      <SurveyHost />
      <IdleTitle />
      <IosWebviewPromptHost />
    </>
  );
}
