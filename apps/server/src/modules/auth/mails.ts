import type { Mail } from '../mail/mailer.ts';
import { linkMail } from '../mail/templates.ts';

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
