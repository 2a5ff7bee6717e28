import type { ContactMessage, ContactMessagesPage } from '@orbit/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '~/shared/api/client.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { CheckboxField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi, useMay, useOperator } from '../shared/api.ts';
import { useSubmit } from '../shared/form.ts';
import { Pager } from '../shared/pager.tsx';
import { pageOf } from '../shared/paging.ts';
import { agentNameOf, SUPPORT_KEY, SupportHeader, TextAreaField, when } from './support-shared.tsx';

const PER_PAGE = 25;
const CONTACT_KEY = [...SUPPORT_KEY, 'contact'] as const;

/**
 * Contact messages (anyone's, from the contact form): the unanswered ones by default, newest
 * first, paged on the server; an agent answers one once, by e-mail.
 */
export default function AdminSupportContact() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const all = params.get('all') === '1';
  const query = { page, per_page: PER_PAGE, unanswered: all ? undefined : 'true' };
  const messages = useQuery({
    queryKey: [...CONTACT_KEY, query],
    queryFn: () =>
      adminApi().request<ContactMessagesPage>('/api/operator/support/contact-messages', { query }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    if (name !== 'page') next.delete('page');
    setParams(next, { replace: name !== 'page' });
  };

  return (
    <>
      <SupportHeader title="support.contact.title" />
      <CheckboxField
        label={t('support.contact.unanswered_only')}
        checked={!all}
        onChange={(event) => setParam('all', event.target.checked ? null : '1')}
      />
      {messages.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      {messages.data && messages.data.messages.length === 0 ? <p>{t('support.contact.empty')}</p> : null}
      <ul className="flex flex-col gap-3">
        {(messages.data?.messages ?? []).map((message) => (
          <ContactItem key={message.id} message={message} />
        ))}
      </ul>
      {messages.data ? (
        <Pager
          page={page}
          perPage={PER_PAGE}
          total={messages.data.total_count}
          onPage={(next) => setParam('page', String(next))}
        />
      ) : null}
    </>
  );
}

/** One contact message: who wrote what and when, its answer's state, and the reply form. */
function ContactItem({ message }: { message: ContactMessage }) {
  const { t, i18n } = useTranslation();
  const me = useOperator();
  const mayWrite = useMay('support.write');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [conflict, setConflict] = useState(false);
  const reply = useSubmit();
  const headingId = `contact-${message.id}`;
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = String(new FormData(event.currentTarget).get('body') ?? '');
    setConflict(false);
    const done = await reply.run(async () => {
      try {
        return await adminApi().request(`/api/operator/support/contact-messages/${message.id}/reply`, {
          method: 'POST',
          body: { agent: agentNameOf(me), body },
        });
      } catch (error) {
        // Another agent answered first: say so, and show who.
        if (error instanceof ApiError && error.status === 409) {
          setConflict(true);
          return { answered: false };
        }
        throw error;
      }
    });
    if (done) {
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: CONTACT_KEY });
    }
  };

  return (
    <li
      aria-labelledby={headingId}
      data-testid="admin-contact-message"
      className="flex flex-col gap-2 rounded-2xl bg-surface-2 p-4"
    >
      <h2 id={headingId} className="font-semibold">
        {t('support.contact.from', { email: message.email })}
      </h2>
      <p className="text-sm text-ink-muted">
        {when(message.created_at, i18n.language)} ·{' '}
        {t('support.contact.language', { locale: message.locale })}
        {message.user_id === null ? '' : ` · ${t('support.contact.player', { id: message.user_id })}`}
      </p>
      <p className="whitespace-pre-wrap break-words">{message.content}</p>
      {message.answered_at ? (
        <p className="text-sm" data-testid="admin-contact-answered">
          {t('support.contact.answered', {
            name: message.answered_by ?? '',
            at: when(message.answered_at, i18n.language),
          })}
        </p>
      ) : null}
      {conflict ? <p role="alert">{t('support.contact.already_answered')}</p> : null}
      {mayWrite && !message.answered_at && !open ? (
        <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
          {t('support.contact.reply')}
        </Button>
      ) : null}
      {open ? (
        <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
          <TextAreaField
            name="body"
            required
            maxLength={5000}
            autoFocus
            label={t('support.contact.answer', { email: message.email })}
            hint={t('support.contact.answer_hint')}
            error={reply.fieldError('body') ?? reply.fieldError('agent')}
          />
          <FormError message={reply.message} />
          <div className="flex gap-2">
            <Button type="submit" loading={reply.busy}>
              {t('support.contact.send')}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('support.contact.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}
