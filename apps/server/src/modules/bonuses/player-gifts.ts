import type { PlayerGiftView } from '@orbit/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playerBonuses } from '../../db/schema/index.ts';
import { titleIn } from './presenter.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Every gift of a player (bonuses and free spins, whatever their stage), newest first, one page
 * and how many there are in all: the back office's view, unlike the player's list, which hides
 * long-finished gifts and disabled groups.
 */
export async function playerGiftsPage(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: PlayerGiftView[] }> {
  const where = eq(playerBonuses.userId, userId);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(playerBonuses)
      .where(where)
      .orderBy(desc(playerBonuses.createdAt), desc(playerBonuses.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(playerBonuses).where(where),
  ]);
  return {
    total: Number(counted[0]?.n ?? 0),
    rows: rows.map((gift) => ({
      id: gift.id,
      kind: gift.kind === 'freespins' ? 'freespins' : 'bonus',
      title: titleIn(gift.titles, 'en'),
      stage: gift.stage,
      currency: gift.currency,
      amount_cents: gift.amountCents,
      wager_requirement_cents: gift.wagerRequirementCents,
      wagered_cents: gift.wageredCents,
      freespins_total: gift.freespinsTotal,
      freespins_performed: gift.freespinsPerformed,
      freespins_game: gift.freespinsGame,
      converted_cents: gift.convertedCents,
      forfeited_cents: gift.forfeitedCents,
      created_at: gift.createdAt.toISOString(),
      valid_until: gift.validUntil.toISOString(),
      finished_at: iso(gift.finishedAt),
    })),
  };
}
