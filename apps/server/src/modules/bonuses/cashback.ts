import type { CashbackTerms } from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { playersByIds } from '../player/service.ts';
import { defaultCurrencyForCountry } from '../sites/service.ts';
import { type NetRealLoss, netRealLosses } from '../wallet/service.ts';
import { type Audience, audienceOf, disabledGroupKeys, refusalOf } from './audience.ts';
import { issueGift } from './issue.ts';
import { titleIn } from './presenter.ts';
import { listActiveOffers, type OfferRow } from './repository.ts';

/** How often the cashback job looks for a period that has ended. */
export const CASHBACK_TICK_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type CashbackPeriod = 'day' | 'week';

export interface Period {
  /** Inclusive. */
  start: Date;
  /** Exclusive: the next period's start. */
  end: Date;
}

const isPeriod = (value: string | null): value is CashbackPeriod => value === 'day' || value === 'week';

/**
 * The completed periods a pass pays, latest first: the last one, and the one before it, so a
 * pass missed across a boundary (every node down at midnight) is made up by the next one.
 * Days are UTC days; weeks are ISO weeks (Monday 00:00 UTC to the next Monday).
 */
export function completedPeriods(period: CashbackPeriod, now: Date): Period[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const length = period === 'week' ? 7 * DAY_MS : DAY_MS;
  // getUTCDay(): 0 is Sunday; an ISO week starts on Monday.
  const current = period === 'week' ? today - ((now.getUTCDay() + 6) % 7) * DAY_MS : today;
  return [1, 2].map((back) => ({
    start: new Date(current - back * length),
    end: new Date(current - (back - 1) * length),
  }));
}

/**
 * What a net loss earns: the offer's percent of it, rounded down, up to its cap in that currency
 * (none listed: no cap); nothing below the currency's minimum loss (none listed: any loss).
 */
export function cashbackCents(offer: OfferRow, currency: string, lossCents: number): number {
  const minimum = offer.cashbackMinLoss[currency] ?? 1;
  if (lossCents <= 0 || lossCents < minimum) return 0;
  const share = Math.floor((lossCents * (offer.cashbackPercent ?? 0)) / 100);
  const cap = offer.amounts[currency];
  return cap === undefined ? share : Math.min(share, cap);
}

/** The gift's source: one per offer, period, player and currency, whichever node or pass gives it. */
export const cashbackSourceKey = (offerId: number, period: Period, userId: number, currency: string) =>
  `cashback:${offerId}:${period.start.toISOString().slice(0, 10)}:${userId}:${currency}`;

export interface CashbackResult {
  /** Gifts given in this pass (not those given before under the same source). */
  issued: number;
  /** Losses whose gift failed; tried again by the next pass. */
  failed: number;
}

interface Logger {
  error(details: object, message: string): void;
}

/**
 * One pass: for each active cashback offer and each of its last two completed periods, every
 * player in its audience whose net real-money loss in a currency reached the minimum gets the
 * offer's share of it — a bonus to activate (with the offer's wager), or real money paid at once
 * (`real`: the gift starts and finishes). Each gift is given once per source key, so passes on
 * several nodes, or repeated, give nothing more.
 */
export async function runCashbackOnce(app: { deps: Deps; log?: Logger }): Promise<CashbackResult> {
  const { deps } = app;
  const now = deps.now();
  const result: CashbackResult = { issued: 0, failed: 0 };
  // An offer the operator hid (`disabled-bonuses`) pays nothing either.
  const hidden = await disabledGroupKeys(deps);
  const offers = (await listActiveOffers(deps.db, ['cashback'])).filter(
    (offer) =>
      isPeriod(offer.cashbackPeriod) && (offer.cashbackPercent ?? 0) > 0 && !hidden.has(offer.groupKey),
  );
  const lossesOf = memo(
    (period: Period) => netRealLosses(deps.db, period.start, period.end),
    (period) => `${period.start.toISOString()}/${period.end.toISOString()}`,
  );
  const players = new Map<number, UserRow>();
  // The licence the player signed up under decides which licence's offers are theirs.
  const audiences = memo(
    (user: UserRow) => audienceOf(deps, user, user.licenseName),
    (user) => String(user.id),
  );

  for (const offer of offers) {
    for (const period of completedPeriods(offer.cashbackPeriod as CashbackPeriod, now)) {
      const losses = await lossesOf(period);
      const unknown = [...new Set(losses.map((loss) => loss.userId))].filter((id) => !players.has(id));
      for (const user of await playersByIds(deps, unknown)) players.set(user.id, user);
      for (const loss of losses) {
        const user = players.get(loss.userId);
        if (!user) continue;
        try {
          if (await payCashback(deps, offer, period, loss, await audiences(user), now)) result.issued++;
        } catch (error) {
          result.failed++;
          app.log?.error({ err: error, offer: offer.id, user: loss.userId }, 'cashback not given');
        }
      }
    }
  }
  return result;
}

/** Gives one player's cashback of a period when the offer is theirs; true when a new gift came of it. */
async function payCashback(
  deps: Deps,
  offer: OfferRow,
  period: Period,
  loss: NetRealLoss,
  audience: Audience,
  now: Date,
): Promise<boolean> {
  if (refusalOf(offer, audience, now) !== null) return false;
  const amountCents = cashbackCents(offer, loss.currency, loss.lossCents);
  if (amountCents <= 0) return false;
  const outcome = await issueGift(deps, {
    userId: loss.userId,
    currency: loss.currency,
    offer,
    sourceKey: cashbackSourceKey(offer.id, period, loss.userId, loss.currency),
    amountCents,
    // Real money is paid at once (the engine finishes the gift); a bonus waits for the player.
    activate: offer.reward === 'real',
    countUses: false,
  });
  return 'gift' in outcome && outcome.fresh;
}

/**
 * The running cashback offers of the visitor's country and licence (all player groups: the page
 * tells what VIPs get too), in the player's currency or the one a visitor of that country starts
 * with. A signed-in player is judged by what they signed up with, as the job judges them.
 */
export async function listCashbackTerms(
  deps: Deps,
  visitor: { user: UserRow | null; country: string; licence: string; locale: string },
): Promise<CashbackTerms[]> {
  const { user } = visitor;
  const now = deps.now();
  const [offers, hidden] = await Promise.all([
    listActiveOffers(deps.db, ['cashback']),
    disabledGroupKeys(deps),
  ]);
  const currency = user?.currency ?? (await defaultCurrencyForCountry(deps.db, visitor.country));
  const country = user?.country ?? visitor.country;
  const licence = user?.licenseName ?? visitor.licence;
  const audience = user ? await audienceOf(deps, user, licence) : null;
  const terms: CashbackTerms[] = [];
  for (const offer of offers) {
    const period = offer.cashbackPeriod;
    const reward = offer.reward;
    if (!isPeriod(period) || (reward !== 'bonus' && reward !== 'real') || hidden.has(offer.groupKey))
      continue;
    const running =
      (offer.availableFrom === null || offer.availableFrom <= now) &&
      (offer.availableUntil === null || offer.availableUntil > now);
    const inCountry = offer.countries.length === 0 || offer.countries.includes(country);
    const inLicence = offer.licences.length === 0 || offer.licences.includes(licence);
    if (!running || !inCountry || !inLicence || !offer.cashbackPercent) continue;
    terms.push({
      id: String(offer.id),
      title: titleIn(offer.titles, visitor.locale),
      group_key: offer.groupKey,
      period,
      percent: offer.cashbackPercent,
      min_loss_cents: offer.cashbackMinLoss[currency] ?? 0,
      cap_cents: offer.amounts[currency] ?? null,
      currency,
      reward,
      wager_multiplier: reward === 'real' ? 0 : offer.wagerMultiplier,
      members_only: offer.groupIds.length > 0,
      eligible: audience ? refusalOf(offer, audience, now) === null : null,
    });
  }
  return terms;
}

/** One answer per key within a pass (a period's losses, a player's audience). */
function memo<K, V>(load: (key: K) => Promise<V>, idOf: (key: K) => string): (key: K) => Promise<V> {
  const answers = new Map<string, Promise<V>>();
  return (key) => {
    const id = idOf(key);
    let answer = answers.get(id);
    if (!answer) {
      answer = load(key);
      answers.set(id, answer);
    }
    return answer;
  };
}
