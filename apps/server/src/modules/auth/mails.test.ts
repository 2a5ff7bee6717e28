import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { latestMailTo, registerPlayer } from '../../test/players.ts';

let t: TestApp;
/** A demo with dev tools: local hosts may name a link, still no other. */
let demo: TestApp;
beforeAll(async () => {
  // Production-like: no dev tools, so only known mirrors may name the host of a link.
  t = await startTestApp({ seed: true, config: { devTools: false } });
  demo = await startTestApp({ seed: true, config: { devTools: true } });
});
afterAll(async () => {
  await t.close();
  await demo.close();
});

const resetLinkFor = async (email: string, host: string, app = t) => {
  const res = await app.request({
    method: 'POST',
    url: '/api/users/password',
    payload: { user: { email } },
    headers: { host },
  });
  expect(res.statusCode).toBe(204);
  return (await latestMailTo(app, email))?.text.match(/https?:\/\/\S+/)?.[0];
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

  it('with dev tools on, may name a local host (the demo on localhost:3000) but no other', async () => {
    const p = await registerPlayer(demo);
    expect(await resetLinkFor(p.email, 'localhost:3000', demo)).toMatch(
      /^http:\/\/localhost:3000\/new-password/,
    );
    expect(await resetLinkFor(p.email, 'evil.example', demo)).toMatch(/^https:\/\/localhost\/new-password/);
    expect(await resetLinkFor(p.email, 'evil.example:3000', demo)).toMatch(
      /^https:\/\/localhost\/new-password/,
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
