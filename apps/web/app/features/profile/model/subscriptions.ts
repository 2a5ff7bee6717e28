import type { Subscriptions } from '../api/subscriptions.ts';

export const SUBSCRIPTION_FLAGS = [
  'receive_promos',
  'receive_sms_promos',
  'receive_promos_via_phone_calls',
  'agreed_to_partner_promotions',
] as const satisfies ReadonlyArray<keyof Subscriptions>;

export type SubscriptionPlan =
  | { kind: 'already_subscribed' }
  | { kind: 'unchanged' }
  | { kind: 'save'; body: Subscriptions };

/**
 * What saving the subscriptions form does (spec 1 §8 toasts): nothing changed while some
 * subscription is on → "already subscribed"; nothing changed otherwise → nothing to do;
 * else the whole set is sent.
 */
export function planSubscriptionSave(current: Subscriptions, wanted: Subscriptions): SubscriptionPlan {
  const changed = SUBSCRIPTION_FLAGS.some((flag) => current[flag] !== wanted[flag]);
  if (changed) return { kind: 'save', body: wanted };
  return SUBSCRIPTION_FLAGS.some((flag) => wanted[flag])
    ? { kind: 'already_subscribed' }
    : { kind: 'unchanged' };
}

/** The toast (translation key) of each outcome. */
export const SUBSCRIPTION_TOASTS = {
  already_subscribed: 'profile.subscriptions.already_subscribed',
  success: 'profile.subscriptions.success',
  failed: 'profile.subscriptions.failed',
  unchanged: 'profile.subscriptions.unchanged',
} as const;
