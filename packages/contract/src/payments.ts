import { z } from 'zod';
import type { CryptoCurrency } from './currencies.ts';
import { cardExpiry, cardNumber } from './rules/card.ts';
import type { RuleResult } from './rules/keys.ts';

/**
 * Payments and the cashbox: the methods catalogue, deposits,
 * withdrawals, the history and the pure form rules both the server and the web forms apply.
 * Amounts are integer minor units of the currency (crypto: its own precision, e.g. satoshi).
 */

/** Every state a payment transaction can be in. */
export const PAYMENT_STATES = [
  'pending',
  'processing',
  'reserved',
  'succeeded',
  'declined',
  'rejected',
  'canceled',
  'recalled',
] as const;
export const PaymentState = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof PaymentState>;

/** States after which nothing changes any more. */
export const FINAL_PAYMENT_STATES: readonly PaymentState[] = [
  'succeeded',
  'declined',
  'rejected',
  'canceled',
  'recalled',
];

/**
 * How far along a state is: a transaction only ever moves to a higher rank, so a late or repeated
 * provider notice (`processing` after `succeeded`) never takes it back.
 */
export function paymentStateRank(state: PaymentState): number {
  if (FINAL_PAYMENT_STATES.includes(state)) return 3;
  return state === 'reserved' ? 2 : state === 'processing' ? 1 : 0;
}

/** Whether a transaction in `from` may move to `to`. */
export const paymentStateAdvances = (from: PaymentState, to: PaymentState) =>
  paymentStateRank(to) > paymentStateRank(from);

export const PaymentAction = z.enum(['deposit', 'cashout']);
export type PaymentAction = z.infer<typeof PaymentAction>;

export const PaymentMethodType = z.enum(['cards', 'bank_transfer', 'direct', 'crypto', 'voucher']);
export type PaymentMethodType = z.infer<typeof PaymentMethodType>;

/** Bet and deposit sum limits in cents per currency (currencies not listed have none). */
export const SUM_LIMITS: Readonly<Record<string, { bet_sum_cents: number; deposit_sum_cents: number }>> = {
  USD: { bet_sum_cents: 6_000_000, deposit_sum_cents: 600_000 },
  EUR: { bet_sum_cents: 6_000_000, deposit_sum_cents: 600_000 },
  AUD: { bet_sum_cents: 9_000_000, deposit_sum_cents: 900_000 },
  CAD: { bet_sum_cents: 9_000_000, deposit_sum_cents: 900_000 },
  NZD: { bet_sum_cents: 9_000_000, deposit_sum_cents: 900_000 },
  BRL: { bet_sum_cents: 30_000_000, deposit_sum_cents: 3_000_000 },
};

/** Card numbers of banks the casino does not take. */
export const BLOCKED_CARD_PREFIXES = ['400000', '510000', '676770'] as const;

/** A card number, Luhn-valid and not from a blocked bank. */
export const paymentCardNumber = (value: string): RuleResult => cardNumber(value, BLOCKED_CARD_PREFIXES);
/** Expiry `MM/YY`, not before the current month. */
export const paymentCardExpiry = (value: string, today: Date): RuleResult => cardExpiry(value, today);

/** An IBAN without spaces, upper case. */
export const normalizeIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: country, two check digits, up to 30 letters/digits, and mod-97 of the rearranged number is 1. */
export function ibanValid(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** An IBAN starting with LT puts the player into this group (with a message). */
export const LT_IBAN_GROUP = 1101;
export const ibanAddsLtGroup = (value: string) => normalizeIban(value).startsWith('LT');

/** The shape of a coin's addresses (Orbit's sandbox hands out the same shapes). */
const CRYPTO_ADDRESS: Record<CryptoCurrency, RegExp> = {
  BTC: /^(bc1[02-9ac-hj-np-z]{25,62}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
  BCH: /^(bitcoincash:)?[qp][02-9ac-hj-np-z]{41}$/,
  LTC: /^(ltc1[02-9ac-hj-np-z]{25,62}|[LM3][1-9A-HJ-NP-Za-km-z]{26,33})$/,
  ETH: /^0x[0-9a-fA-F]{40}$/,
  USDT: /^0x[0-9a-fA-F]{40}$/,
  DOG: /^D[1-9A-HJ-NP-Za-km-z]{25,34}$/,
};

export const cryptoAddressValid = (currency: CryptoCurrency, address: string) =>
  CRYPTO_ADDRESS[currency].test(address.trim());

/** A card number shown masked: first six and last four digits. */
export function maskCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(digits.length - 10, 0))}${digits.slice(-4)}`;
}

// ---- HTTP shapes ----

const currencyCode = z.string().trim().toUpperCase().min(3).max(5);

/** `GET /api/payments/methods?action=deposit|cashout&currency=` */
export const PaymentMethodsQuery = z.object({
  action: PaymentAction,
  currency: currencyCode.optional(),
});
export type PaymentMethodsQuery = z.infer<typeof PaymentMethodsQuery>;

/**
 * The brands Orbit's payments module offers. A method's `translationKey` is
 * `payments.methods.<brand>`: the client shows its title in the page's language.
 */
export const PAYMENT_BRANDS = [
  'visa',
  'mastercard',
  'bank_transfer',
  'skrill',
  'neteller',
  'sofort',
  'bitcoin',
  'bitcoin_cash',
  'ethereum',
  'litecoin',
  'dogecoin',
  'tether',
] as const;
export type PaymentBrand = (typeof PAYMENT_BRANDS)[number];

export const SavedProfile = z.object({ id: z.string(), title: z.string(), isRemoveAvailable: z.boolean() });
export type SavedProfile = z.infer<typeof SavedProfile>;

/** One field a method's form asks for. */
export const MethodField = z.object({
  name: z.string(),
  type: z.enum(['card_number', 'card_expiry', 'text', 'email', 'iban', 'crypto_address']),
  required: z.boolean(),
});
export type MethodField = z.infer<typeof MethodField>;

export const PaymentMethod = z.object({
  id: z.string(),
  brand: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  iconSrc: z.string().nullable(),
  extraIcons: z.array(z.string()),
  translationKey: z.string(),
  type: PaymentMethodType,
  provider: z.object({ name: z.string() }),
  currency: z.string(),
  savedProfiles: z.array(SavedProfile),
  isForSavedProfilesOnly: z.boolean(),
  isProfileRequiredForCashout: z.boolean(),
  recallable: z.boolean(),
  processingTime: z.string(),
  fee: z.object({ percent: z.number(), fixed_cents: z.number().int() }),
  min_cents: z.number().int(),
  max_cents: z.number().int(),
  termsOfService: z.object({ restrictions: z.object({ amountCurrencyCode: z.string() }) }),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const PaymentMethods = z.object({
  action: PaymentAction,
  currency: z.string(),
  /** Sum limits of the currency (null: none). */
  limits: z.object({ bet_sum_cents: z.number().int(), deposit_sum_cents: z.number().int() }).nullable(),
  methods: z.array(PaymentMethod),
});
export type PaymentMethods = z.infer<typeof PaymentMethods>;

/** `GET /api/payments/methods/{id}/fields?action=&currency=&saved_profile_id=` */
export const MethodFieldsQuery = PaymentMethodsQuery.extend({
  saved_profile_id: z.string().max(40).optional(),
});
export type MethodFieldsQuery = z.infer<typeof MethodFieldsQuery>;

export const MethodFields = z.object({
  amountField: z.object({
    min_cents: z.number().int(),
    max_cents: z.number().int(),
    default_cents: z.number().int(),
  }),
  isSubmitAvailable: z.boolean(),
  methodFields: z.array(MethodField),
  playerFields: z.array(z.string()),
});
export type MethodFields = z.infer<typeof MethodFields>;

const amountCents = z.number().int().positive().max(1_000_000_000_000);

/** The method fields of a deposit or withdrawal form (which are required depends on the method). */
const methodInput = {
  method_id: z.string().trim().min(1).max(40),
  amount_cents: amountCents,
  currency: currencyCode,
  saved_profile_id: z.string().max(40).optional(),
  card_number: z.string().max(40).optional(),
  card_expiry: z.string().max(10).optional(),
  /** The card holder or the bank account holder. */
  holder: z.string().trim().max(100).optional(),
  iban: z.string().max(50).optional(),
  email: z.string().trim().max(200).optional(),
  address: z.string().trim().max(120).optional(),
  /** Keep the card or IBAN as a saved profile. */
  save_profile: z.boolean().optional(),
};

/** `POST /api/payments/deposits`; `bonus_id`: the deposit offer chosen (`GET /api/bonuses/deposit`), given when it succeeds. */
export const DepositBody = z.strictObject({ ...methodInput, bonus_id: z.string().max(20).optional() });
export type DepositBody = z.infer<typeof DepositBody>;

/**
 * `POST /api/payments/withdrawals`. While a bonus wagers the request is refused (422
 * `bonuses.wagering_in_progress` on `cancel_bonus_id`) unless it names that bonus in
 * `cancel_bonus_id`: the bonus is then cancelled (its money forfeited) with the request.
 */
export const WithdrawalBody = z.strictObject({
  ...methodInput,
  cancel_bonus_id: z.number().int().positive().optional(),
});
export type WithdrawalBody = z.infer<typeof WithdrawalBody>;

/** The answer of a deposit or withdrawal: where the browser goes next (the provider's page), if anywhere. */
export const PaymentStarted = z.object({
  id: z.number().int(),
  state: PaymentState,
  redirect_url: z.string().nullable(),
  /** Message keys to show, e.g. `payments.iban_lt_group`. */
  messages: z.array(z.string()),
});
export type PaymentStarted = z.infer<typeof PaymentStarted>;

/** A payment: one history item. */
export const Payment = z.object({
  id: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.string(),
  action: PaymentAction,
  payment_system: z.string(),
  system_name: z.string(),
  brand: z.string(),
  state: PaymentState,
  success: z.boolean(),
  recallable: z.boolean(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  cancellation_reason: z.string().optional(),
  /** An operator's decline: their words to the player (with `cancellation_reason: declined_by_operator`). */
  decline_reason: z.string().optional(),
});
export type Payment = z.infer<typeof Payment>;

/** `POST /api/player/payments/with_pages` */
export const PaymentsPageBody = z.strictObject({
  page: z.number().int().min(1).max(100_000),
  page_size: z.number().int().min(1).max(100),
  filter: z
    .strictObject({
      currency: currencyCode.optional(),
      type: PaymentAction.optional(),
      from: z.iso.datetime({ offset: true }).optional(),
      to: z.iso.datetime({ offset: true }).optional(),
    })
    .optional(),
});
export type PaymentsPageBody = z.infer<typeof PaymentsPageBody>;

export const PaymentsPage = z.object({
  data: z.array(Payment),
  pagination: z.object({ page: z.number().int(), per_page: z.number().int(), total_count: z.number().int() }),
});
export type PaymentsPage = z.infer<typeof PaymentsPage>;

/** `GET /api/payments/crypto/address?currency=` */
export const CryptoAddressQuery = z.object({ currency: currencyCode });
export const CryptoAddress = z.object({
  currency: z.string(),
  address: z.string(),
  /** `bitcoin:<address>` … for wallet apps. */
  uri: z.string(),
  /** The URI as a QR code (SVG markup). */
  qr_svg: z.string(),
});
export type CryptoAddress = z.infer<typeof CryptoAddress>;

/** `POST /api/dev/payments/crypto/send` (development tool). */
export const DevCryptoSendBody = z.strictObject({
  currency: currencyCode,
  address: z.string().trim().min(10).max(120),
  amount_cents: amountCents,
});
export type DevCryptoSendBody = z.infer<typeof DevCryptoSendBody>;

/** `POST /api/users/transaction`: the fraud-check payload. */
export const FraudCheckBody = z.strictObject({
  country: z.string().trim().length(2).toUpperCase(),
  first_name: z.string().trim().max(100).nullable().optional(),
  last_name: z.string().trim().max(100).nullable().optional(),
  email: z.string().trim().max(200),
  dfpc: z.string().max(2000).optional(),
  card: z
    .strictObject({
      /** Masked (`411111******1111`); a full number is refused. */
      number: z.string().max(40).optional(),
      holder: z.string().max(100).optional(),
      expiry: z.string().max(10).optional(),
    })
    .optional(),
  amount_cents: amountCents,
  currency: currencyCode,
  payment_system: z.string().trim().min(1).max(60),
  type: z.enum(['transaction', 'payout']),
  custom_status: z.string().max(60).nullable().optional(),
});
export type FraudCheckBody = z.infer<typeof FraudCheckBody>;

export const FraudCheckResult = z.object({
  status: z.enum(['ok', 'refused']),
  reasons: z.array(z.string()).optional(),
});
export type FraudCheckResult = z.infer<typeof FraudCheckResult>;

/** `payments_changes` (private channel): the payment and its state. */
export const PaymentChange = Payment.pick({
  id: true,
  amount_cents: true,
  currency: true,
  action: true,
  payment_system: true,
  recallable: true,
  success: true,
  created_at: true,
  finished_at: true,
  state: true,
});
export type PaymentChange = z.infer<typeof PaymentChange>;
