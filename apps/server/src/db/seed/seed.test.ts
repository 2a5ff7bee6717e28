import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords.ts';
import { runVipResetOnce } from '../../modules/loyalty/vip-reset.ts';
import { validatePlayerFields } from '../../modules/player-fields/service.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import {
  accounts,
  cmsFiles,
  cmsSnippets,
  configEntries,
  notifications,
  userGroups,
  users,
} from '../schema/index.ts';
import { seedDemo } from './index.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from './players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t.close());

const TABLES = [
  'countries',
  'currencies',
  'statuses',
  'hosts',
  'config_entries',
  'cms_pages',
  'cms_snippets',
  'cms_files',
  'users',
  'user_groups',
  'accounts',
  'wallet_transactions',
  'wallet_ledger',
  'notifications',
];

async function counts() {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const result = await t.deps.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    out[table] = Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
  }
  return out;
}

const player = async (email: string) =>
  (await t.deps.db.select().from(users).where(eq(users.email, email)))[0]!;
const groupsOf = async (id: number) =>
  (await t.deps.db.select().from(userGroups).where(eq(userGroups.userId, id))).map((g) => g.groupId).sort();
const currenciesOf = async (id: number) =>
  (await t.deps.db.select().from(accounts).where(eq(accounts.userId, id))).map((a) => a.currency).sort();

describe('demo seed', () => {
  it('is idempotent: a second run inserts nothing', async () => {
    const before = await counts();
    expect(before.countries).toBeGreaterThanOrEqual(30);
    await seedDemo(t.deps);
    expect(await counts()).toEqual(before);
  });

  it('keeps what an operator changed', async () => {
    await t.deps.db
      .update(configEntries)
      .set({ value: ['edited'] })
      .where(eq(configEntries.name, 'excluded-promo-stags'));
    await t.deps.db.update(users).set({ nickname: 'Renamed' }).where(eq(users.email, 'player@orbit.test'));
    await seedDemo(t.deps);
    const [row] = await t.deps.db
      .select()
      .from(configEntries)
      .where(eq(configEntries.name, 'excluded-promo-stags'));
    expect(row!.value).toEqual(['edited']);
    expect((await player('player@orbit.test')).nickname).toBe('Renamed');
  });

  it('leaves the id sequences past the seeded snippets and files', async () => {
    const [snippet] = await t.deps.db
      .insert(cmsSnippets)
      .values({ categories: ['x'], content: 'operator' })
      .returning();
    const [file] = await t.deps.db
      .insert(cmsFiles)
      .values({ url: '/x', categories: ['x'], description: 'operator' })
      .returning();
    expect(snippet!.id).toBeGreaterThan(3);
    expect(file!.id).toBeGreaterThan(2);
  });
});

describe('demo players', () => {
  it('all sign in with the demo password', async () => {
    expect(DEMO_EMAILS).toHaveLength(7);
    for (const email of DEMO_EMAILS) {
      expect(await verifyPassword((await player(email)).encryptedPassword, DEMO_PASSWORD), email).toBe(true);
    }
  });

  it('each is the case the README promises', async () => {
    const p = await player('player@orbit.test');
    expect(p).toMatchObject({ country: 'CA', currency: 'CAD' });
    expect(p.confirmedAt).not.toBeNull();
    expect(await currenciesOf(p.id)).toEqual(['BTC', 'CAD', 'ETH']);

    const fresh = await player('fresh@orbit.test');
    expect(fresh.confirmedAt).toBeNull();
    expect(fresh.termsAcceptedAt).toBeNull();

    const tester = await player('tester@orbit.test');
    expect(await groupsOf(tester.id)).toContain(21);
    // Group 21 has the notification centre: the tester's holds the operator's welcome.
    const welcome = await t.deps.db.select().from(notifications).where(eq(notifications.userId, tester.id));
    expect(welcome.map((n) => [n.event, n.params.titles?.de])).toEqual([['message', 'Willkommen bei Orbit']]);
    const vip = await player('vip@orbit.test');
    expect(vip.levelId).toBe('level_4');
    expect(await groupsOf(vip.id)).toContain(259);
    expect(await groupsOf((await player('multi@orbit.test')).id)).toEqual([100]);

    const twofa = await player('twofa@orbit.test');
    expect(twofa).toMatchObject({ twoFactorEnabled: true, otpSecret: DEMO_TOTP_SECRET });

    expect(await player('ee@orbit.test')).toMatchObject({
      licenseName: 'EE',
      country: 'EE',
      currency: 'EUR',
    });
  });

  it('open with demo money paid through the wallet, once however often the seed runs', async () => {
    const balances = async (email: string) => {
      const rows = await t.deps.db
        .select()
        .from(accounts)
        .where(eq(accounts.userId, (await player(email)).id));
      return Object.fromEntries(rows.map((a) => [a.currency, a.amountCents]));
    };
    expect(await balances('player@orbit.test')).toEqual({ CAD: 100_000, BTC: 1_000_000, ETH: 50_000_000 });
    expect(await balances('vip@orbit.test')).toEqual({ EUR: 100_000, BTC: 0 });
    expect(await balances('tester@orbit.test')).toEqual({ AUD: 100_000 });
    await seedDemo(t.deps);
    expect((await balances('player@orbit.test')).CAD).toBe(100_000);
    // Each balance is the sum of its ledger rows (adjustments against the operator).
    const [drift] = (
      (await t.deps.db.execute(
        sql.raw(
          `select count(*)::int as n from accounts a where a.amount_cents <> coalesce((select sum(l.amount_cents) from wallet_ledger l where l.account_id = a.id), 0)`,
        ),
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows;
    expect(drift!.n).toBe(0);
  });

  it('vip@ keeps Gold across the end of the quarter the demo started in', async () => {
    const vip = await player('vip@orbit.test');
    const saved = t.clock.now;
    await runVipResetOnce(t); // the first quarter the job sees is only recorded
    const next = new Date(
      Date.UTC(saved.getUTCFullYear(), Math.floor(saved.getUTCMonth() / 3) * 3 + 3, 1, 1),
    );
    t.clock.now = next;
    expect(await runVipResetOnce(t)).toMatchObject({ done: 'reset' });
    expect(await groupsOf(vip.id)).toContain(259);
    t.clock.now = saved;
  });

  it('their stored details pass the form rules of their own country', async () => {
    t.clock.now = new Date();
    for (const email of DEMO_EMAILS) {
      const u = await player(email);
      const fields = {
        nickname: u.nickname,
        first_name: u.firstName,
        last_name: u.lastName,
        gender: u.gender,
        date_of_birth: u.dateOfBirth,
        country: u.country,
        city: u.city,
        address: u.address,
        postal_code: u.postalCode,
        state: u.state,
        mobile_phone: u.mobilePhone,
        personal_id_number: u.personalIdNumber,
      };
      const filled = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null));
      expect(
        await validatePlayerFields(t.deps, 'edition', filled, { country: u.country ?? 'CA' }),
        email,
      ).toEqual({});
    }
  });
});
