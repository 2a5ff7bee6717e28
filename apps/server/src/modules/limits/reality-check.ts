import { DEFAULT_REALITY_CHECK_MINUTES, type RealityCheck } from '@orbit/contract';
import { eq } from 'drizzle-orm';
import type { UserRow } from '../../db/rows.ts';
import { users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { figuresSince } from './repository.ts';

const MINUTE_MS = 60_000;

/**
 * The reality check (UKGC/MGA): every `interval` minutes of a session the player is shown how long
 * they have played and what the session has brought, from the wallet's own rows of their currency.
 */
export async function realityCheck(
  deps: Deps,
  user: UserRow,
  sessionStartedAt: Date | undefined,
): Promise<RealityCheck> {
  const now = deps.now();
  const [figures] = sessionStartedAt
    ? await figuresSince(deps.db, user.id, user.currency, [sessionStartedAt])
    : [{ loss: 0, wager: 0, deposit: 0 }];
  const { loss, wager } = figures ?? { loss: 0, wager: 0 };
  return {
    interval_minutes: user.realityCheckMinutes ?? DEFAULT_REALITY_CHECK_MINUTES,
    session_started_at: sessionStartedAt?.toISOString() ?? null,
    played_minutes: sessionStartedAt
      ? Math.max(0, Math.floor((now.getTime() - sessionStartedAt.getTime()) / MINUTE_MS))
      : 0,
    currency: user.currency,
    bets_cents: wager,
    wins_cents: wager - loss,
    net_cents: -loss,
  };
}

export async function setRealityCheckInterval(deps: Deps, userId: number, minutes: number) {
  await deps.db
    .update(users)
    .set({ realityCheckMinutes: minutes, updatedAt: deps.now() })
    .where(eq(users.id, userId));
}
