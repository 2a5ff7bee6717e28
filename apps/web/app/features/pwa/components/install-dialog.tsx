import { useEffect, useId, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { Modal } from '~/shared/ui/modal.tsx';
import type { InstallPromptEvent } from '../model/bootstrap.ts';
import { installGuide, isStandalone } from '../model/install-guide.ts';

/** Each platform's steps: its heading and what to tap, in order. */
const STEPS = {
  ios: {
    title: 'pwa.install.ios.title',
    steps: ['pwa.install.ios.share', 'pwa.install.ios.add', 'pwa.install.ios.confirm'],
  },
  android: {
    title: 'pwa.install.android.title',
    steps: ['pwa.install.android.menu', 'pwa.install.android.add', 'pwa.install.android.confirm'],
  },
  desktop: {
    title: 'pwa.install.desktop.title',
    steps: ['pwa.install.desktop.menu', 'pwa.install.desktop.add', 'pwa.install.desktop.confirm'],
  },
} as const;

/** The browser's install prompt while it offers one (kept by the page's inline script). */
function useInstallPrompt() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | undefined>(() => window.orbitInstallPrompt);
  useEffect(() => {
    const offered = () => setPrompt(window.orbitInstallPrompt);
    window.addEventListener('beforeinstallprompt', offered);
    return () => window.removeEventListener('beforeinstallprompt', offered);
  }, []);
  /** Shows the prompt (a prompt shows once); whether the player accepted. */
  const show = async (event: InstallPromptEvent) => {
    window.orbitInstallPrompt = undefined;
    setPrompt(undefined);
    await event.prompt();
    return (await event.userChoice).outcome === 'accepted';
  };
  return { prompt, show };
}

/**
 * The install instructions of `?pwa=install`: the browser's own install prompt behind a button
 * when it offers one, else the steps of the player's platform (iPhone and iPad, Android, a
 * computer). Closing (or installing) goes back to the lobby.
 */
export default function InstallDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { prompt, show } = useInstallPrompt();
  const stepsId = useId();
  const guide = installGuide({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone: isStandalone(),
    canPrompt: prompt !== undefined,
  });
  const install = async () => {
    if (prompt && (await show(prompt))) onClose();
  };
  const platform = guide === 'installed' || guide === 'prompt' ? null : STEPS[guide];

  return (
    <Modal
      title={t('pwa.install.title')}
      onClose={onClose}
      closeLabel={t('pwa.install.close')}
      testId="install-dialog"
    >
      <p className="text-ink-muted">
        {t(guide === 'installed' ? 'pwa.install.installed' : 'pwa.install.intro')}
      </p>
      {prompt && guide === 'prompt' ? (
        <Button onClick={install} data-autofocus>
          {t('pwa.install.action')}
        </Button>
      ) : null}
      {platform ? (
        <section aria-labelledby={stepsId}>
          <h3 id={stepsId} className="font-semibold">
            {t(platform.title)}
          </h3>
          <ol className="mt-2 list-decimal space-y-1 ps-5">
            {platform.steps.map((step) => (
              <li key={step}>{t(step)}</li>
            ))}
          </ol>
        </section>
      ) : null}
      <Button variant="secondary" onClick={onClose}>
        {t('pwa.install.back')}
      </Button>
    </Modal>
  );
}
