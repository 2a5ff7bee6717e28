import type { RequestContext } from '../../http/context.ts';
import type { Mail } from '../mail/mailer.ts';
import { linkMail } from '../mail/templates.ts';

type MailContext = Pick<RequestContext, 'origin' | 'site'>;

/** The answer of an agent to a player who was told it would come by e-mail; the link opens the chat. */
export function agentReplyMail(context: MailContext, to: string, agent: string, body: string): Mail {
  return linkMail({
    to,
    subject: `${context.site.brand} support: ${agent} answered your message`,
    lines: [`${agent} from ${context.site.brand} support answered your message:`, body],
    action: 'Continue in the chat',
    link: `${context.origin}/#chat`,
    after: 'You can answer in the chat on the site.',
  });
}

/** The answer to a contact form's message, quoting it. */
export function contactReplyMail(
  context: MailContext,
  to: string,
  agent: string,
  original: string,
  body: string,
): Mail {
  return linkMail({
    to,
    subject: `${context.site.brand} support: an answer to your message`,
    lines: [body, `— ${agent}, ${context.site.brand} support`, 'You wrote:', original],
    action: `Visit ${context.site.brand}`,
    link: `${context.origin}/`,
    after: 'To write to us again, use the contact form or the chat on the site.',
  });
}
