import type { SupportAgents, SupportInboxPage, SupportMessage, SupportThread } from '@orbit/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { CheckboxField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi, useMay, useOperator } from '../shared/api.ts';
import { type DataColumn, DataTable } from '../shared/data-table.tsx';
import { useSubmit } from '../shared/form.ts';
import { Pager } from '../shared/pager.tsx';
import { pageOf } from '../shared/paging.ts';
import { agentNameOf, SUPPORT_KEY, SupportHeader, sendKey, TextAreaField, when } from './support-shared.tsx';

const PER_PAGE = 25;
type InboxConversation = SupportInboxPage['conversations'][number];
/** The inbox and the agents list are asked again this often (no operator channel on the socket yet). */
const INBOX_POLL_MS = 5000;
/** The open conversation is asked again this often: a player's new message shows within it. */
const THREAD_POLL_MS = 3000;
const INBOX_KEY = [...SUPPORT_KEY, 'inbox'] as const;
const AGENTS_KEY = [...SUPPORT_KEY, 'agents'] as const;
const threadKey = (id: number) => [...SUPPORT_KEY, 'thread', id] as const;

/** A system message's text is a code the screen words (the player's chat words it the same way). */
const systemText = (t: (key: string) => string, code: string) =>
  code === 'answer_by_email' ? t('support.system.answer_by_email') : code;

/**
 * The agents' chat inbox: who is online (the operator goes online or offline under their own
 * name), the conversations waiting for an answer first with their unread counts, and the open
 * conversation with its answer box. Live by polling (TanStack Query's refetchInterval).
 */
export default function AdminSupportInbox() {
  const { t, i18n } = useTranslation();
  const me = useOperator();
  const mayWrite = useMay('support.write');
  const agent = agentNameOf(me);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const waitingOnly = params.get('waiting') === '1';
  const selected = Number(params.get('c')) || null;

  const agents = useQuery({
    queryKey: AGENTS_KEY,
    queryFn: () => adminApi().request<SupportAgents>('/api/operator/support/agents'),
    refetchInterval: INBOX_POLL_MS,
  });
  const online = agents.data?.agents.some((a) => a.name === agent && a.online) ?? false;
  const othersOnline = (agents.data?.agents ?? []).filter((a) => a.online).map((a) => a.name);

  const query = {
    page,
    per_page: PER_PAGE,
    waiting: waitingOnly ? 'true' : undefined,
    // An online agent's asking keeps them seen (an agent quiet for 15 minutes counts as away).
    agent: mayWrite && online ? agent : undefined,
  };
  const inbox = useQuery({
    queryKey: [...INBOX_KEY, query],
    queryFn: () => adminApi().request<SupportInboxPage>('/api/operator/support/conversations', { query }),
    placeholderData: keepPreviousData,
    refetchInterval: INBOX_POLL_MS,
  });

  const presence = useMutation({
    mutationFn: (next: boolean) =>
      adminApi().request(`/api/operator/support/agents/${encodeURIComponent(agent)}`, {
        method: 'PUT',
        body: { online: next },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AGENTS_KEY }),
  });

  const setParam = (name: string, value: string | null, keepPage = false) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    if (!keepPage) next.delete('page');
    setParams(next, { replace: name !== 'c' });
  };
  const conversationLink = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('c', String(id));
    return `?${next}`;
  };

  const inboxColumns: DataColumn<InboxConversation>[] = [
    {
      id: 'player',
      header: t('support.inbox.player'),
      rowHeader: true,
      cell: (c) => (
        <>
          <Link
            to={conversationLink(c.id)}
            aria-current={c.id === selected ? 'true' : undefined}
            className="font-semibold underline"
          >
            {c.email}
          </Link>
          <div className="text-xs text-ink-muted">{when(c.last_message_at, i18n.language)}</div>
        </>
      ),
    },
    {
      id: 'last_message',
      header: t('support.inbox.last_message'),
      cell: (c) => (c.last_message === null ? '—' : systemText(t, c.last_message)),
      className: 'max-w-xs truncate',
    },
    {
      id: 'unread',
      header: t('support.inbox.unread'),
      cell: (c) =>
        c.unread_count > 0 ? (
          <span className="rounded-full bg-brand px-2 py-0.5 font-semibold text-white">
            {t('support.inbox.unread_count', { count: c.unread_count })}
          </span>
        ) : (
          <span className="text-ink-muted">{t('support.inbox.answered')}</span>
        ),
    },
  ];

  return (
    <>
      <SupportHeader title="support.title" />
      <section
        aria-labelledby="support-presence"
        className="flex flex-wrap items-center gap-3 rounded-2xl bg-surface-2 p-4"
      >
        <h2 id="support-presence" className="sr-only">
          {t('support.presence.title')}
        </h2>
        <p aria-live="polite" data-testid="admin-support-presence">
          {online
            ? t('support.presence.online', { name: agent })
            : t('support.presence.offline', { name: agent })}
        </p>
        {mayWrite ? (
          <Button
            variant={online ? 'secondary' : 'primary'}
            loading={presence.isPending}
            onClick={() => presence.mutate(!online)}
          >
            {online ? t('support.presence.go_offline') : t('support.presence.go_online')}
          </Button>
        ) : null}
        <p className="text-sm text-ink-muted">
          {othersOnline.length > 0
            ? t('support.presence.agents', { names: othersOnline.join(', ') })
            : t('support.presence.nobody')}
        </p>
        {presence.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      </section>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="support-inbox" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="support-inbox" className="text-lg font-semibold">
              {t('support.inbox.title')}
            </h2>
            {inbox.data ? (
              <p className="text-sm" data-testid="admin-support-waiting">
                {t('support.inbox.waiting_count', { count: inbox.data.waiting_count })}
              </p>
            ) : null}
          </div>
          <CheckboxField
            label={t('support.inbox.waiting_only')}
            checked={waitingOnly}
            onChange={(event) => setParam('waiting', event.target.checked ? '1' : null)}
          />
          {inbox.isError ? <FormError message={t('admin.errors.failed')} /> : null}
          {inbox.data && inbox.data.conversations.length === 0 ? <p>{t('support.inbox.empty')}</p> : null}
          {inbox.data && inbox.data.conversations.length > 0 ? (
            <DataTable
              caption={t('support.inbox.title')}
              columns={inboxColumns}
              rows={inbox.data.conversations}
              rowKey={(c) => c.id}
              rowTestId="admin-support-conversation"
              rowProps={(c) => ({ 'data-selected': c.id === selected ? 'true' : undefined })}
              rowClassName="border-t border-white/10 align-top data-[selected=true]:bg-surface-3"
            />
          ) : null}
          {inbox.data ? (
            <Pager
              page={page}
              perPage={PER_PAGE}
              total={inbox.data.total_count}
              onPage={(next) => setParam('page', String(next), true)}
            />
          ) : null}
        </section>

        <section
          aria-labelledby="support-thread"
          className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-4"
        >
          {selected ? (
            <Conversation key={selected} id={selected} agent={agent} mayWrite={mayWrite} />
          ) : (
            <>
              <h2 id="support-thread" className="text-lg font-semibold">
                {t('support.thread.title')}
              </h2>
              <p>{t('support.thread.choose')}</p>
            </>
          )}
        </section>
      </div>
    </>
  );
}

/** One conversation: its messages (asked again every few seconds), and the agent's answer box. */
function Conversation({ id, agent, mayWrite }: { id: number; agent: string; mayWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const lastSeen = useRef<number | null>(null);
  const thread = useQuery({
    queryKey: threadKey(id),
    queryFn: async () => {
      const answer = await adminApi().request<SupportThread>(`/api/operator/support/conversations/${id}`);
      // Opening it read it: the inbox's unread count changes now, not at its next poll.
      const newest = answer.messages.at(-1)?.id ?? 0;
      if (newest !== lastSeen.current) {
        lastSeen.current = newest;
        void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
      }
      return answer;
    },
    refetchInterval: THREAD_POLL_MS,
  });
  const log = useRef<HTMLOListElement>(null);
  const count = thread.data?.messages.length ?? 0;
  // A new message scrolls the log to its end (the DOM, not data: an effect is the place).
  useEffect(() => {
    if (count > 0 && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [count]);

  const key = useRef(sendKey());
  const answer = useSubmit();
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = String(new FormData(form).get('body') ?? '');
    const sent = await answer.run(() =>
      adminApi().request(`/api/operator/support/conversations/${id}/messages`, {
        method: 'POST',
        body: { agent, body, key: key.current },
      }),
    );
    if (sent) {
      key.current = sendKey();
      form.reset();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: threadKey(id) }),
        queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
        // Answering marks the agent online.
        queryClient.invalidateQueries({ queryKey: AGENTS_KEY }),
      ]);
    }
  };

  const authorOf = (message: SupportMessage) => {
    if (message.author === 'agent') return t('support.thread.agent', { name: message.agent_name ?? '' });
    if (message.author === 'system') return t('support.thread.system');
    return thread.data?.email ?? t('support.thread.player');
  };

  return (
    <>
      <h2 id="support-thread" className="text-lg font-semibold">
        {t('support.thread.with', { email: thread.data?.email ?? `#${id}` })}
      </h2>
      {thread.data ? (
        <p className="text-sm text-ink-muted">
          {t('support.thread.player_id', { id: thread.data.user_id })}
          {thread.data.reply_by_email ? ` · ${t('support.thread.by_email')}` : ''}
        </p>
      ) : null}
      {thread.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      {thread.isPending ? <p aria-busy="true">{t('admin.loading')}</p> : null}
      {thread.data ? (
        <ol
          ref={log}
          role="log"
          aria-label={t('support.thread.log')}
          className="flex max-h-[60vh] flex-col gap-2 overflow-y-auto"
        >
          {thread.data.messages.map((message) => (
            <li
              key={message.id}
              data-testid="admin-support-message"
              data-author={message.author}
              className={`max-w-[85%] rounded-xl px-3 py-2 ${
                message.author === 'agent'
                  ? 'self-end bg-brand/20'
                  : message.author === 'system'
                    ? 'self-center bg-surface-3 text-sm italic'
                    : 'self-start bg-surface-3'
              }`}
            >
              <p className="text-xs text-ink-muted">
                {authorOf(message)} · {when(message.created_at, i18n.language)}
              </p>
              <p className="whitespace-pre-wrap break-words">
                {message.author === 'system' ? systemText(t, message.body) : message.body}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {mayWrite && thread.data ? (
        <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
          <TextAreaField
            name="body"
            required
            maxLength={2000}
            label={t('support.thread.answer')}
            hint={t('support.thread.answer_hint', { name: agent })}
            error={answer.fieldError('body') ?? answer.fieldError('agent')}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
          />
          <FormError message={answer.message} />
          <Button type="submit" loading={answer.busy} className="self-end">
            {t('support.thread.send')}
          </Button>
        </form>
      ) : null}
    </>
  );
}
