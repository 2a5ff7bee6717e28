import { ALREADY_SUBSCRIBED, type Subscriptions } from '@orbit/contract';

export const SUBSCRIPTION_FLAGS = [
  'receive_promos',
  'receive_sms_promos',
  'receive_promos_via_phone_calls',
  'agreed_to_partner_promotions',
] as const satisfies ReadonlyArray<keyof Subscriptions>;

export type SubscriptionPlan =
  | { kind: 'already_subscribed' }
  | { kind: 'unchanged' }
  | { kind: 'save'; body: Partial<Subscriptions> };

/** The toast (translation key) of each outcome. */
export const SUBSCRIPTION_TOASTS = {
  already_subscribed: 'profile.subscriptions.already_subscribed',
  success: 'profile.subscriptions.success',
  failed: 'profile.subscriptions.failed',
  unchanged: 'profile.subscriptions.unchanged',
} as const;

/**
 * What saving the subscriptions form does (and which toast it shows): only the flags that changed are
 * sent (the server refuses to subscribe promo e-mail twice); nothing changed while promo
 * e-mail is on → "already subscribed"; nothing changed otherwise → nothing to do.
 */
export function planSubscriptionSave(current: Subscriptions, wanted: Subscriptions): SubscriptionPlan {
  const changes: Partial<Subscriptions> = {};
  for (const flag of SUBSCRIPTION_FLAGS) if (current[flag] !== wanted[flag]) changes[flag] = wanted[flag];
  if (Object.keys(changes).length > 0) return { kind: 'save', body: changes };
  return wanted.receive_promos ? { kind: 'already_subscribed' } : { kind: 'unchanged' };
}

/** The toast after PUT /api/subscriptions failed: the server's "already subscribed" 422, else a general failure. */
export function subscriptionFailureToast(fieldErrors: Record<string, string[]>): string {
  const keys = Object.values(fieldErrors).flat();
  return keys.includes(ALREADY_SUBSCRIBED)
    ? SUBSCRIPTION_TOASTS.already_subscribed
    : SUBSCRIPTION_TOASTS.failed;
}
