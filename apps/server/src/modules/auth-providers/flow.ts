import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * What a sign-in with a provider must remember between leaving for the provider and coming back:
 * kept in the browser, in a short-lived httpOnly cookie sealed with AES-256-GCM (the server
 * secret's key), so it can be neither read (the PKCE verifier) nor forged.
 */
export interface SignInFlow {
  provider: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The redirect_uri sent to the provider; the callback must come back to it. */
  redirectUri: string;
  /** The signed-in player who started the flow to link the provider; null: a sign-in. */
  linkTo: number | null;
  /** A path of this site to go to afterwards. */
  returnTo: string;
  /** Epoch ms after which the flow is refused. */
  expiresAt: number;
}

export const FLOW_COOKIE = 'orbit_auth_flow';
/** Where the cookie is sent: only to the sign-in routes. */
export const FLOW_COOKIE_PATH = '/users/auth/';
export const FLOW_TTL_MS = 10 * 60_000;

const keyOf = (secret: string) => createHash('sha256').update(`orbit auth flow ${secret}`).digest();

export function sealFlow(secret: string, flow: SignInFlow): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The flow of a cookie, or null when it was tampered with, is malformed or has expired. */
export function openFlow(secret: string, sealed: string | undefined, now: Date): SignInFlow | null {
  if (!sealed || sealed.length > 4096) return null;
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const flow = JSON.parse(text) as SignInFlow;
    return flow.expiresAt > now.getTime() ? flow : null;
  } catch {
    return null;
  }
}

/** A path of this site (`/x?y`), never another origin (`//evil`, `/\evil`, `https:`): else `/`. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500) return '/';
  return /^\/(?![/\\])[^\s]*$/.test(value) ? value : '/';
}
