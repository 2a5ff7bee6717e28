import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { linksOf, renderOutboxPage } from './page.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { devTools: true } });
});
afterAll(() => t.close());

const send = (to: string, subject: string, link: string) =>
  t.deps.mailer.send({
    to,
    subject,
    text: `Hello\n\nOpen: ${link}\n`,
    html: `<p>Hello</p><p><a href="${link.replace(/&/g, '&amp;')}">Open</a></p>`,
  });

describe('/dev/mail', () => {
  it('lists the outbox newest first with subject, recipient and clickable links', async () => {
    await send(
      'first@orbit.test',
      'First <mail>',
      'http://localhost:3000/new-password?reset_password_token=a&x=1',
    );
    await send(
      'second@orbit.test',
      'Second mail',
      'http://localhost:3000/email-confirmation?confirmation_token=b',
    );
    const res = await t.request({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body.indexOf('Second mail')).toBeLessThan(res.body.indexOf('First &lt;mail&gt;'));
    expect(res.body).toContain('second@orbit.test');
    expect(res.body).toContain('<a href="http://localhost:3000/email-confirmation?confirmation_token=b">');
    expect(res.body).not.toContain('<mail>');
  });

  it('gives the newest mail to an address as JSON with its links', async () => {
    await send('e2e@orbit.test', 'Old', 'http://localhost:3000/old');
    await send('E2E@orbit.test', 'New', 'http://localhost:3000/new?token=1');
    const res = await t.request({ method: 'GET', url: '/dev/mail/latest.json?to=e2e@orbit.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ subject: 'New', links: ['http://localhost:3000/new?token=1'] });
    expect(res.json().text).toContain('Open:');
    const none = await t.request({ method: 'GET', url: '/dev/mail/latest.json?to=nobody@orbit.test' });
    expect(none.statusCode).toBe(404);
    const bad = await t.request({ method: 'GET', url: '/dev/mail/latest.json' });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps relative links relative and drops script links', () => {
    const links = linksOf({
      text: 'no urls here',
      html: '<a href="/profile">x</a><a href="javascript:alert(1)">y</a>',
    });
    expect(links).toEqual(['/profile']);
    expect(renderOutboxPage([])).toContain('No mail yet');
  });

  it('does not exist without dev tools', async () => {
    const prod = await startTestApp({ config: { devTools: false } });
    try {
      expect((await prod.request({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
      expect((await prod.request({ method: 'GET', url: '/dev/mail/latest.json?to=a@b.co' })).statusCode).toBe(
        404,
      );
    } finally {
      await prod.close();
    }
  });
});
