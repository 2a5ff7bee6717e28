import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is kept in the outbox first (so nothing is lost when SMTP is down), then
 * delivered by SMTP when `SMTP_URL` is set. Without SMTP the outbox is the mailbox: /dev/mail.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
  const smtpUrl = options.smtpUrl;
  // nodemailer is loaded at the first mail sent, not at start: an idle node never holds it.
  let transport: Transporter | undefined;
  return {
    async send(mail) {
      const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!smtpUrl) return;
      // Outside the try below: a nodemailer that cannot load is the server's fault, not a delivery's.
      transport ??= (await import('nodemailer')).default.createTransport(smtpUrl);
      try {
        await transport.sendMail({ from: options.from, ...mail });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (error) {
        await db
          .update(mailOutbox)
          .set({ error: String(error).slice(0, 1000) })
          .where(eq(mailOutbox.id, row!.id));
      }
    },
  };
}
