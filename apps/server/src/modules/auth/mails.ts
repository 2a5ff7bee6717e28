import type { FastifyRequest } from 'fastify';
import type { Mail } from '../mail/mailer.ts';

/** Hosts a demo with dev tools may put in its links (127.0.0.1 is the EE licence's local mirror). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Origin for links in e-mails: the host the player is on, so a mirror's mails point to that
 * mirror. A Host header naming no known mirror is not trusted (it would let anyone send a
 * victim a reset link to their own server); then the site's own hostname is used. With dev
 * tools on, a local host is fine too (the demo on localhost:3000) — never any other.
 */
export function publicOrigin(request: FastifyRequest): string {
  const hostname = request.hostname.toLowerCase();
  const local = request.server.deps.config.devTools && LOCAL_HOSTS.has(hostname);
  if (hostname === request.site.hostname || local) {
    return `${request.protocol}://${request.host}`;
  }
  return `https://${request.site.hostname}`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A short mail with one call to action, as text and simple HTML. */
function linkMail(
  to: string,
  subject: string,
  lines: string[],
  action: string,
  link: string,
  after: string,
): Mail {
  const text = [...lines, '', `${action}: ${link}`, '', after].join('\n');
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #111;">
${paragraphs}
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #4f46e5; color: #fff; border-radius: 6px; text-decoration: none;">${escapeHtml(action)}</a></p>
<p style="font-size: 13px; color: #555;">${escapeHtml(after)}<br>${escapeHtml(link)}</p>
</body></html>`;
  return { to, subject, text, html };
}

export function confirmationMail(brand: string, origin: string, to: string, token: string): Mail {
  const link = `${origin}/email-confirmation?confirmation_token=${encodeURIComponent(token)}`;
  return linkMail(
    to,
    `${brand}: confirm your e-mail address`,
    [`Welcome to ${brand}!`, 'Please confirm that this is your e-mail address.'],
    'Confirm e-mail',
    link,
    'If you did not create an account, ignore this message.',
  );
}

export function resetPasswordMail(brand: string, origin: string, to: string, token: string): Mail {
  const link = `${origin}/new-password?reset_password_token=${encodeURIComponent(token)}`;
  return linkMail(
    to,
    `${brand}: reset your password`,
    ['Someone asked to reset the password of your account.', 'The link works once, for 2 hours.'],
    'Choose a new password',
    link,
    'If it was not you, ignore this message: your password stays as it is.',
  );
}
