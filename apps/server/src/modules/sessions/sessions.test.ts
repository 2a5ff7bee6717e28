import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { registerPlayer, signIn } from '../../test/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t.close());

const list = (cookie?: string) => t.request({ method: 'GET', url: '/api/player/sessions', cookie });
const revoke = (id: number | string, cookie?: string) =>
  t.request({ method: 'DELETE', url: `/api/player/sessions/${id}`, cookie });

describe('GET /api/player/sessions', () => {
  it("lists the player's live sessions, marking this browser's", async () => {
    const p = await registerPlayer(t, {}, { 'user-agent': 'Browser A', 'x-country-code': 'DE' });
    const b = await signIn(t, p.email);
    const res = await list(p.cookie);
    expect(res.statusCode).toBe(200);
    const sessions = res.json();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const mine = sessions.find((s: { current: boolean }) => s.current);
    expect(mine).toMatchObject({ user_agent: 'Browser A', country: 'DE', ip: '127.0.0.1' });
    expect(Object.keys(mine).sort()).toEqual(['country', 'created_at', 'current', 'id', 'ip', 'user_agent']);
    expect((await list(b.cookie)).json().find((s: { current: boolean }) => s.current).id).not.toBe(mine.id);
  });

  it('leaves out ended and idle sessions', async () => {
    const p = await registerPlayer(t);
    const other = await signIn(t, p.email);
    await t.request({ method: 'DELETE', url: '/api/users/sign_out', cookie: other.cookie });
    expect((await list(p.cookie)).json()).toHaveLength(1);
    t.clock.advance(61 * 60_000);
    expect((await list(p.cookie)).statusCode).toBe(401);
  });

  it('ends a session at its absolute limit (12 h), however active the player is', async () => {
    const p = await registerPlayer(t);
    for (let step = 0; step < 13; step++) {
      t.clock.advance(55 * 60_000); // active within the idle limit each time: 715 min in all
      expect((await list(p.cookie)).statusCode).toBe(200);
    }
    t.clock.advance(10 * 60_000); // 725 min after sign-in
    expect((await list(p.cookie)).statusCode).toBe(401);
  });

  it('is 401 for guests', async () => {
    expect((await list()).statusCode).toBe(401);
  });
});

describe('DELETE /api/player/sessions/{id}', () => {
  it('signs another browser of the player out', async () => {
    const p = await registerPlayer(t);
    const other = await signIn(t, p.email);
    const otherId = (await list(other.cookie)).json().find((s: { current: boolean }) => s.current).id;
    const res = await revoke(otherId, p.cookie);
    expect(res.statusCode).toBe(204);
    expect((await list(other.cookie)).statusCode).toBe(401);
    expect((await list(p.cookie)).statusCode).toBe(200);
    const kinds = (await t.deps.db.select().from(auditEvents).where(eq(auditEvents.userId, p.id))).map(
      (a) => a.kind,
    );
    expect(kinds).toContain('session_revoked');
  });

  it("answers 404 for another player's session, an unknown id or a non-number", async () => {
    const p = await registerPlayer(t);
    const q = await registerPlayer(t);
    const qId = (await list(q.cookie)).json()[0].id;
    for (const id of [qId, 999999, 'abc']) {
      const res = await revoke(id, p.cookie);
      expect(res.statusCode, String(id)).toBe(404);
    }
    expect((await list(q.cookie)).statusCode).toBe(200);
  });

  it('signs this browser out when it revokes its own session', async () => {
    const p = await registerPlayer(t);
    const id = (await list(p.cookie)).json()[0].id;
    const res = await revoke(id, p.cookie);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'orbit_session')?.value).toBe('');
    expect((await list(p.cookie)).statusCode).toBe(401);
  });

  it('is 401 for guests', async () => {
    expect((await revoke(1)).statusCode).toBe(401);
  });
});
