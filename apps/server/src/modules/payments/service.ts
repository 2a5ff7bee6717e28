import { createHmac } from 'node:crypto';
import {
  type CryptoAddress,
  cryptoAddressValid,
  type DepositBody,
  type DevCryptoSendBody,
  FINAL_PAYMENT_STATES,
  type FraudCheckBody,
  type FraudCheckResult,
  ibanAddsLtGroup,
  ibanValid,
  isCryptoCurrency,
  LT_IBAN_GROUP,
  type MethodFields,
  maskCardNumber,
  normalizeIban,
  type PaymentAction,
  type PaymentMethod,
  type PaymentMethods,
  type PaymentStarted,
  type PaymentState,
  type PaymentsPage,
  type PaymentsPageBody,
  paymentCardExpiry,
  paymentCardNumber,
  type WithdrawalBody,
} from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { defaultCurrencyOf } from '../../lib/default-currency.ts';
import { serverSecret } from '../../lib/server-secret.ts';
import { addGroups, listAccounts, listGroupIds } from '../player/repository.ts';
import { movePaymentMoney, WalletError } from '../wallet/service.ts';
import {
  cardBrandOf,
  FIRST_DEPOSIT_UNITS,
  findMethod,
  type MethodDef,
  methodFieldsOf,
  methodsFor,
  type PlayerContext,
  rangeOf,
  SANDBOX_PROVIDER,
  sumLimitsOf,
} from './catalogue.ts';
import { depositAddress, paymentUri, qrSvg } from './crypto.ts';
import { startGuardedDeposit } from './deposit-guard.ts';
import { presentChange, presentPayment } from './presenter.ts';
import {
  advancePayment,
  claimCryptoAddress,
  findCryptoAddress,
  findPayment,
  findProfile,
  insertFraudCheck,
  insertPayment,
  listProfiles,
  type PaymentInsert,
  type PaymentRow,
  type ProfileRow,
  pageOfPayments,
  removeProfile,
  saveProfile,
} from './repository.ts';
import { pageToken, queueOutcome, type SandboxNotice } from './sandbox.ts';
import type { PaymentSettings } from './settings.ts';

const isFinal = (state: string) => FINAL_PAYMENT_STATES.includes(state as PaymentState);

/** Every state change goes out on the player's `payments_changes` channel once committed. */
export const publishPayment = (deps: Deps, row: PaymentRow) =>
  deps.realtime.publishToPlayer(row.userId, 'payments_changes', presentChange(row));

async function playerContext(deps: Deps, user: UserRow): Promise<PlayerContext> {
  return { country: user.country, groups: await listGroupIds(deps.db, user.id) };
}

/** Minor units per whole unit of a fiat currency (JPY has none). */
const unitOf = (currency: string) => (currency === 'JPY' ? 1 : 100);

function profileMatches(profile: ProfileRow, method: MethodDef) {
  return method.fields === 'card'
    ? profile.kind === 'card' && profile.brand === method.brand
    : method.fields === 'iban' && profile.kind === 'iban';
}

function presentMethod(
  method: MethodDef,
  action: PaymentAction,
  currency: string,
  profiles: ProfileRow[],
): PaymentMethod {
  const range = rangeOf(action, currency);
  const limits = sumLimitsOf(currency);
  const max = action === 'deposit' && limits ? Math.min(range.max, limits.deposit_sum_cents) : range.max;
  return {
    id: method.id,
    brand: method.brand,
    title: method.title,
    description: null,
    iconSrc: null,
    extraIcons: [],
    translationKey: `payments.methods.${method.brand}`,
    type: method.type,
    provider: { name: SANDBOX_PROVIDER },
    currency,
    savedProfiles: profiles
      .filter((p) => profileMatches(p, method))
      .map((p) => ({ id: String(p.id), title: p.title, isRemoveAvailable: true })),
    isForSavedProfilesOnly: false,
    isProfileRequiredForCashout: false,
    recallable: action === 'cashout',
    processingTime: 'instant',
    fee: { percent: 0, fixed_cents: 0 },
    min_cents: range.min,
    max_cents: max,
    termsOfService: { restrictions: { amountCurrencyCode: currency } },
  };
}

/** `GET /api/payments/methods`: the player's methods for an action and currency (default: the active one). */
export async function listMethods(
  deps: Deps,
  user: UserRow,
  action: PaymentAction,
  currency = user.currency,
): Promise<PaymentMethods> {
  const [context, profiles] = await Promise.all([playerContext(deps, user), listProfiles(deps.db, user.id)]);
  return methodsAnswer(deps, action, currency, context, profiles);
}

/**
 * The methods a visitor of `country` would find (the public payment methods table): no groups,
 * no saved profiles; the currency defaults to the country's.
 */
export function listPublicMethods(
  deps: Deps,
  action: PaymentAction,
  country: string,
  currency = defaultCurrencyOf(country),
) {
  return methodsAnswer(deps, action, currency, { country, groups: [] }, []);
}

/**
 * The methods on offer. The sandbox is this installation's only provider: switched off (the default
 * in production, config `paymentsSandbox`) it takes nothing, so no method is offered.
 */
const offeredMethods = (deps: Deps, action: PaymentAction, currency: string, context: PlayerContext) =>
  deps.config.paymentsSandbox ? methodsFor(action, currency, context) : [];

function methodsAnswer(
  deps: Deps,
  action: PaymentAction,
  currency: string,
  context: PlayerContext,
  profiles: ProfileRow[],
): PaymentMethods {
  return {
    action,
    currency,
    limits: sumLimitsOf(currency),
    methods: offeredMethods(deps, action, currency, context).map((m) =>
      presentMethod(m, action, currency, profiles),
    ),
  };
}

/** `GET /api/payments/methods/{id}/fields`: the form of one method. */
export async function methodFields(
  deps: Deps,
  user: UserRow,
  id: string,
  action: PaymentAction,
  currency = user.currency,
  savedProfileId?: string,
): Promise<MethodFields> {
  const method = offeredMethods(deps, action, currency, await playerContext(deps, user)).find(
    (m) => m.id === id,
  );
  if (!method) throw new HttpError(404, 'not_found', 'No such payment method');
  const listed = presentMethod(method, action, currency, await listProfiles(deps.db, user.id));
  const usesProfile =
    savedProfileId !== undefined && listed.savedProfiles.some((p) => p.id === savedProfileId);
  const firstDeposit = isCryptoCurrency(currency) ? listed.min_cents : FIRST_DEPOSIT_UNITS * unitOf(currency);
  return {
    amountField: {
      min_cents: listed.min_cents,
      max_cents: listed.max_cents,
      default_cents: Math.min(Math.max(firstDeposit, listed.min_cents), listed.max_cents),
    },
    isSubmitAvailable: action === 'cashout' || method.type !== 'crypto',
    // A saved profile stands for the card or IBAN: only the amount is left to fill in.
    methodFields: usesProfile ? [] : methodFieldsOf(method.fields, action),
    playerFields: [],
  };
}

/**
 * `DELETE /api/payments/profiles/{id}`: forgets a saved card or IBAN (the payments made with it
 * keep their details). The player's other open cashboxes hear it on `payment_methods_updated`.
 */
export async function removeSavedProfile(deps: Deps, user: UserRow, id: number) {
  if (!(await removeProfile(deps.db, user.id, id)))
    throw new HttpError(404, 'not_found', 'No such saved profile');
  deps.realtime.publishToPlayer(user.id, 'payment_methods_updated', { removed_profile_id: String(id) });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface CheckedInput {
  method: MethodDef;
  details: Record<string, string>;
  /** A card or IBAN to keep as a saved profile. */
  profile?: {
    kind: 'card' | 'iban';
    title: string;
    brand: string;
    fingerprint: string;
    details: Record<string, string>;
  };
  profileId?: number;
  messages: string[];
  ltIban: boolean;
}

/** Whether the player has an account of `currency`: payments move money only in and out of those. */
async function holdsAccount(deps: Deps, userId: number, currency: string): Promise<boolean> {
  return (await listAccounts(deps.db, userId)).some((account) => account.currency === currency);
}

/** The method, the amount and the method's fields of a deposit or withdrawal (spec 2 §5), or a 422. */
async function checkInput(
  deps: Deps,
  user: UserRow,
  action: PaymentAction,
  body: DepositBody | WithdrawalBody,
): Promise<CheckedInput> {
  const context = await playerContext(deps, user);
  const method = offeredMethods(deps, action, body.currency, context).find((m) => m.id === body.method_id);
  if (!method) throw new FieldErrors({ method_id: ['validation.not_allowed'] });
  if (action === 'deposit' && method.type === 'crypto') {
    // Coins are sent to the player's address (GET /api/payments/crypto/address); there is no form.
    throw new FieldErrors({ method_id: ['payments.crypto_use_address'] });
  }
  // Money moves only in and out of the player's own accounts: a deposit in another currency would
  // open one behind their back, and step around limits they set in theirs.
  if (!(await holdsAccount(deps, user.id, body.currency))) {
    throw new FieldErrors({ currency: ['validation.currency_unavailable'] });
  }
  const errors: Record<string, string[]> = {};
  const add = (field: string, key: string) => {
    errors[field] = [...(errors[field] ?? []), key];
  };
  const amount = body.amount_cents;
  const range = rangeOf(action, body.currency);
  const sum = sumLimitsOf(body.currency);
  if (action === 'deposit' && sum && amount > sum.deposit_sum_cents)
    add('amount_cents', 'payments.deposit_sum_limit');
  else if (amount < range.min) add('amount_cents', 'validation.min_value');
  else if (amount > range.max) add('amount_cents', 'validation.max_value');

  const details: Record<string, string> = { title: method.title };
  const checked: CheckedInput = { method, details, messages: [], ltIban: false };
  const secret = await serverSecret(deps.db);
  const fingerprint = (value: string) =>
    createHmac('sha256', secret).update(`profile:${value}`).digest('hex');

  if (body.saved_profile_id !== undefined && (method.fields === 'card' || method.fields === 'iban')) {
    const id = /^\d{1,9}$/.test(body.saved_profile_id) ? Number(body.saved_profile_id) : Number.NaN;
    const profile = Number.isNaN(id) ? undefined : await findProfile(deps.db, user.id, id);
    if (!profile || !profileMatches(profile, method)) add('saved_profile_id', 'validation.invalid_value');
    else {
      checked.profileId = profile.id;
      Object.assign(details, profile.details);
    }
  } else if (method.fields === 'card') {
    const digits = (body.card_number ?? '').replace(/ /g, '');
    if (!body.card_number) add('card_number', 'validation.required');
    else {
      const rule = paymentCardNumber(body.card_number);
      if (rule) add('card_number', rule);
      else if (cardBrandOf(digits) !== method.brand) add('card_number', 'payments.card_brand_mismatch');
    }
    if (!body.card_expiry) add('card_expiry', 'validation.required');
    else {
      const rule = paymentCardExpiry(body.card_expiry, deps.now());
      if (rule) add('card_expiry', rule);
    }
    if (!body.holder) add('holder', 'validation.required');
    const masked = maskCardNumber(digits);
    Object.assign(details, { card: masked, expiry: body.card_expiry ?? '', holder: body.holder ?? '' });
    if (body.save_profile) {
      checked.profile = {
        kind: 'card',
        title: `${masked} (${body.card_expiry ?? ''})`,
        brand: method.brand,
        fingerprint: fingerprint(`card:${digits}`),
        details: { card: masked, expiry: body.card_expiry ?? '', holder: body.holder ?? '' },
      };
    }
  } else if (method.fields === 'iban') {
    if (!body.iban) add('iban', 'validation.required');
    else if (!ibanValid(body.iban)) add('iban', 'payments.iban_invalid');
    if (!body.holder) add('holder', 'validation.required');
    const iban = normalizeIban(body.iban ?? '');
    const masked = `${iban.slice(0, 4)} **** ${iban.slice(-4)}`;
    Object.assign(details, { iban: masked, holder: body.holder ?? '' });
    checked.ltIban = ibanAddsLtGroup(iban);
    if (checked.ltIban) checked.messages.push('payments.iban_lt_group');
    if (body.save_profile) {
      checked.profile = {
        kind: 'iban',
        title: masked,
        brand: 'bank_transfer',
        fingerprint: fingerprint(`iban:${iban}`),
        details: { iban: masked, holder: body.holder ?? '' },
      };
    }
  } else if (method.fields === 'email') {
    if (!body.email) add('email', 'validation.required');
    else if (!EMAIL.test(body.email)) add('email', 'validation.email');
    details.email = body.email ?? '';
  } else if (method.fields === 'crypto' && action === 'cashout') {
    if (!body.address) add('address', 'validation.required');
    else if (!isCryptoCurrency(body.currency) || !cryptoAddressValid(body.currency, body.address)) {
      add('address', 'payments.address_invalid');
    }
    details.address = body.address ?? '';
  }
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  return checked;
}

/**
 * Writes a checked deposit or withdrawal, pending, in the caller's transaction `tx`, with what it
 * brings along: the LT IBAN's group 1101 (spec 2 §5) and the card or IBAN to keep. A refusal later
 * in that transaction keeps none of them.
 */
async function insertCheckedPayment(
  deps: Deps,
  tx: Db,
  user: UserRow,
  checked: CheckedInput,
  payment: Pick<PaymentInsert, 'action' | 'currency' | 'amountCents' | 'reviewAt'>,
): Promise<PaymentRow> {
  const now = deps.now();
  if (checked.ltIban) await addGroups(tx, user.id, [LT_IBAN_GROUP], now);
  const profileId = checked.profile
    ? (await saveProfile(tx, { userId: user.id, ...checked.profile, createdAt: now })).id
    : checked.profileId;
  return insertPayment(tx, {
    ...payment,
    userId: user.id,
    state: 'pending',
    methodId: checked.method.id,
    brand: checked.method.brand,
    provider: SANDBOX_PROVIDER,
    details: checked.details,
    profileId: profileId ?? null,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * `POST /api/payments/deposits`: a pending deposit and the provider's page to confirm it on. No
 * money moves here: the provider's `succeeded` notice credits it.
 */
export async function startDeposit(deps: Deps, user: UserRow, body: DepositBody): Promise<PaymentStarted> {
  const checked = await checkInput(deps, user, 'deposit', body);
  const attempt = { userId: user.id, currency: body.currency, amountCents: body.amount_cents };
  const row = await startGuardedDeposit(deps, attempt, (tx) =>
    insertCheckedPayment(deps, tx, user, checked, {
      action: 'deposit',
      currency: body.currency,
      amountCents: body.amount_cents,
    }),
  );
  publishPayment(deps, row);
  const token = await pageToken(deps.db, row.id);
  return {
    id: row.id,
    state: 'pending',
    redirect_url: `/sandbox/3ds/${row.id}?token=${token}`,
    messages: checked.messages,
  };
}

/** Thrown inside a wallet movement when the payment moved on meanwhile: rolls the money back. */
class StalePayment extends Error {}

/**
 * Moves money and the payment's state in ONE transaction: the state changes only if the payment is
 * still in `from`, else nothing (the money neither). A repeat of the key moves nothing either.
 */
async function moveWithState(
  deps: Deps,
  row: PaymentRow,
  kind: 'deposit' | 'withdrawal_reserve' | 'withdrawal_release' | 'withdrawal_payout',
  to: PaymentState,
  from: PaymentState[],
  reason?: string,
): Promise<PaymentRow | undefined> {
  let moved: PaymentRow | undefined;
  try {
    await movePaymentMoney(deps, {
      userId: row.userId,
      currency: row.currency,
      amountCents: row.amountCents,
      kind,
      idempotencyKey: `payment:${row.id}:${kind}`,
      memo: `payment ${row.id}`,
      within: async (tx: Db) => {
        moved = await advancePayment(tx, row.id, to, deps.now(), {
          from,
          finished: isFinal(to),
          reason: reason ?? null,
        });
        if (!moved) throw new StalePayment();
      },
    });
  } catch (error) {
    if (error instanceof StalePayment) return undefined;
    throw error;
  }
  if (moved) publishPayment(deps, moved);
  return moved;
}

/** A state change that moves no money (only forward, see `advancePayment`). */
async function advance(deps: Deps, row: PaymentRow, to: PaymentState, reason?: string) {
  const moved = await advancePayment(deps.db, row.id, to, deps.now(), {
    finished: isFinal(to),
    ...(reason ? { reason } : {}),
  });
  if (moved) publishPayment(deps, moved);
  return moved;
}

const ACTIVE: PaymentState[] = ['pending', 'processing', 'reserved'];

/**
 * A provider notice: the payment moves forward only (a repeat or a late `processing` changes
 * nothing), and the money follows the state exactly once: a deposit is credited on `succeeded`, a
 * withdrawal paid out on `succeeded` or its reserve released on a failure.
 */
export async function applyNotice(
  deps: Deps,
  notice: SandboxNotice,
): Promise<{ status: 'applied' | 'ignored'; state: PaymentState }> {
  const row = await findPayment(deps.db, notice.payment_id);
  if (!row || row.provider !== SANDBOX_PROVIDER) throw new HttpError(404, 'unknown_payment');
  if (row.amountCents !== notice.amount_cents || row.currency !== notice.currency) {
    throw new HttpError(422, 'amount_mismatch', 'The notice does not match the payment');
  }
  const current = row.state as PaymentState;
  const ignored = { status: 'ignored' as const, state: current };
  if (isFinal(current)) return ignored;
  const to = notice.state;
  let moved: PaymentRow | undefined;
  if (to === 'succeeded') {
    moved = await moveWithState(
      deps,
      row,
      row.action === 'deposit' ? 'deposit' : 'withdrawal_payout',
      'succeeded',
      ACTIVE,
    );
  } else if (isFinal(to) && row.action === 'cashout') {
    moved = await moveWithState(deps, row, 'withdrawal_release', to, ACTIVE, `provider_${to}`);
  } else {
    moved = await advance(deps, row, to, isFinal(to) ? `provider_${to}` : undefined);
  }
  if (!moved) {
    const now = await findPayment(deps.db, row.id);
    return { status: 'ignored', state: (now?.state ?? current) as PaymentState };
  }
  return { status: 'applied', state: moved.state as PaymentState };
}

/** The sandbox page's buttons: the bank's verdict, sent as notices later. */
export async function submitSandboxPage(
  deps: Deps,
  row: PaymentRow,
  choice: 'confirm' | 'decline' | 'cancel',
): Promise<void> {
  const now = deps.now();
  if (choice === 'cancel') {
    await queueOutcome(deps.db, row, [{ state: 'canceled' }], now);
    return;
  }
  if (choice === 'decline') {
    await queueOutcome(deps.db, row, [{ state: 'declined' }], now);
    return;
  }
  const rejected = row.details.card?.endsWith('5100') && row.details.card.startsWith('510510');
  const steps: Array<{ state: PaymentState }> = rejected
    ? [{ state: 'processing' }, { state: 'rejected' }]
    : row.methodId === 'visa' || row.methodId === 'mastercard'
      ? [{ state: 'processing' }, { state: 'reserved' }, { state: 'succeeded' }]
      : [{ state: 'processing' }, { state: 'succeeded' }];
  await queueOutcome(deps.db, row, steps, now);
}

/**
 * When a withdrawal is approved without the operator: after the review delay, and only for a player
 * who confirmed the e-mail (else, and without a delay configured, the operator decides).
 */
function automaticApprovalAt(settings: PaymentSettings, user: UserRow, now: Date): Date | null {
  if (settings.reviewDelayMs === null || !user.confirmedAt) return null;
  return new Date(now.getTime() + settings.reviewDelayMs);
}

/** `POST /api/payments/withdrawals`: reserves the money at once; the payment waits for review. */
export async function startWithdrawal(
  deps: Deps,
  user: UserRow,
  body: WithdrawalBody,
): Promise<PaymentStarted> {
  const checked = await checkInput(deps, user, 'cashout', body);
  const now = deps.now();
  const settings = deps.payments;
  let created: PaymentRow | undefined;
  try {
    await movePaymentMoney(deps, {
      userId: user.id,
      currency: body.currency,
      amountCents: body.amount_cents,
      kind: 'withdrawal_reserve',
      // A fresh key per request: a withdrawal is a new payment each time.
      idempotencyKey: `withdrawal:${user.id}:${now.getTime()}:${Math.random().toString(36).slice(2)}`,
      // The IBAN's group and a saved profile only with the reserved money: a refusal keeps neither.
      within: async (tx) => {
        created = await insertCheckedPayment(deps, tx, user, checked, {
          action: 'cashout',
          currency: body.currency,
          amountCents: body.amount_cents,
          reviewAt: automaticApprovalAt(settings, user, now),
        });
      },
    });
  } catch (error) {
    if (error instanceof WalletError && error.code === 'insufficient_funds') {
      throw new FieldErrors({ amount_cents: ['validation.not_enough_money'] });
    }
    throw error;
  }
  publishPayment(deps, created!);
  return { id: created!.id, state: 'pending', redirect_url: null, messages: checked.messages };
}

async function ownPayment(deps: Deps, user: UserRow, id: number) {
  const row = await findPayment(deps.db, id);
  if (!row || row.userId !== user.id) throw new HttpError(404, 'not_found', 'No such payment');
  return row;
}

/** `POST /api/player/payments/{id}/recall`: a pending withdrawal's money comes back. */
export async function recallWithdrawal(deps: Deps, user: UserRow, id: number) {
  const row = await ownPayment(deps, user, id);
  if (row.action !== 'cashout' || row.state !== 'pending') {
    throw new FieldErrors({ id: ['payments.not_recallable'] });
  }
  const moved = await moveWithState(deps, row, 'withdrawal_release', 'recalled', ['pending'], 'recalled');
  if (!moved) throw new FieldErrors({ id: ['payments.not_recallable'] });
  return presentPayment(moved);
}

/** Approval (the review delay passed, or an operator): the payout goes to the provider. */
export async function approveWithdrawal(deps: Deps, row: PaymentRow): Promise<PaymentRow | undefined> {
  if (row.action !== 'cashout') return undefined;
  const moved = await advancePayment(deps.db, row.id, 'processing', deps.now(), { from: ['pending'] });
  if (!moved) return undefined;
  publishPayment(deps, moved);
  await queueOutcome(deps.db, moved, [{ state: 'succeeded' }], deps.now());
  return moved;
}

/** An operator's decline: the reserved money comes back. */
export async function declineWithdrawal(deps: Deps, row: PaymentRow) {
  if (row.action !== 'cashout') return undefined;
  return moveWithState(deps, row, 'withdrawal_release', 'declined', ['pending'], 'declined_by_operator');
}

/** `POST /api/player/payments/with_pages` */
export async function paymentsPage(deps: Deps, user: UserRow, body: PaymentsPageBody): Promise<PaymentsPage> {
  const filter = body.filter ?? {};
  const { rows, total } = await pageOfPayments(
    deps.db,
    user.id,
    {
      currency: filter.currency,
      action: filter.type,
      from: filter.from ? new Date(filter.from) : undefined,
      to: filter.to ? new Date(filter.to) : undefined,
    },
    body.page,
    body.page_size,
  );
  return {
    data: rows.map(presentPayment),
    pagination: { page: body.page, per_page: body.page_size, total_count: total },
  };
}

/** `GET /api/player/payments`: the plain list of spec 2 §7 (the newest 100). */
export async function paymentsList(deps: Deps, user: UserRow) {
  return (await pageOfPayments(deps.db, user.id, {}, 1, 100)).rows.map(presentPayment);
}

/** `GET /api/payments/crypto/address`: the player's address for a coin, its URI and QR code. */
export async function cryptoAddressOf(deps: Deps, user: UserRow, currency: string): Promise<CryptoAddress> {
  if (
    !deps.config.paymentsSandbox ||
    !isCryptoCurrency(currency) ||
    !(await holdsAccount(deps, user.id, currency))
  ) {
    // An address only for a coin the player holds an account of: what arrives there is credited to it.
    throw new FieldErrors({ currency: ['validation.currency_unavailable'] });
  }
  const address = await depositAddress(deps.db, user.id, currency);
  await claimCryptoAddress(deps.db, user.id, currency, address, deps.now());
  const uri = paymentUri(currency, address);
  return { currency, address, uri, qr_svg: await qrSvg(uri) };
}

/** Confirmations after which the sandbox's chain counts a transfer as final. */
const CONFIRMATIONS = 3;

/** `POST /api/dev/payments/crypto/send`: coins arrive at an address, seen on the chain, then confirmed. */
export async function devCryptoSend(deps: Deps, body: DevCryptoSendBody): Promise<PaymentStarted> {
  const owner = await findCryptoAddress(deps.db, body.address);
  if (!owner) throw new FieldErrors({ address: ['payments.address_unknown'] });
  if (owner.currency !== body.currency) throw new FieldErrors({ currency: ['validation.invalid_value'] });
  const currency = owner.currency;
  if (!isCryptoCurrency(currency)) throw new FieldErrors({ currency: ['validation.currency_unavailable'] });
  if (body.amount_cents < rangeOf('deposit', currency).min) {
    throw new FieldErrors({ amount_cents: ['validation.min_value'] });
  }
  const attempt = { userId: owner.userId, currency, amountCents: body.amount_cents };
  const now = deps.now();
  const row = await startGuardedDeposit(deps, attempt, (tx) =>
    insertPayment(tx, {
      userId: owner.userId,
      action: 'deposit',
      state: 'pending',
      currency,
      amountCents: body.amount_cents,
      methodId: 'crypto',
      brand: findMethod('crypto', 'deposit', currency, { country: null, groups: [] })!.brand,
      provider: SANDBOX_PROVIDER,
      details: { title: currency, address: body.address },
      createdAt: now,
      updatedAt: now,
    }),
  );
  publishPayment(deps, row);
  await queueOutcome(
    deps.db,
    row,
    [
      { state: 'processing', confirmations: 1 },
      { state: 'succeeded', confirmations: CONFIRMATIONS },
    ],
    now,
  );
  return { id: row.id, state: 'pending', redirect_url: null, messages: [] };
}

/** A card number with more than six leading digits in clear: never acceptable in a fraud payload. */
const UNMASKED_CARD = /\d{7,}/;

/** `POST /api/users/transaction`: the fraud check of spec 2 §7, kept; obvious nonsense is refused. */
export async function fraudCheck(deps: Deps, user: UserRow, body: FraudCheckBody): Promise<FraudCheckResult> {
  const reasons: string[] = [];
  if (body.email.toLowerCase() !== user.email.toLowerCase()) reasons.push('email_mismatch');
  const digits = body.card?.number?.replace(/[\s-]/g, '') ?? '';
  if (UNMASKED_CARD.test(digits.replace(/^\d{6}/, ''))) reasons.push('unmasked_card');
  if (user.country && body.country !== user.country.toUpperCase()) reasons.push('country_mismatch');
  const status = reasons.length > 0 ? 'refused' : 'ok';
  const payload = {
    ...body,
    ...(body.card?.number ? { card: { ...body.card, number: maskCardNumber(digits) } } : {}),
  };
  await insertFraudCheck(deps.db, { userId: user.id, payload, status, reasons, createdAt: deps.now() });
  return reasons.length > 0 ? { status, reasons } : { status };
}
