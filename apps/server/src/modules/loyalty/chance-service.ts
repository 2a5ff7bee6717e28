import { randomUUID } from 'node:crypto';
import { ROCKET_CHANCE_GROUP, type RocketChance, type RocketChanceDraw } from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { MULTI_ACCOUNT_GROUP } from '../bonuses/audience.ts';
import { titleIn } from '../bonuses/presenter.ts';
import { frontendConfigValue } from '../config/service.ts';
import { findSeedPair } from '../house/seeds.ts';
import { playerGroupIds } from '../player/service.ts';
import { withWalletAccount } from '../wallet/service.ts';
import { type RocketChanceConfig, rocketChanceConfig } from './chance-config.ts';
import { MICRO, presentPoints, publishAward } from './earning.ts';
import { canDraw, insertLootbox, itemsPayableIn } from './lootbox-issue.ts';
import { presentLootbox } from './lootbox-presenter.ts';
import { prizeOffers } from './lootbox-prize.ts';
import { findLootboxBySource } from './lootbox-repository.ts';
import { openedOrRefused, openWithin } from './lootbox-service.ts';
import { lockBalance, spendPoints } from './repository.ts';

/** The `manage-promotion-pages` slug of the page and its testers' group (they always see it). */
export const ROCKET_CHANCE_SLUG = 'rocket-chance';
const TESTER_GROUP = 21;

/** Rocket chance is open to this viewer: its flag is on (testers always), and it has settings. */
async function openFor(deps: Deps, groups: number[]): Promise<RocketChanceConfig> {
  const [pages, config] = await Promise.all([
    frontendConfigValue(deps, 'manage-promotion-pages'),
    rocketChanceConfig(deps),
  ]);
  const enabled = groups.includes(TESTER_GROUP) || pages?.[ROCKET_CHANCE_SLUG] === true;
  if (!enabled || !config) throw new HttpError(404, 'not_found', 'Rocket chance is closed');
  return config;
}

/** `GET /api/rocket_chance`: a draw's price and the chance table (a guest sees it too). */
export async function rocketChanceFor(
  deps: Deps,
  viewer: { user: UserRow | null; locale: string },
): Promise<RocketChance> {
  const groups = viewer.user ? await playerGroupIds(deps, viewer.user.id) : [];
  const config = await openFor(deps, groups);
  const items = viewer.user ? itemsPayableIn(config.items, viewer.user.currency) : config.items;
  return { title: titleIn(config.titles, viewer.locale), points: config.points, items };
}

const refuse = (field: string, key: string): never => {
  throw new FieldErrors({ [field]: [key] });
};

/**
 * `POST /api/rocket_chance/draws`: spends a draw's coins and, in the SAME transaction on the
 * player's locked account, issues a lootbox of group `chance` and opens it (the provably-fair
 * draw, the prize through the bonus engine). Parallel draws spend the balance once each; a
 * repeated `Idempotency-Key` answers the first draw and spends nothing.
 */
export async function drawRocketChance(
  deps: Deps,
  user: UserRow,
  idempotencyKey: string | undefined,
): Promise<RocketChanceDraw> {
  const groups = await playerGroupIds(deps, user.id);
  const config = await openFor(deps, groups);
  if (groups.includes(MULTI_ACCOUNT_GROUP)) return refuse('base', 'comp_points.multi_account');
  if (!user.canIssueBonuses) return refuse('base', 'comp_points.bonuses_disabled');
  const currency = user.currency;
  const items = itemsPayableIn(config.items, currency);
  if (!canDraw(items)) return refuse('base', 'rocket_chance.unavailable');
  const offers = await prizeOffers(deps);
  const sourceKey = `chance:${user.id}:${idempotencyKey ?? randomUUID()}`;

  const outcome = await withWalletAccount(deps, user.id, currency, async (wallet) => {
    const balance = await lockBalance(wallet.tx, user.id, wallet.now);
    const repeat = idempotencyKey ? await findLootboxBySource(wallet.tx, sourceKey) : undefined;
    if (repeat) {
      const pair = repeat.fairPairId === null ? undefined : await findSeedPair(wallet.tx, repeat.fairPairId);
      return { lootbox: presentLootbox(repeat, pair, user.language), comp_points: presentPoints(balance) };
    }
    const spend = config.points * MICRO;
    if (balance.chargeableMicro < spend) return refuse('points', 'comp_points.not_enough');
    const after = await spendPoints(wallet.tx, user.id, spend, wallet.now);
    const { box } = await insertLootbox(wallet.tx, {
      userId: user.id,
      currency,
      groupKey: ROCKET_CHANCE_GROUP,
      titles: config.titles,
      items,
      sourceKey,
      now: wallet.now,
      costPoints: config.points,
    });
    // Refused (it cannot be: the box is new and drawable) throws, taking the coins back.
    const lootbox = openedOrRefused(await openWithin(deps, wallet, box, offers), user.language);
    publishAward(deps, wallet, after, -spend, null, true);
    return { lootbox, comp_points: presentPoints(after) };
  });
  return outcome;
}
