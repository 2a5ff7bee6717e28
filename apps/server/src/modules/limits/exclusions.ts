import type { UserLimitBody } from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import { FieldErrors } from '../../http/errors.ts';
import { exclusionEnd } from './periods.ts';
import { insertLimit, type LimitRow, updateLimit } from './repository.ts';

/**
 * A cooling-off or self-exclusion, in the caller's transaction under the player's lock: applies at
 * once, and an existing one can only be extended (never shortened), so a player cannot talk
 * themselves out of it. `rows` are the player's active limits, ended exclusions already retired.
 */
export async function setExclusion(tx: Db, userId: number, rows: LimitRow[], body: UserLimitBody, now: Date) {
  const endsAt = exclusionEnd(body.type, body.period, now);
  const existing = rows.find((r) => r.type === body.type);
  if (existing) {
    const longer = existing.endsAt !== null && (endsAt === null || endsAt > existing.endsAt);
    if (!longer) throw new FieldErrors({ period: ['validation.limit_cannot_shorten'] });
    await updateLimit(tx, existing.id, { period: body.period, endsAt, updatedAt: now });
    return;
  }
  await insertLimit(tx, {
    userId,
    type: body.type,
    period: body.period,
    endsAt,
    createdAt: now,
    updatedAt: now,
  });
}
