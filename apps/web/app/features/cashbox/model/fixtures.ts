/** Test data of the cashbox's component tests (not imported by the app). */
import type { Account, MethodFields, Payment, PaymentMethod, PaymentsPage } from '@orbit/contract';

export function makeAccount(over: Partial<Account> = {}): Account {
  return {
    currency: 'EUR',
    amount_cents: 10_000,
    available_to_cashout_cents: 6_000,
    available_to_bet_with_locked_cent: 10_000,
    hidden_at: null,
    deposit_available: true,
    selected_lottery_id: null,
    active: true,
    ...over,
  };
}

export function makeMethod(over: Partial<PaymentMethod> = {}): PaymentMethod {
  const brand = over.brand ?? 'visa';
  return {
    id: 'visa',
    brand,
    title: 'Visa',
    description: null,
    iconSrc: null,
    extraIcons: [],
    translationKey: `payments.methods.${brand}`,
    type: 'cards',
    provider: { name: 'sandbox' },
    currency: 'EUR',
    savedProfiles: [],
    isForSavedProfilesOnly: false,
    isProfileRequiredForCashout: false,
    recallable: true,
    processingTime: 'instant',
    fee: { percent: 0, fixed_cents: 0 },
    min_cents: 2_000,
    max_cents: 1_000_000,
    termsOfService: { restrictions: { amountCurrencyCode: 'EUR' } },
    ...over,
  };
}

export const cardFields: MethodFields = {
  amountField: { min_cents: 2_000, max_cents: 1_000_000, default_cents: 2_000 },
  isSubmitAvailable: true,
  methodFields: [
    { name: 'card_number', type: 'card_number', required: true },
    { name: 'card_expiry', type: 'card_expiry', required: true },
    { name: 'holder', type: 'text', required: true },
  ],
  playerFields: [],
};

export function makePayment(over: Partial<Payment> = {}): Payment {
  return {
    id: 1,
    amount_cents: 2_500,
    currency: 'EUR',
    action: 'deposit',
    payment_system: 'visa',
    system_name: 'Visa',
    brand: 'visa',
    state: 'succeeded',
    success: true,
    recallable: false,
    created_at: '2026-11-20T10:00:00Z',
    finished_at: '2026-11-20T10:01:00Z',
    ...over,
  };
}

export const paymentsPage = (data: Payment[], page: number, totalCount: number): PaymentsPage => ({
  data,
  pagination: { page, per_page: 20, total_count: totalCount },
});
