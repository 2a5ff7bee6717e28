import type { FastifyRequest } from 'fastify';
import type { Mail } from '../mail/mailer.ts';
import { linkMail } from '../mail/templates.ts';

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

export function confirmationMail(brand: string, origin: string, to: string, token: string): Mail {
  const link = `${origin}/email-confirmation?confirmation_token=${encodeURIComponent(token)}`;
  return linkMail({
    to,
    subject: `${brand}: confirm your e-mail address`,
    lines: [`Welcome to ${brand}!`, 'Please confirm that this is your e-mail address.'],
    action: 'Confirm e-mail',
    link,
    after: 'If you did not create an account, ignore this message.',
  });
}

export function resetPasswordMail(brand: string, origin: string, to: string, token: string): Mail {
  const link = `${origin}/new-password?reset_password_token=${encodeURIComponent(token)}`;
  return linkMail({
    to,
    subject: `${brand}: reset your password`,
    lines: ['Someone asked to reset the password of your account.', 'The link works once, for 2 hours.'],
    action: 'Choose a new password',
    link,
    after: 'If it was not you, ignore this message: your password stays as it is.',
  });
}
