import {
  type Adventure,
  type AdventureDay,
  addDays,
  adventureClaimRefusal,
  adventureClaimsUntil,
  adventureDayState,
  adventureFinished,
  adventureKeyFor,
  utcDay,
} from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { MULTI_ACCOUNT_GROUP } from '../bonuses/audience.ts';
import { issueRewardWithin } from '../bonuses/issue.ts';
import { frontendConfigValue } from '../config/service.ts';
import { currencySubunits } from '../info/service.ts';
import { playerGroupIds } from '../player/service.ts';
import type { WalletTx } from '../wallet/hooks.ts';
import { withWalletAccount } from '../wallet/service.ts';
import { type AdventurePlan, daySteps, type PlannedDay, planAdventure } from './adventure-plan.ts';
import {
  type AdventureDayRow,
  type DaySums,
  depositsPerDay,
  findClaimedDay,
  findOfferIds,
  insertClaimedDay,
  listClaimedDays,
  realBetsPerDay,
} from './adventure-repository.ts';

/** The offers the prizes are given through (seeded with every installation). */
export const ADVENTURE_BONUS_OFFER = 'adventure_bonus';
export const ADVENTURE_FREESPINS_OFFER = 'adventure_freespins';

const midnight = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The adventure a player is on today, or an HTTP refusal: 404 when no adventure is configured,
 * 403 when it is not for them (VIP lists and testers only) or not in their currency.
 */
async function planFor(deps: Deps, user: UserRow): Promise<{ plan: AdventurePlan; groups: number[] }> {
  const [config, groups, subunits] = await Promise.all([
    frontendConfigValue(deps, 'vip-adventures'),
    playerGroupIds(deps, user.id),
    currencySubunits(deps.db, user.currency),
  ]);
  if (!config) throw new HttpError(404, 'adventure.not_found', 'No VIP adventure is running');
  const key = adventureKeyFor(config, groups);
  if (!key) throw new HttpError(403, 'adventure.not_eligible', 'The VIP adventure is for VIP club members');
  const plan = planAdventure(config, key, user.currency, subunits, utcDay(deps.now()));
  if (!plan)
    throw new HttpError(
      403,
      'adventure.currency_not_offered',
      `The VIP adventure is not offered in ${user.currency}`,
    );
  return { plan, groups };
}

interface Records {
  deposits: DaySums;
  bets: DaySums;
  claims: Map<string, AdventureDayRow>;
}

/** The player's deposits, bets and taken prizes over the adventure's days (`db` may be a transaction). */
async function recordsOf(db: Db, userId: number, plan: AdventurePlan): Promise<Records> {
  const span = {
    userId,
    currency: plan.currency,
    from: midnight(plan.start),
    until: midnight(addDays(plan.end, 1)),
  };
  const [deposits, bets, claimed] = await Promise.all([
    depositsPerDay(db, span),
    realBetsPerDay(db, span),
    listClaimedDays(db, userId, plan.adventureKey),
  ]);
  return { deposits, bets, claims: new Map(claimed.map((row) => [row.day, row])) };
}

function presentDay(plan: AdventurePlan, planned: PlannedDay, records: Records, today: string): AdventureDay {
  const steps = daySteps(
    planned.minDepCents,
    records.deposits.get(planned.date) ?? 0,
    records.bets.get(planned.date) ?? 0,
  );
  const claim = records.claims.get(planned.date);
  const isCompleted = claim !== undefined || steps.every((step) => step.done);
  const facts = {
    date: planned.date,
    isCompleted,
    claimed: claim !== undefined,
    isLast: planned.date === plan.end,
  };
  return {
    day: planned.day,
    date: planned.date,
    step: steps.filter((step) => step.done).length,
    stepTotal: steps.length,
    isCompleted,
    state: adventureDayState(facts, today),
    steps,
    claimed: facts.claimed,
    claimable: !facts.claimed && adventureClaimRefusal(facts, plan.end, today) === null,
    gift_id: claim?.giftId ?? null,
    title: planned.title,
    image: planned.image,
    prize: { freespin: planned.freespins, bonus_cents: planned.bonusCents },
    condition: {
      minDep: planned.minDepCents,
      wager: planned.wager,
      periodActivationDays: planned.activationDays,
    },
  };
}

function present(plan: AdventurePlan, records: Records, today: string): Adventure {
  return {
    key: plan.key,
    currency: plan.currency,
    start_at: plan.start,
    end_at: plan.end,
    claims_until: adventureClaimsUntil(plan.end),
    today,
    finished: adventureFinished(plan.end, records.claims.has(plan.end), today),
    days: plan.days.map((day) => presentDay(plan, day, records, today)),
  };
}

/** `GET /api/player/adventure`: the player's adventure, each day's steps from their records. */
export async function playerAdventure(deps: Deps, user: UserRow): Promise<Adventure> {
  const { plan } = await planFor(deps, user);
  const today = utcDay(deps.now());
  return present(plan, await recordsOf(deps.db, user.id, plan), today);
}

/**
 * `POST /api/player/adventure/days/{day}/claim`: gives a completed day's prize (free spins, a
 * bonus, or both, waiting for the player to activate them within the day's activation period),
 * ONCE: on the player's locked account the day's row is looked for, then written with the gifts,
 * so parallel claims give one prize and a repeat answers the adventure as it is.
 */
export async function claimAdventureDay(deps: Deps, user: UserRow, dayNumber: number): Promise<Adventure> {
  const { plan, groups } = await planFor(deps, user);
  const planned = plan.days[dayNumber - 1];
  if (!planned) throw new HttpError(404, 'adventure.day_unknown', `The adventure has no day ${dayNumber}`);
  const offers = await findOfferIds(deps.db, [ADVENTURE_BONUS_OFFER, ADVENTURE_FREESPINS_OFFER]);
  return withWalletAccount(deps, user.id, plan.currency, async (wallet) => {
    const today = utcDay(wallet.now);
    const claimed = await findClaimedDay(wallet.tx, user.id, plan.adventureKey, planned.date);
    if (!claimed) {
      if (groups.includes(MULTI_ACCOUNT_GROUP)) throw new FieldErrors({ base: ['adventure.multi_account'] });
      if (!user.canIssueBonuses) throw new FieldErrors({ base: ['adventure.bonuses_disabled'] });
      const records = await recordsOf(wallet.tx, user.id, plan);
      const day = presentDay(plan, planned, records, today);
      const refusal = adventureClaimRefusal(day, plan.end, today);
      if (refusal) throw new FieldErrors({ day: [refusal] });
      const giftId = await givePrize(deps, wallet, user.id, plan, planned, offers);
      await insertClaimedDay(wallet.tx, {
        userId: user.id,
        adventureKey: plan.adventureKey,
        day: planned.date,
        currency: plan.currency,
        depositCents: day.steps[0]?.current_cents ?? 0,
        betCents: day.steps[1]?.current_cents ?? 0,
        completedAt: wallet.now,
        giftId,
      });
    }
    return present(plan, await recordsOf(wallet.tx, user.id, plan), today);
  });
}

/** The day's gifts through the adventure offers; the bonus gift's id (else the free spins'). */
async function givePrize(
  deps: Deps,
  wallet: WalletTx,
  userId: number,
  plan: AdventurePlan,
  day: PlannedDay,
  offers: Map<string, number>,
): Promise<number | null> {
  const source = `adventure:${userId}:${plan.adventureKey}:${day.day}`;
  const terms = { wagerMultiplier: day.wager, activationDays: day.activationDays };
  const reward = (offer: string) => {
    const offerId = offers.get(offer);
    if (offerId === undefined)
      throw new HttpError(503, 'adventure.offer_missing', `The ${offer} offer is missing`);
    return offerId;
  };
  let giftId: number | null = null;
  if (day.freespins !== null) {
    const gift = await issueRewardWithin(deps, wallet, {
      userId,
      currency: plan.currency,
      offerId: reward(ADVENTURE_FREESPINS_OFFER),
      terms: { ...terms, freespinsCount: day.freespins },
      sourceKey: `${source}:freespins`,
      amountCents: 0,
      activate: false,
    });
    giftId = gift.id;
  }
  if (day.bonusCents !== null) {
    const gift = await issueRewardWithin(deps, wallet, {
      userId,
      currency: plan.currency,
      offerId: reward(ADVENTURE_BONUS_OFFER),
      terms,
      sourceKey: `${source}:bonus`,
      amountCents: day.bonusCents,
      activate: false,
    });
    giftId = gift.id;
  }
  return giftId;
}
