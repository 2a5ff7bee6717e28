import { useState } from 'react';
import { Link } from 'react-router';
import { useChannel } from '~/features/realtime/index.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { CHAT_HASH, unreadOf } from '../model/timing.ts';

/**
 * While the chat is closed, an agent's answer on the `support` channel shows a bubble with the
 * unread count, which opens the chat (the chat reads the conversation anew when it opens).
 */
export function UnreadBubble() {
  const { t } = useTranslation();
  const [unread, setUnread] = useState(0);
  useChannel('support', (event) => setUnread(unreadOf(event) ?? 0));
  if (unread === 0) return null;
  return (
    <Link
      to={CHAT_HASH}
      onClick={() => setUnread(0)}
      data-testid="support-bubble"
      className="fixed right-4 bottom-20 z-40 inline-flex items-center gap-2 rounded-full bg-brand px-4 py-3 font-semibold text-white shadow-xl lg:bottom-6"
    >
      {t('support.chat.bubble', { count: unread })}
    </Link>
  );
}
