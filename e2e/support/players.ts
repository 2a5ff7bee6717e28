import { createHash } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { generate } from 'otplib';

/** Every seeded demo account signs in with this password (apps/server/src/db/seed/README.md). */
export const DEMO_PASSWORD = 'Orbit-demo-1';
export const TWOFA_EMAIL = 'twofa@orbit.test';
export const TWOFA_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/** A password the registration rules accept (8+ characters: letters, digits, listed symbols). */
export const PASSWORD = 'Orbit-e2e-Pass1';

/** A fresh address per call, so each journey owns its player. */
export function uniqueEmail(tag = 'player'): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `e2e-${tag}-${Date.now()}-${random}@orbit.test`;
}

/** The TOTP code of the twofa demo account for the current (or a shifted) 30-second step. */
export async function totpCode(offsetSeconds = 0): Promise<string> {
  return generate({ secret: TWOFA_SECRET, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

/**
 * The server accepts each time step's code once per player: a retried journey waits for the
 * next 30-second step so it does not replay the code its first attempt used.
 */
export async function waitForNextTotpStep(): Promise<void> {
  const intoStep = Date.now() % 30_000;
  await new Promise((resolve) => setTimeout(resolve, 30_000 - intoStep + 500));
}

/** Unsafe API calls need this header (apps/server/src/http/csrf.ts). */
const XHR = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/**
 * Solves the server's ALTCHA proof of work in Node, for API set-up calls only (journeys that
 * test a form let the page solve its own captcha): finds n with sha256(salt + n) = challenge.
 */
export async function solveCaptcha(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/captcha/challenge');
  expect(response.status(), 'captcha challenge').toBe(200);
  const challenge = (await response.json()) as Challenge;
  const started = Date.now();
  const max = challenge.maxnumber ?? 1_000_000;
  for (let number = 0; number <= max; number++) {
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    if (hash === challenge.challenge) {
      const payload = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number,
        salt: challenge.salt,
        signature: challenge.signature,
        took: Date.now() - started,
      };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('captcha challenge has no solution below maxnumber');
}

/**
 * Registers a player through the API (set-up for journeys about something else). The request
 * context keeps the session cookie: pass `page.request` and the page's browser is signed in.
 */
export async function registerByApi(
  request: APIRequestContext,
  email = uniqueEmail(),
  password = PASSWORD,
): Promise<{ email: string; password: string }> {
  const captcha = await solveCaptcha(request);
  const response = await request.post('/api/users', {
    headers: XHR,
    data: {
      user: {
        email,
        password,
        country: 'CA',
        currency: 'CAD',
        receive_promos: false,
        terms_acceptance: true,
        captcha,
      },
    },
  });
  expect(response.status(), `registration of ${email}: ${await response.text()}`).toBe(201);
  return { email, password };
}

/** Signs in through the API with a solved captcha (the session cookie lands in `request`'s jar). */
export async function signInByApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const captcha = await solveCaptcha(request);
  const response = await request.post('/api/users/sign_in', {
    headers: XHR,
    data: { user: { email, password, captcha } },
  });
  expect(response.status(), `sign-in of ${email}: ${await response.text()}`).toBe(200);
}

export interface OutboxMail {
  subject: string;
  to: string;
  text: string;
  links: string[];
  created_at: string;
}

/**
 * The newest e-mail to `to` from the dev outbox whose links contain `linkPart`, waiting for it
 * (mail is written after the request that caused it). Returns that link as a path + query, so
 * the browser follows it on the app under test whatever host the mail names.
 */
export async function mailedLink(request: APIRequestContext, to: string, linkPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mail/latest.json?to=${encodeURIComponent(to)}`);
        if (response.status() !== 200) return undefined;
        const mail = (await response.json()) as OutboxMail;
        link = mail.links.find((href) => href.includes(linkPart));
        return link;
      },
      { message: `a mail to ${to} with a ${linkPart} link`, timeout: 15_000 },
    )
    .toBeTruthy();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}
