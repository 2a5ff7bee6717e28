import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { CHAT_HASH } from '../model/support.ts';
import { useLiveChat } from './use-live-chat.ts';

/**
 * The `support` channel while the chat is closed: the conversation kept up to date, and a bubble
 * with the unread count when an agent answers, which opens the chat.
 */
export function UnreadBubble() {
  const { t } = useTranslation();
  const [unread, setUnread] = useState(0);
  useLiveChat((event) => setUnread(event.unread_count));
  if (unread === 0) return null;
  return (
    <Link
      to={CHAT_HASH}
      preventScrollReset
      onClick={() => setUnread(0)}
      data-testid="support-bubble"
      className="fixed right-4 bottom-20 z-40 inline-flex items-center gap-2 rounded-full bg-brand px-4 py-3 font-semibold text-white shadow-xl lg:bottom-6"
    >
      {t('support.chat.bubble', { count: unread })}
    </Link>
  );
}
