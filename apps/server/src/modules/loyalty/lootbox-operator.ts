import { isWheelSpin, type Lootbox, ROCKET_CHANCE_GROUP } from '@orbit/contract';
import { z } from 'zod';
import type { LocalisedText } from '../../db/schema/bonuses.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors } from '../../http/errors.ts';
import { playerAccounts, playerGroupIds } from '../player/service.ts';
import { withWalletAccount } from '../wallet/service.ts';
import { rocketChanceConfig } from './chance-config.ts';
import { canDraw, issueLootboxWithin, itemsPayableIn, wheelItemsFor } from './lootbox-issue.ts';
import { presentLootboxes } from './lootbox-presenter.ts';

/** `POST /api/operator/lootboxes`: give a player a lootbox or a spin of the wheel by hand. */
export const GiveLootboxBody = z.strictObject({
  user_id: z.number().int().positive().max(2_147_483_647),
  /** `manual_wheel…`/`wheel…`: a wheel spin; `chance`: a rocket chance table; else a box of the wheel's items. */
  group_key: z.string().regex(/^[a-z0-9_]{1,64}$/, 'validation.invalid_format'),
  currency: z.string().regex(/^[A-Z0-9]{2,10}$/, 'validation.invalid_format'),
  /** Its title per locale; default: "A spin of the prize wheel" or "Lootbox". */
  titles: z.record(z.string().max(10), z.string().min(1).max(200)).optional(),
  /** Unique per box: a retry with the same key gives nothing more. */
  idempotency_key: z.string().min(1).max(100),
});
export type GiveLootboxBody = z.infer<typeof GiveLootboxBody>;

const WHEEL_SPIN_TITLES: LocalisedText = {
  en: 'A spin of the prize wheel',
  de: 'Ein Dreh am Glücksrad',
  'fr-CA': 'Un tour de la roue des prix',
  no: 'Et spinn på premiehjulet',
  it: 'Un giro della ruota dei premi',
  et: 'Auhinnaratta keerutus',
};
const LOOTBOX_TITLES: LocalisedText = {
  en: 'Lootbox',
  de: 'Überraschungsbox',
  'fr-CA': 'Coffre à butin',
  no: 'Skattekiste',
  it: 'Forziere',
  et: 'Aardekast',
};

/**
 * Gives a player a box in one of their currencies, once per idempotency key: a wheel spin holds
 * the wheel of the player's segment group, a `chance` box the rocket chance table, any other the
 * wheel's items too (as the comp shop's mystery box does). Answers the box and whether it is new.
 */
export async function giveLootbox(
  deps: Deps,
  body: GiveLootboxBody,
): Promise<{ box: Lootbox; fresh: boolean }> {
  const accounts = await playerAccounts(deps, body.user_id);
  if (accounts.length === 0) throw new FieldErrors({ user_id: ['validation.invalid_value'] });
  if (!accounts.some((account) => account.currency === body.currency))
    throw new FieldErrors({ currency: ['comp_points.currency_unknown'] });
  const chance = body.group_key === ROCKET_CHANCE_GROUP;
  const chanceConfig = chance ? await rocketChanceConfig(deps) : undefined;
  const items = chance
    ? (chanceConfig?.items ?? [])
    : await wheelItemsFor(deps, await playerGroupIds(deps, body.user_id));
  if (!canDraw(itemsPayableIn(items, body.currency)))
    throw new FieldErrors({ group_key: ['lootboxes.nothing_to_draw'] });
  const titles =
    body.titles ?? chanceConfig?.titles ?? (isWheelSpin(body.group_key) ? WHEEL_SPIN_TITLES : LOOTBOX_TITLES);
  return withWalletAccount(deps, body.user_id, body.currency, async (wallet) => {
    const { box, fresh } = await issueLootboxWithin(deps, wallet, {
      userId: body.user_id,
      currency: body.currency,
      groupKey: body.group_key,
      titles,
      items,
      sourceKey: `operator:${body.idempotency_key}`,
    });
    // A key already used for another player's box is a mistake, not a repeat.
    if (!fresh && (box.userId !== body.user_id || box.groupKey !== body.group_key))
      throw new FieldErrors({ idempotency_key: ['lootboxes.key_used'] });
    const [shown] = await presentLootboxes(wallet.tx, [box], 'en');
    return { box: shown!, fresh };
  });
}
