import type { CaptchaChallenge } from '@orbit/contract';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { FieldErrors } from '../../http/errors.ts';
import { serverSecret } from '../../lib/server-secret.ts';
import { forgetExpiredCaptchas, spendCaptcha } from './repository.ts';

/**
 * Upper bound of the secret number. The widget tries 0…n with SHA-256 in Web Workers; a
 * phone does roughly 100–300 k hashes a second, so the expected 50 k tries take ~0.2–0.5 s and
 * the worst case ~1 s. Bots pay the same per attempt, which is the point.
 */
export const CAPTCHA_MAX_NUMBER = 100_000;
export const CAPTCHA_TTL_MS = 10 * 60_000;
const ALGORITHM = 'SHA-256';

/** A fresh, signed ALTCHA challenge that expires in 10 minutes. */
export async function createCaptchaChallenge(deps: Deps): Promise<CaptchaChallenge> {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    hmacKey: await serverSecret(deps.db),
    maxnumber: CAPTCHA_MAX_NUMBER,
    expires: new Date(deps.now().getTime() + CAPTCHA_TTL_MS),
  });
  return { ...challenge, maxnumber: challenge.maxnumber ?? CAPTCHA_MAX_NUMBER };
}

/** What the widget posts, base64 of this JSON (plus `took`). */
const SolutionPayload = z.object({
  algorithm: z.literal(ALGORITHM),
  challenge: z.string().max(256),
  number: z.number().int().nonnegative(),
  salt: z.string().max(512),
  signature: z.string().max(256),
});

function decodePayload(token: string) {
  try {
    const parsed = SolutionPayload.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export type CaptchaVerdict = 'ok' | 'missing' | 'invalid';

/** Checks a solved challenge: signed by us, solved, not expired, and not used before. */
export async function checkCaptcha(deps: Deps, token: string | null | undefined): Promise<CaptchaVerdict> {
  if (!token) return 'missing';
  const payload = decodePayload(token);
  if (!payload) return 'invalid';
  const expires = Number(extractParams(payload).expires);
  const at = deps.now();
  if (!Number.isInteger(expires) || expires * 1000 < at.getTime()) return 'invalid';
  // Expiry is checked above against the app clock; the library would use the wall clock.
  if (!(await verifySolution(payload, await serverSecret(deps.db), false))) return 'invalid';
  await forgetExpiredCaptchas(deps.db, at);
  const fresh = await spendCaptcha(deps.db, payload.signature, new Date(expires * 1000));
  return fresh ? 'ok' : 'invalid';
}

/** When captcha is on, a missing or bad token is a 422 on the `captcha` field. */
export async function requireCaptcha(deps: Deps, token: string | null | undefined) {
  if (!deps.config.captchaEnabled) return;
  const verdict = await checkCaptcha(deps, token);
  if (verdict === 'missing') throw new FieldErrors({ captcha: ['validation.captcha_required'] });
  if (verdict === 'invalid') throw new FieldErrors({ captcha: ['validation.captcha_invalid'] });
}
