import { Email, type EmailCheckCode } from '@orbit/contract';

/** Well-known throwaway-inbox services (a small list; subdomains count too). */
const DISPOSABLE_DOMAINS = new Set([
  '10minutemail.com',
  '1secmail.com',
  'burnermail.io',
  'discard.email',
  'dispostable.com',
  'emailondeck.com',
  'fakeinbox.com',
  'getairmail.com',
  'getnada.com',
  'grr.la',
  'guerrillamail.com',
  'guerrillamail.net',
  'guerrillamailblock.com',
  'mailcatch.com',
  'maildrop.cc',
  'mailinator.com',
  'mailnesia.com',
  'mintemail.com',
  'moakt.com',
  'mohmal.com',
  'mytemp.email',
  'sharklasers.com',
  'spam4.me',
  'spamgourmet.com',
  'temp-mail.org',
  'tempail.com',
  'tempinbox.com',
  'tempmail.com',
  'tempr.email',
  'throwawaymail.com',
  'trash-mail.com',
  'trashmail.com',
  'yopmail.com',
]);

function isDisposable(domain: string) {
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    if (DISPOSABLE_DOMAINS.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}

/**
 * The verdict of POST /check-email. Only the address itself is judged — never whether it is
 * registered — with the same rule registration applies, so the two never disagree.
 */
export function classifyEmail(raw: string): EmailCheckCode {
  const parsed = Email.safeParse(raw);
  if (!parsed.success) return 'IBIZA::INVALID::INVALID_DOMAIN';
  const domain = parsed.data.slice(parsed.data.lastIndexOf('@') + 1);
  if (isDisposable(domain)) return 'IBIZA::RISKY::TEMPORARY';
  return 'IBIZA::VALID::ACCEPTED_EMAIL';
}
