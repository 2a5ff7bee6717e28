import type { SupportChat } from '@orbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '~/features/realtime/index.ts';
import { CHAT_KEY } from '../api/support.ts';
import { isSupportEvent, withMessage } from '../model/support.ts';

/** The `support` channel while the chat is open: each new message joins the conversation read so far. */
export function useLiveChat() {
  const queryClient = useQueryClient();
  useChannel('support', (event) => {
    if (!isSupportEvent(event)) return;
    queryClient.setQueryData<SupportChat>(CHAT_KEY, (chat) =>
      chat
        ? { ...chat, messages: withMessage(chat.messages, event.message), unread_count: event.unread_count }
        : chat,
    );
  });
}
