import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { spentCaptchas } from '../../db/schema/index.ts';

/** Marks a captcha solution as spent; false when it already was (a replay). */
export async function spendCaptcha(db: Db, signature: string, expiresAt: Date) {
  const rows = await db
    .insert(spentCaptchas)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: spentCaptchas.signature });
  return rows.length > 0;
}

/** Spent solutions are only needed until their challenge expires. */
export async function forgetExpiredCaptchas(db: Db, at: Date) {
  await db.delete(spentCaptchas).where(lt(spentCaptchas.expiresAt, at));
}
