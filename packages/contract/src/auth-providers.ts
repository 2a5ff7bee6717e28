import { z } from 'zod';

/**
 * Sign-in with an OpenID Connect provider the operator configured (none by default).
 * Wire shapes of the newer client's calls (reference §2, observed).
 */

/** GET /api/info/auth_providers: one entry per configured provider; `url` starts its sign-in (a page to go to). */
export const AuthProviderInfo = z.object({ name: z.string(), url: z.string() });
export type AuthProviderInfo = z.infer<typeof AuthProviderInfo>;

/**
 * GET /api/auth_providers: the signed-in player's linked providers. `type` is the provider's name,
 * `uid` its subject for the player, `social_network_account` the e-mail it gave; `removable` is
 * false for the last way to sign in of a player without a password.
 */
export const AuthProviderLink = z.object({
  id: z.number().int(),
  type: z.string(),
  active: z.boolean(),
  uid: z.string(),
  social_network_account: z.string().nullable(),
  confirmed_at: z.string(),
  removable: z.boolean(),
});
export type AuthProviderLink = z.infer<typeof AuthProviderLink>;

/** DELETE /api/auth_providers/{id} */
export const AuthProviderLinkParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Why a provider sign-in came back without a session: `/login?auth_provider_error=<key>` (the
 * sign-in modal shows the key's text); and the refusal of an unlink.
 */
export const AUTH_PROVIDER_ERRORS = [
  /** The provider's answer did not verify (forged or replayed, wrong nonce or issuer, expired flow). */
  'auth.providers.failed',
  /** The provider gave no e-mail address, needed for a new player. */
  'auth.providers.no_email',
  /** The e-mail belongs to a player the provider cannot sign in (not verified by both, or 2FA): sign in and link. */
  'auth.providers.email_taken',
  /** The provider's subject is linked to another player than the signed-in one. */
  'auth.providers.linked_elsewhere',
  /** The account is locked. */
  'auth.locked',
  /** Sign-in or registration is not available in the visitor's country. */
  'auth.providers.restricted',
  /** DELETE /api/auth_providers/{id} (422): the last way to sign in of a player without a password. */
  'auth.providers.last_method',
] as const;
export type AuthProviderError = (typeof AUTH_PROVIDER_ERRORS)[number];

/** The sign-in page's query key carrying an AuthProviderError; `second_factor=1` asks for the 2FA code. */
export const AUTH_PROVIDER_ERROR_PARAM = 'auth_provider_error';
export const SECOND_FACTOR_PARAM = 'second_factor';
