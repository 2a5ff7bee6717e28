import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { Modal } from '~/shared/ui/modal.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { ContactForm } from './contact-form.tsx';

/** The support dialog: the chat for a signed-in player, the contact form for a visitor. */
export default function ChatDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { signedIn, isPending } = usePlayer();
  return (
    <Modal
      title={t('support.chat.title')}
      onClose={onClose}
      closeLabel={t('support.chat.close')}
      testId="support-chat"
    >
      {isPending ? null : signedIn ? <ChatPanel /> : <ContactForm />}
    </Modal>
  );
}
