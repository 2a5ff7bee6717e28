import { once } from 'node:events';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createMailer } from './mailer.ts';

/** Just enough SMTP for one delivery at a time: what each connection sent as DATA is kept. */
function fakeSmtp(): { server: Server; received: string[] } {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const command = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (command.startsWith('EHLO')) socket.write('250 fake\r\n');
        else if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, received };
}

const mail = { to: 'player@example.com', subject: 'Welcome aboard', text: 'Hello', html: '<p>Hello</p>' };

describe('mailer', () => {
  let t: TestApp;
  const smtp = fakeSmtp();
  let smtpUrl: string;

  beforeAll(async () => {
    t = await startTestApp();
    smtp.server.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    smtp.server.close();
    await t?.close();
  });

  it('delivers by SMTP (nodemailer loaded at the first mail) and marks the outbox row sent', async () => {
    const mailer = createMailer(t.deps.db, { smtpUrl, from: 'casino@example.com' });
    await mailer.send(mail);
    await mailer.send({ ...mail, subject: 'Second' });
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[0]).toContain('Subject: Welcome aboard');
    const rows = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, mail.to));
    expect(rows.map((r) => r.sentAt !== null)).toEqual([true, true]);
  });

  it('keeps an undelivered mail in the outbox with the error', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    const mailer = createMailer(t.deps.db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'casino@example.com',
    });
    await mailer.send({ ...mail, to: 'nobody@example.com' });
    const [row] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody@example.com'));
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toMatch(/ECONNREFUSED/);
  });

  it('without SMTP the outbox is the mailbox', async () => {
    await createMailer(t.deps.db, { from: 'casino@example.com' }).send({ ...mail, to: 'outbox@example.com' });
    const [row] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'outbox@example.com'));
    expect(row).toMatchObject({ subject: mail.subject, sentAt: null, error: null });
  });
});
