import { email as emailRule, required } from '@orbit/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useFormErrors } from '~/shared/ui/form-errors.ts';
import { useSendContactMessage } from '../api/contact.ts';
import { TextArea } from './text-area.tsx';

const FAILURES = { generic: 'support.errors.send', tooManyRequests: 'support.errors.too_many' };
/** The server's rule (contract `ContactMessageInput`): a message of 10 characters at least. */
const CONTENT_MIN = 10;

/** A message to support (`POST /api/send_contact_message`), answered by e-mail; a player's address filled in. */
export function ContactForm() {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { player } = usePlayer();
  const send = useSendContactMessage();
  const { form, fieldError, baseError, check, fail } = useFormErrors(FAILURES);
  const [email, setEmail] = useState(player?.email ?? '');
  const [content, setContent] = useState('');
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    const text = content.trim();
    const emailProblem = required(address) ?? emailRule(address);
    const contentProblem = required(text) ?? (text.length < CONTENT_MIN ? 'validation.too_short' : null);
    const problems = {
      ...(emailProblem ? { email: [emailProblem] } : {}),
      ...(contentProblem ? { content: [contentProblem] } : {}),
    };
    if (!check(problems)) return;
    try {
      await send.mutateAsync({ email: address, content: text });
      setSent(true);
    } catch (error) {
      fail(error);
    }
  };

  if (sent) return <p role="status">{t('support.contact.sent')}</p>;
  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      data-testid="contact-form"
    >
      <p className="text-ink-muted">
        {t('support.contact.intro')}{' '}
        {player ? null : (
          <Link to={href('/login')} className="font-semibold underline">
            {t('support.contact.signIn')}
          </Link>
        )}
      </p>
      <FormError message={baseError} />
      <TextField
        label={t('support.contact.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError('email')}
        data-autofocus
      />
      <TextArea
        label={t('support.contact.content')}
        name="content"
        value={content}
        maxLength={5000}
        rows={5}
        onChange={(event) => setContent(event.target.value)}
        error={fieldError('content')}
      />
      <Button type="submit" loading={send.isPending}>
        {t('support.contact.send')}
      </Button>
    </form>
  );
}
