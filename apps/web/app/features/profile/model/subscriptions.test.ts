import { describe, expect, it } from 'vitest';
import { planSubscriptionSave, subscriptionFailureToast } from './subscriptions.ts';

const none = {
  receive_promos: false,
  receive_sms_promos: false,
  receive_promos_via_phone_calls: false,
  agreed_to_partner_promotions: false,
};

describe('subscriptions form', () => {
  it('sends only the flags that changed', () => {
    expect(planSubscriptionSave(none, { ...none, receive_sms_promos: true })).toEqual({
      kind: 'save',
      body: { receive_sms_promos: true },
    });
  });

  it('says "already subscribed" when nothing changed and promo e-mail is on', () => {
    const on = { ...none, receive_promos: true };
    expect(planSubscriptionSave(on, on)).toEqual({ kind: 'already_subscribed' });
    expect(planSubscriptionSave(none, none)).toEqual({ kind: 'unchanged' });
  });

  it('turns the server’s already-subscribed 422 into that toast, anything else into "something went wrong"', () => {
    expect(subscriptionFailureToast({ receive_promos: ['subscriptions.already_subscribed'] })).toBe(
      'profile.subscriptions.already_subscribed',
    );
    expect(subscriptionFailureToast({})).toBe('profile.subscriptions.failed');
  });
});
