import type { AuthProviderError } from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { audit } from '../../lib/audit.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { Arrival } from '../affiliates/service.ts';
import { confirmationMail } from '../auth/mails.ts';
import { createPlayer, placeOf } from '../auth/registration.ts';
import { completeSignIn, isBlocked, isLocked } from '../auth/sign-in.ts';
import type { BrowserSession } from '../sessions/service.ts';
import { openidClient, providerClient } from './client.ts';
import { FLOW_TTL_MS, type SignInFlow } from './flow.ts';
import {
  findLink,
  findPlayer,
  findPlayerByEmail,
  insertLink,
  isGuestRestricted,
  spendState,
} from './repository.ts';
import type { AuthProviderSettings } from './settings.ts';

/**
 * The password of a player who registered with a provider and has not set one (a password reset
 * sets it): not an argon2 hash, so no password matches it.
 */
export const NO_PASSWORD = '!';
export const hasPassword = (encryptedPassword: string) => encryptedPassword !== NO_PASSWORD;

/** A provider sign-in that ends without a session; `reason` goes to the security log only. */
export class ProviderRefusal extends Error {
  constructor(
    readonly key: AuthProviderError,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export const callbackPathOf = (name: string) => `/users/auth/${name}/callback`;

/** The provider's authorization URL (PKCE S256, state, nonce) and the flow to keep in the cookie. */
export async function startFlow(
  deps: Deps,
  ctx: Pick<RequestContext, 'origin'>,
  settings: AuthProviderSettings,
  linkTo: number | null,
  returnTo: string,
): Promise<{ url: URL; flow: SignInFlow }> {
  const config = await providerClient(settings);
  const oidc = await openidClient();
  const flow: SignInFlow = {
    provider: settings.name,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    redirectUri: `${ctx.origin}${callbackPathOf(settings.name)}`,
    linkTo,
    returnTo,
    expiresAt: deps.now().getTime() + FLOW_TTL_MS,
  };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: flow.redirectUri,
    scope: settings.scope,
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url, flow };
}

/** What the provider vouches for: its subject for the player, and the e-mail address it gave. */
interface Identity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

const textClaim = (value: unknown, max = 255) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;

/**
 * Exchanges the code (the state, PKCE verifier, nonce and issuer checked by openid-client) once:
 * the state is spent before the exchange, so a replayed callback, or 20 at once, gets no session.
 */
async function verifiedIdentity(
  deps: Deps,
  settings: AuthProviderSettings,
  flow: SignInFlow,
  query: string,
): Promise<Identity> {
  if (flow.provider !== settings.name)
    throw new ProviderRefusal('auth.providers.failed', 'provider_mismatch');
  const params = new URLSearchParams(query);
  if (params.get('error') === 'access_denied') throw new ProviderRefusal('auth.providers.failed', 'denied');
  if (params.get('state') !== flow.state)
    throw new ProviderRefusal('auth.providers.failed', 'state_mismatch');
  const spent = await spendState(deps.db, hashToken(flow.state), new Date(flow.expiresAt), deps.now());
  if (!spent) throw new ProviderRefusal('auth.providers.failed', 'state_replayed');
  const config = await providerClient(settings);
  // Before the try: a client that cannot load is the server's fault, not the provider's refusal.
  const oidc = await openidClient();
  let claims: Record<string, unknown>;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, new URL(`${flow.redirectUri}?${query}`), {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('no ID token');
    claims = { ...idClaims };
    // Many providers (and every code flow by default) put the e-mail in the userinfo only.
    if (config.serverMetadata().userinfo_endpoint) {
      Object.assign(claims, await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub));
    }
  } catch (error) {
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown';
    throw new ProviderRefusal('auth.providers.failed', `verification: ${detail}`.slice(0, 300));
  }
  return {
    subject: String(claims.sub),
    email: textClaim(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true,
    givenName: textClaim(claims.given_name),
    familyName: textClaim(claims.family_name),
  };
}

export type FlowOutcome = 'signed_in' | 'second_factor' | 'linked';

/**
 * The callback: verifies the provider's answer, then links it to the player who started the
 * flow, or signs in the linked player, or the player whose confirmed address the provider
 * verified (never one with 2FA: the provider would replace both factors), or registers a player.
 */
export async function finishFlow(
  deps: Deps,
  ctx: RequestContext,
  browser: BrowserSession,
  settings: AuthProviderSettings,
  flow: SignInFlow,
  query: string,
  arrival: Arrival,
): Promise<FlowOutcome> {
  const identity = await verifiedIdentity(deps, settings, flow, query);
  if (flow.linkTo !== null) return linkToSignedIn(deps, ctx, settings, flow.linkTo, identity);
  if (await isGuestRestricted(deps.db, ctx.country)) {
    throw new ProviderRefusal('auth.providers.restricted', 'country');
  }
  for (let attempt = 0; ; attempt += 1) {
    const user = await playerOf(deps, ctx, settings, identity, arrival).catch((error: unknown) => {
      // A registration or link raced with another for this subject or address: look again.
      if (attempt === 0 && isUniqueViolation(error)) return null;
      throw error;
    });
    if (user) return signIn(deps, ctx, browser, settings, user);
  }
}

async function linkToSignedIn(
  deps: Deps,
  ctx: RequestContext,
  settings: AuthProviderSettings,
  userId: number,
  identity: Identity,
): Promise<FlowOutcome> {
  // The player who comes back must be the one who left.
  if (ctx.user?.id !== userId) throw new ProviderRefusal('auth.providers.failed', 'session_changed');
  const existing = await findLink(deps.db, settings.name, identity.subject);
  if (existing && existing.userId !== userId) {
    throw new ProviderRefusal('auth.providers.linked_elsewhere', 'subject_linked');
  }
  if (!existing) {
    try {
      await newLink(deps.db, deps.now(), settings, userId, identity);
    } catch (error) {
      // Another subject of this provider is linked to the player, or this one was just linked elsewhere.
      if (isUniqueViolation(error)) throw new ProviderRefusal('auth.providers.linked_elsewhere', 'race');
      throw error;
    }
    await audit(deps, ctx, 'auth_provider_linked', userId, { provider: settings.name });
  }
  return 'linked';
}

const newLink = (db: Db, at: Date, settings: AuthProviderSettings, userId: number, identity: Identity) =>
  insertLink(db, {
    userId,
    provider: settings.name,
    subject: identity.subject,
    email: identity.email,
    createdAt: at,
  });

/** The player this identity signs in: linked, linked now by a verified e-mail, or new. */
async function playerOf(
  deps: Deps,
  ctx: RequestContext,
  settings: AuthProviderSettings,
  identity: Identity,
  arrival: Arrival,
): Promise<UserRow> {
  const { db } = deps;
  const link = await findLink(db, settings.name, identity.subject);
  if (link) {
    const user = await findPlayer(db, link.userId);
    if (user) return user;
  }
  if (!identity.email) throw new ProviderRefusal('auth.providers.no_email', 'no_email');
  const owner = await findPlayerByEmail(db, identity.email);
  if (owner) {
    // Both sides must vouch for the address, or whoever registered it first (or claims it at the
    // provider) would take the other's account; and a player with 2FA proves both factors first.
    if (!identity.emailVerified || !owner.confirmedAt || owner.twoFactorEnabled) {
      throw new ProviderRefusal('auth.providers.email_taken', 'email_of_another_player');
    }
    await newLink(db, deps.now(), settings, owner.id, identity);
    await audit(deps, ctx, 'auth_provider_linked', owner.id, { provider: settings.name, by: 'email' });
    return owner;
  }
  return registerWithProvider(deps, ctx, settings, identity, arrival);
}

/**
 * A new player by the registration rules (country of the request, its currency, the mirror's
 * licence); the terms are not accepted yet, so `auth_fields_missed` asks for them before play.
 */
async function registerWithProvider(
  deps: Deps,
  ctx: RequestContext,
  settings: AuthProviderSettings,
  identity: Identity,
  arrival: Arrival,
): Promise<UserRow> {
  const email = identity.email!;
  const errors: Record<string, string[]> = {};
  const place = await placeOf(deps, ctx, {}, errors).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 403) {
      throw new ProviderRefusal('auth.providers.restricted', 'registration_restricted');
    }
    throw error;
  });
  const at = deps.now();
  const confirmationToken = identity.emailVerified ? null : randomToken();
  const user = await createPlayer(
    deps,
    ctx,
    {
      email,
      encryptedPassword: NO_PASSWORD,
      firstName: identity.givenName,
      lastName: identity.familyName,
      country: place.country,
      currency: place.currency,
      licenseName: ctx.site.license,
      confirmedAt: identity.emailVerified ? at : null,
      confirmationTokenHash: confirmationToken ? hashToken(confirmationToken) : null,
      confirmationSentAt: confirmationToken ? at : null,
      createdAt: at,
      updatedAt: at,
    },
    arrival,
    null,
    async (tx, created) => {
      await newLink(tx, at, settings, created.id, identity);
    },
  );
  if (confirmationToken) {
    await deps.mailer.send(confirmationMail(ctx.site.brand, ctx.origin, email, confirmationToken));
  }
  await audit(deps, ctx, 'registered', user.id, {
    provider: settings.name,
    country: place.country,
    currency: place.currency,
    license: user.licenseName,
  });
  return user;
}

/** As a password sign-in: a locked account is refused; with 2FA the session waits for the code. */
async function signIn(
  deps: Deps,
  ctx: RequestContext,
  browser: BrowserSession,
  settings: AuthProviderSettings,
  user: UserRow,
): Promise<FlowOutcome> {
  if (isLocked(user, deps.now())) throw new ProviderRefusal('auth.locked', 'locked');
  // Blocked by an operator: the provider's word does not sign them in either.
  if (isBlocked(user)) throw new ProviderRefusal('auth.providers.failed', 'blocked');
  if (user.twoFactorEnabled && user.otpSecret) {
    await browser.start(user.id, 'otp_pending');
    return 'second_factor';
  }
  await completeSignIn(deps, ctx, browser, user, { provider: settings.name });
  return 'signed_in';
}
