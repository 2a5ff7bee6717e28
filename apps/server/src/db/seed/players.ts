import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import { openWalletAccount } from '../../modules/wallet/accounts.ts';
import type { Db } from '../client.ts';
import { userGroups, users } from '../schema/index.ts';

/** Every demo player signs in with this password (see README.md). */
export const DEMO_PASSWORD = 'Orbit-demo-1';
/** twofa@orbit.test's TOTP secret: the RFC 6238 test key ("12345678901234567890" in base32). */
export const DEMO_TOTP_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

type UserInsert = Omit<typeof users.$inferInsert, 'encryptedPassword'>;

interface DemoPlayer {
  user: UserInsert;
  groups: number[];
  currencies: string[];
}

const CANADIAN = {
  country: 'CA',
  currency: 'CAD',
  city: 'Toronto',
  state: 'ON',
} as const;

export function demoPlayers(now: Date): DemoPlayer[] {
  const confirmed = { confirmedAt: now, termsAcceptedAt: now };
  return [
    {
      user: {
        email: 'player@orbit.test',
        nickname: 'Emma T',
        firstName: 'Emma',
        lastName: 'Tremblay',
        gender: 'f',
        dateOfBirth: '1990-04-12',
        address: '200 Front St W',
        postalCode: 'M5V 3K2',
        mobilePhone: '+1 416 555 0142',
        receivePromos: true,
        ...CANADIAN,
        ...confirmed,
      },
      groups: [131811],
      currencies: ['CAD', 'BTC', 'ETH'],
    },
    {
      user: { email: 'fresh@orbit.test', ...CANADIAN, city: null, state: null },
      groups: [],
      currencies: ['CAD'],
    },
    {
      user: {
        email: 'tester@orbit.test',
        nickname: 'QA Tess',
        firstName: 'Tess',
        lastName: 'Walker',
        dateOfBirth: '1992-09-30',
        country: 'AU',
        currency: 'AUD',
        city: 'Sydney',
        address: '1 Martin Pl',
        postalCode: '2000',
        state: 'NSW',
        mobilePhone: '+61 2 5550 1234',
        language: 'en-AU',
        levelId: 'level_6',
        ...confirmed,
      },
      groups: [21],
      currencies: ['AUD'],
    },
    {
      user: {
        email: 'vip@orbit.test',
        nickname: 'Max V',
        firstName: 'Max',
        lastName: 'Vogel',
        gender: 'm',
        dateOfBirth: '1978-02-14',
        country: 'DE',
        currency: 'EUR',
        city: 'Berlin',
        address: 'Unter den Linden 5',
        postalCode: '10117',
        mobilePhone: '+49 30 5550 259',
        language: 'de',
        levelId: 'level_4',
        verified: true,
        receivePromos: true,
        ...confirmed,
      },
      // 2001: the new-provider popup's target group.
      groups: [259, 545, 2001],
      currencies: ['EUR', 'BTC'],
    },
    {
      user: {
        email: 'multi@orbit.test',
        nickname: 'Sam M',
        dateOfBirth: '1985-11-03',
        ...CANADIAN,
        ...confirmed,
      },
      groups: [100],
      currencies: ['CAD'],
    },
    {
      user: {
        email: 'twofa@orbit.test',
        nickname: 'Lock Smith',
        dateOfBirth: '1988-07-21',
        ...CANADIAN,
        twoFactorEnabled: true,
        otpSecret: DEMO_TOTP_SECRET,
        ...confirmed,
      },
      groups: [],
      currencies: ['CAD'],
    },
    {
      user: {
        email: 'ee@orbit.test',
        nickname: 'Mari',
        firstName: 'Mari',
        lastName: 'Tamm',
        gender: 'f',
        dateOfBirth: '1995-05-15',
        country: 'EE',
        currency: 'EUR',
        city: 'Tallinn',
        address: 'Narva mnt 7',
        postalCode: '10117',
        mobilePhone: '+372 5555 0101',
        personalIdNumber: '49505150211',
        language: 'et',
        licenseName: 'EE',
        ...confirmed,
      },
      groups: [],
      currencies: ['EUR'],
    },
  ];
}

export const DEMO_EMAILS = demoPlayers(new Date(0)).map((p) => p.user.email);

/** Inserts the demo players that do not exist yet, each with its groups and zero-balance accounts. */
export async function seedPlayers(db: Db, now: Date) {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, DEMO_EMAILS));
  const have = new Set(existing.map((row) => row.email.toLowerCase()));
  const missing = demoPlayers(now).filter((p) => !have.has(p.user.email));
  if (missing.length === 0) return;
  const encryptedPassword = await hashPassword(DEMO_PASSWORD);
  for (const player of missing) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...player.user, encryptedPassword, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!row) return;
      if (player.groups.length > 0) {
        await tx.insert(userGroups).values(player.groups.map((groupId) => ({ userId: row.id, groupId })));
      }
      for (const currency of player.currencies) await openWalletAccount(tx, row.id, currency, now);
    });
  }
}
