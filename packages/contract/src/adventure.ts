import { z } from 'zod';
import { ADVENTURE_DAY_STATES } from './rules/adventure.ts';

/** One step of an adventure day and how far the player's records of that day got. */
export const AdventureStep = z.object({
  /** deposit: real deposits that day ≥ the minimum; bets: real-money bets that day ≥ the target. */
  kind: z.enum(['deposit', 'bets']),
  done: z.boolean(),
  current_cents: z.number().int(),
  target_cents: z.number().int(),
});
export type AdventureStep = z.infer<typeof AdventureStep>;

/**
 * An adventure day (spec 2 §3: day, step, stepTotal, isCompleted, prize, condition), resolved for
 * the player's currency: amounts in minor units, the wager as a multiplier, and Orbit's additions
 * (its date, state, steps, whether its prize was given and can be claimed now).
 */
export const AdventureDay = z.object({
  day: z.number().int(),
  date: z.string(),
  /** Steps done of `stepTotal`. */
  step: z.number().int(),
  stepTotal: z.number().int(),
  isCompleted: z.boolean(),
  state: z.enum(ADVENTURE_DAY_STATES),
  steps: z.array(AdventureStep),
  claimed: z.boolean(),
  claimable: z.boolean(),
  /** The prize's gift (the bonus one when the day gives a bonus and free spins). */
  gift_id: z.number().int().nullable(),
  title: z.string(),
  image: z.object({ src: z.string(), srcRetina: z.string() }).nullable(),
  prize: z.object({ freespin: z.number().int().nullable(), bonus_cents: z.number().int().nullable() }),
  condition: z.object({
    minDep: z.number().int(),
    wager: z.number().int(),
    periodActivationDays: z.number().int(),
  }),
});
export type AdventureDay = z.infer<typeof AdventureDay>;

/** `GET /api/player/adventure` and the claim's answer: the player's whole adventure today. */
export const Adventure = z.object({
  /** The prize list (`silver`, `gold`, `platinum`). */
  key: z.string(),
  currency: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  /** The last day prizes can be claimed (the day after the final one). */
  claims_until: z.string(),
  today: z.string(),
  finished: z.boolean(),
  days: z.array(AdventureDay),
});
export type Adventure = z.infer<typeof Adventure>;

export const AdventureDayParams = z.object({
  day: z.coerce.number().int('validation.integer').min(1, 'validation.min').max(366, 'validation.max'),
});
