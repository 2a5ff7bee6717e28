import type { CmsPage } from '@orbit/contract';
import { useNavigate } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Modal } from '~/shared/ui/modal.tsx';

/**
 * `/popup/{name}` (the spec's NamedPopup): a popup the operator wrote (a CMS page under `popup/`),
 * opened by its address, e.g. from a mail or a banner. Closing it goes to the lobby.
 */
export function NamedPopupPage({ popup }: { popup: CmsPage }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const navigate = useNavigate();
  return (
    <main id="main" tabIndex={-1} className="min-h-[50vh] focus:outline-none">
      <Modal
        title={popup.title}
        onClose={() => navigate(href('/'))}
        closeLabel={t('pages.popup.close')}
        testId="named-popup"
      >
        <div
          className="cms-content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML is sanitised by the server.
          dangerouslySetInnerHTML={{ __html: popup.content }}
        />
      </Modal>
    </main>
  );
}
