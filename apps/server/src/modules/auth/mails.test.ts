import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { latestMailTo, registerPlayer } from '../../test/players.ts';

let t: TestApp;
beforeAll(async () => {
  // Production-like: no dev tools, so only known mirrors may name the host of a link.
  t = await startTestApp({ seed: true, config: { devTools: false } });
});
afterAll(() => t.close());

const resetLinkFor = async (email: string, host: string) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/users/password',
    payload: { user: { email } },
    headers: { host },
  });
  expect(res.statusCode).toBe(204);
  return (await latestMailTo(t, email))?.text.match(/https?:\/\/\S+/)?.[0];
};

describe('links in e-mails', () => {
  it('point to the mirror the player is on', async () => {
    const p = await registerPlayer(t);
    expect(await resetLinkFor(p.email, '127.0.0.1:3000')).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/new-password\?reset_password_token=/,
    );
  });

  it('never point to a host that is not a known mirror (reset-link poisoning)', async () => {
    const p = await registerPlayer(t);
    expect(await resetLinkFor(p.email, 'evil.example')).toMatch(
      /^https:\/\/localhost\/new-password\?reset_password_token=/,
    );
  });

  it('are short, with a text and an HTML part carrying the same link', async () => {
    const p = await registerPlayer(t);
    const mail = await latestMailTo(t, p.email);
    expect(mail?.subject).toBe('Orbit: confirm your e-mail address');
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail!.text.length).toBeLessThan(400);
  });
});
