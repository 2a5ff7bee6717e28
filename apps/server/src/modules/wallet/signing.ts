import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { serverSecret } from '../../lib/server-secret.ts';

/** The provider key of Orbit's own house games; its secret derives from the server secret. */
export const HOUSE_PROVIDER_KEY = 'orbit-house';

export const PROVIDER_HEADER = 'x-orbit-provider';
export const SIGNATURE_HEADER = 'x-orbit-signature';

/** `sha256=<hex HMAC-SHA256(secret, raw body)>`, the value of `X-Orbit-Signature`. */
export function signBody(secret: string, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Constant-time check of a signature header against the raw body bytes. */
export function signatureMatches(secret: string, body: Buffer, header: string | undefined): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signBody(secret, body));
  const given = Buffer.from(header.trim());
  // timingSafeEqual needs equal lengths; a length mismatch says nothing about the secret.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** orbit-house's secret: an HMAC of the installation's server secret, so no configuration is needed. */
export async function houseProviderSecret(db: Db): Promise<string> {
  const secret = await serverSecret(db);
  return createHmac('sha256', secret).update(`wallet-provider:${HOUSE_PROVIDER_KEY}`).digest('hex');
}
