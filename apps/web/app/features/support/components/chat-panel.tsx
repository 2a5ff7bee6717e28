import type { SupportChat, SupportMessage } from '@orbit/contract';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useFormErrors } from '~/shared/ui/form-errors.ts';
import { useChat, useMarkChatRead, useSendMessage } from '../api/support.ts';
import { systemMessageKey } from '../model/support.ts';
import { TextArea } from './text-area.tsx';
import { useLiveChat } from './use-live-chat.ts';

const FAILURES = { generic: 'support.errors.send', tooManyRequests: 'support.errors.too_many' };

/** Who answers: a VIP's manager, whether an agent is online, or the customer chat's promise. */
function WhoAnswers({ chat }: { chat: SupportChat }) {
  const { t } = useTranslation();
  if (chat.mode === 'customer') return <p className="text-sm text-ink-muted">{t('support.chat.customer')}</p>;
  return (
    <p className="flex items-center gap-2 text-sm text-ink-muted">
      <span
        aria-hidden="true"
        className={`inline-block size-2.5 rounded-full ${chat.agents_online ? 'bg-success' : 'bg-ink-muted'}`}
      />
      {chat.manager_name
        ? t('support.chat.manager', { name: chat.manager_name })
        : t(chat.agents_online ? 'support.chat.online' : 'support.chat.offline')}
    </p>
  );
}

function Message({ message }: { message: SupportMessage }) {
  const { t } = useTranslation();
  if (message.author === 'system') {
    return (
      <li className="self-center text-center text-sm text-ink-muted">{t(systemMessageKey(message.body))}</li>
    );
  }
  const mine = message.author === 'player';
  return (
    <li className={`flex max-w-[85%] flex-col gap-1 ${mine ? 'self-end items-end' : 'self-start'}`}>
      <span className="text-xs text-ink-muted">
        {mine ? t('support.chat.you') : t('support.chat.agent', { name: message.agent_name ?? '' })}
      </span>
      <p
        className={`whitespace-pre-wrap break-words rounded-2xl px-3 py-2 ${mine ? 'bg-brand text-white' : 'bg-surface-3'}`}
      >
        {message.body}
      </p>
    </li>
  );
}

/** The signed-in player's conversation: read while open, answered live, written to with Enter. */
export function ChatPanel() {
  const { t } = useTranslation();
  const chat = useChat(true);
  const send = useSendMessage();
  const markRead = useMarkChatRead();
  const { form, fieldError, baseError, check, fail } = useFormErrors(FAILURES);
  const [text, setText] = useState('');
  const end = useRef<HTMLLIElement>(null);
  useLiveChat();

  const unread = chat.data?.unread_count ?? 0;
  const { mutate: readAll } = markRead;
  useEffect(() => {
    if (unread > 0) readAll();
  }, [unread, readAll]);
  const count = chat.data?.messages.length ?? 0;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  const submit = async () => {
    const body = text.trim();
    if (!check(body ? {} : { body: ['validation.required'] })) return;
    try {
      await send.mutateAsync(body);
      setText('');
    } catch (error) {
      fail(error);
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  // Enter sends, Shift+Enter starts a new line (as in every chat).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  if (chat.isError) return <FormError message={t('support.errors.load')} />;
  if (!chat.data) return <p role="status">{t('support.chat.loading')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="font-semibold">
        {t(chat.data.mode === 'live' ? 'support.chat.live' : 'support.chat.customerTitle')}
      </p>
      <WhoAnswers chat={chat.data} />
      <ol
        role="log"
        aria-live="polite"
        aria-label={t('support.chat.log')}
        className="flex max-h-[50vh] min-h-40 flex-col gap-3 overflow-y-auto rounded-lg bg-surface p-3"
      >
        {chat.data.messages.length === 0 ? (
          <li className="text-sm text-ink-muted">{t('support.chat.empty')}</li>
        ) : (
          chat.data.messages.map((message) => <Message key={message.id} message={message} />)
        )}
        <li ref={end} aria-hidden="true" />
      </ol>
      <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
        <FormError message={baseError} />
        <TextArea
          label={t('support.chat.message')}
          name="body"
          value={text}
          maxLength={2000}
          rows={3}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          error={fieldError('body')}
          data-autofocus
        />
        <Button type="submit" loading={send.isPending}>
          {t('support.chat.send')}
        </Button>
      </form>
    </div>
  );
}
