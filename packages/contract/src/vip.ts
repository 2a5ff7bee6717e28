import { z } from 'zod';
import { VIP_LADDER, VIP_STATUSES } from './rules/loyalty.ts';

const Cents = z
  .number()
  .int('validation.integer')
  .positive('validation.min_value')
  .max(1_000_000_000_000, 'validation.max_value');

/** What one status asks of a quarter in one currency: real-money deposits and real-money bets. */
export const VipThreshold = z.strictObject({
  status: z.enum(VIP_LADDER, 'validation.invalid_format'),
  currency: z.string().regex(/^[A-Z0-9]{2,10}$/, 'validation.invalid_format'),
  deposit_cents: Cents,
  bet_cents: Cents,
});
export type VipThreshold = z.infer<typeof VipThreshold>;

/**
 * `PUT /api/operator/vip_thresholds`: the whole table at once. A currency it names lists every
 * status once, none asking less than the one below; a currency it leaves out falls back to the
 * defaults (spec 2 §9) for the next status.
 */
export const VipThresholdsInput = z.strictObject({
  thresholds: z.array(VipThreshold).max(VIP_LADDER.length * 200),
});
export type VipThresholdsInput = z.infer<typeof VipThresholdsInput>;

/** The `groups_updates` event: the player's groups changed (a VIP status earned or reset). */
export const GroupsUpdate = z.object({
  /** Every group the player is in now. */
  groups: z.array(z.number().int()),
  added: z.array(z.number().int()),
  removed: z.array(z.number().int()),
  /** The VIP status the player holds now. */
  vip_status: z.enum(VIP_STATUSES),
});
export type GroupsUpdate = z.infer<typeof GroupsUpdate>;
