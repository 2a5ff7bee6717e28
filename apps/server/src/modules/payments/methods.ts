import {
  isCryptoCurrency,
  type MethodFields,
  type PaymentAction,
  type PaymentMethod,
  type PaymentMethods,
} from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { defaultCurrencyOf } from '../../lib/default-currency.ts';
import { playerGroupIds } from '../player/service.ts';
import {
  FIRST_DEPOSIT_UNITS,
  type MethodDef,
  methodFieldsOf,
  methodsFor,
  type PlayerContext,
  rangeOf,
  SANDBOX_PROVIDER,
  sumLimitsOf,
} from './catalogue.ts';
import { listProfiles, type ProfileRow } from './repository.ts';
import { profileMatches } from './saved-profiles.ts';

/** What decides a player's methods: their country and groups. */
export async function playerContext(deps: Deps, user: UserRow): Promise<PlayerContext> {
  return { country: user.country, groups: await playerGroupIds(deps, user.id) };
}

/**
 * The methods on offer. The sandbox is this installation's only provider: switched off (the default
 * in production, config `paymentsSandbox`) it takes nothing, so no method is offered.
 */
export const offeredMethods = (
  deps: Deps,
  action: PaymentAction,
  currency: string,
  context: PlayerContext,
) => (deps.config.paymentsSandbox ? methodsFor(action, currency, context) : []);

/** Minor units per whole unit of a fiat currency (JPY has none). */
const unitOf = (currency: string) => (currency === 'JPY' ? 1 : 100);

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
