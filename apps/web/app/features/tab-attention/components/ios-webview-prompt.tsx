import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useBrand } from '~/shared/site/get-project.ts';
import { Button } from '~/shared/ui/button.tsx';
import { Modal } from '~/shared/ui/modal.tsx';
import { safariUrl } from '../model/ios-webview.ts';

/** Asks a player in an app's built-in browser to carry on in Safari: a link that opens it, or the address to copy. */
export default function IosWebviewPrompt({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const [copied, setCopied] = useState(false);
  const href = window.location.href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      setCopied(true);
    } catch {
      // No clipboard in this webview: the address stays selectable below.
    }
  };
  return (
    <Modal
      title={t('shell.iosPrompt.title')}
      onClose={onClose}
      closeLabel={t('shell.iosPrompt.stay')}
      testId="ios-prompt"
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">{t('shell.iosPrompt.text', { brand })}</p>
        <a
          href={safariUrl(href)}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong"
          data-autofocus
        >
          {t('shell.iosPrompt.open')}
        </a>
        <Button type="button" variant="secondary" block onClick={copy}>
          {t('shell.iosPrompt.copy')}
        </Button>
        <p className="break-all text-xs text-ink-muted" role="status">
          {copied ? t('shell.iosPrompt.copied') : href}
        </p>
        <Button type="button" variant="ghost" block onClick={onClose}>
          {t('shell.iosPrompt.stay')}
        </Button>
      </div>
    </Modal>
  );
}
