import { CRYPTO_CURRENCIES, FIAT_CURRENCIES, type RegistrationRequest } from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/rows.ts';
import type { users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/context.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { audit } from '../../lib/audit.ts';
import { defaultCurrencyOf, FALLBACK_CURRENCY } from '../../lib/default-currency.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { type Arrival, recordArrival } from '../affiliates/service.ts';
import { checkRegistrationCode, welcomeNewPlayer } from '../bonuses/codes.ts';
import { requireCaptcha } from '../captcha/service.ts';
import { internalConfig } from '../config/service.ts';
import { validatePlayerFields } from '../player-fields/service.ts';
import type { BrowserSession } from '../sessions/service.ts';
import { openWalletAccount } from '../wallet/accounts.ts';
import { mergeFieldErrors, playerFieldPatch } from './fields.ts';
import { confirmationMail } from './mails.ts';
import {
  countCountries,
  enabledCurrencyCodes,
  findCountry,
  findUserByEmail,
  insertPlayer,
} from './repository.ts';

/** The enabled currencies, used while the currencies table is empty. */
const DEFAULT_ENABLED_CURRENCIES: readonly string[] = [...FIAT_CURRENCIES, ...CRYPTO_CURRENCIES];

/** The A/B test puts players in 543 or 544 by parity of id — even ids 543, odd ids 544. */
export const abGroupOf = (id: number) => (id % 2 === 0 ? 543 : 544);

type RegistrationUser = RegistrationRequest['user'];

async function abTestOn(deps: Deps) {
  const value = await internalConfig(deps, 'registrationAbTest');
  return typeof value === 'object' && value !== null && (value as { enabled?: unknown }).enabled === true;
}

/** Country and currency of the new player, or field errors; a restricted country is a 403. */
export async function placeOf(
  deps: Deps,
  ctx: Pick<RequestContext, 'country'>,
  input: Pick<RegistrationUser, 'country' | 'currency'>,
  errors: Record<string, string[]>,
) {
  const { db } = deps;
  const country = input.country ?? ctx.country;
  const [here, chosen] = await Promise.all([findCountry(db, ctx.country), findCountry(db, country)]);
  if (here?.guestRestricted || chosen?.guestRestricted) throw new HttpError(403, 'registration_restricted');
  if (input.country && !chosen && (await countCountries(db)) > 0) {
    mergeFieldErrors(errors, { country: ['validation.invalid_value'] });
  }
  const enabled = await enabledCurrencyCodes(db);
  const allowed = enabled.length > 0 ? enabled : DEFAULT_ENABLED_CURRENCIES;
  let currency = input.currency ?? chosen?.defaultCurrency ?? defaultCurrencyOf(country);
  if (!allowed.includes(currency)) {
    if (input.currency) mergeFieldErrors(errors, { currency: ['validation.currency_unavailable'] });
    // A country whose currency is not offered (GB → GBP by default) gets the house currency.
    currency = allowed.includes(FALLBACK_CURRENCY) ? FALLBACK_CURRENCY : allowed[0]!;
  }
  return { country, currency };
}

/**
 * Creates a player: the row, their A/B group, zero-balance account, affiliate tag and what `alsoInTx`
 * adds, all or nothing (a unique violation, e.g. the e-mail taken meanwhile, is thrown); then the
 * registration gifts (a gift that fails is logged: the player exists either way).
 */
export async function createPlayer(
  deps: Deps,
  ctx: Pick<RequestContext, 'site' | 'log'>,
  values: typeof users.$inferInsert,
  arrival: Arrival,
  codeOffer: Awaited<ReturnType<typeof checkRegistrationCode>> | null,
  alsoInTx?: (tx: Db, user: UserRow) => Promise<void>,
): Promise<UserRow> {
  const at = deps.now();
  const abGroup = (await abTestOn(deps)) ? abGroupOf : undefined;
  const user = await deps.db.transaction(async (tx) => {
    const created = await insertPlayer(tx, values, abGroup);
    await openWalletAccount(tx, created.id, created.currency, at);
    await recordArrival(tx, created.id, arrival, at);
    await alsoInTx?.(tx, created);
    return created;
  });
  try {
    return await welcomeNewPlayer(deps, user, ctx.site.license, codeOffer);
  } catch (error) {
    ctx.log.error({ err: error, userId: user.id }, 'registration gifts failed');
    return user;
  }
}

/**
 * POST /api/users: checks the form (player_fields rules, e-mail not taken, country allowed),
 * creates the player with a zero-balance account, mails the confirmation link and signs in.
 */
export async function registerPlayer(
  deps: Deps,
  ctx: RequestContext,
  browser: BrowserSession,
  input: RegistrationUser,
  /** The visitor's affiliate tag and UTM keys, recorded with the player. */
  arrival: Arrival,
): Promise<UserRow> {
  await requireCaptcha(deps, input.captcha);
  const errors: Record<string, string[]> = {};
  const { country, currency } = await placeOf(deps, ctx, input, errors);
  const {
    captcha: _captcha,
    dfpc: _dfpc,
    password_confirmation: _confirmation,
    bonus_code: _bonusCode,
    ...fields
  } = input;
  // The rules see the country and currency the player will get, defaults included.
  mergeFieldErrors(
    errors,
    await validatePlayerFields(deps, 'registration', { ...fields, country, currency }, { country }),
  );
  const taken = () => mergeFieldErrors(errors, { email: ['validation.email_taken'] });
  if (await findUserByEmail(deps.db, input.email)) taken();
  const codeOffer = input.bonus_code
    ? await checkRegistrationCode(deps, input.bonus_code, country, ctx.site.license).catch(
        (error: unknown) => {
          if (!(error instanceof FieldErrors)) throw error;
          mergeFieldErrors(errors, error.errors);
          return null;
        },
      )
    : null;
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);

  const at = deps.now();
  const confirmationToken = randomToken();
  const values = {
    ...playerFieldPatch(input),
    email: input.email,
    encryptedPassword: await hashPassword(input.password),
    country,
    currency,
    language: input.locale ?? 'en',
    licenseName: ctx.site.license,
    termsAcceptedAt: input.terms_acceptance === true ? at : null,
    confirmationTokenHash: hashToken(confirmationToken),
    confirmationSentAt: at,
    createdAt: at,
    updatedAt: at,
    currentSignInAt: at,
    lastSignInAt: at,
  };
  let user: UserRow;
  try {
    user = await createPlayer(deps, ctx, values, arrival, codeOffer);
  } catch (error) {
    // Two registrations raced for one address: the loser gets the ordinary answer.
    if (isUniqueViolation(error)) throw new FieldErrors(taken());
    throw error;
  }
  await deps.mailer.send(confirmationMail(ctx.site.brand, ctx.origin, user.email, confirmationToken));
  await browser.start(user.id, 'active');
  await audit(deps, ctx, 'registered', user.id, {
    country,
    currency,
    license: user.licenseName,
    dfpc: input.dfpc ?? null,
  });
  return user;
}
