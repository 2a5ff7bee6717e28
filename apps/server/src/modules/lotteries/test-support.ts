import type { OperatorRole } from '@orbit/contract';
import type { TestApp } from '../../test/harness.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { SANDBOX_CALLBACK_PATH, SANDBOX_SIGNATURE_HEADER, sandboxSecret } from '../payments/sandbox.ts';
import { signBody } from '../wallet/signing.ts';
import { uid } from '../wallet/test-support.ts';

const HOUR = 60 * 60 * 1000;

/** A call of the operator API by a signed-in operator of `role` (owner by default; null: signed out). */
export const operatorCall = async (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  role: OperatorRole | null = 'owner',
) =>
  t.request({
    method,
    url,
    headers: role === null ? {} : { cookie: await operatorCookie(t, role) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A valid LotteryInput selling from an hour ago for a day (unique slug), with `over` applied. */
export function lotteryInput(t: TestApp, over: Record<string, unknown> = {}) {
  const now = t.clock.now.getTime();
  return {
    slug: uid('lotto').toLowerCase(),
    frontend_identifier: 'test-lottery',
    titles: { en: 'Test lottery', de: 'Testlotterie' },
    currency: 'CAD',
    start_at: new Date(now - HOUR).toISOString(),
    end_at: new Date(now + 24 * HOUR).toISOString(),
    deposit_scale_rules: { CAD: [{ from_amount_cents: 2_000, price_cents: 2_000 }] },
    comp_points_ticket_price: 100,
    prizes: [
      { award_place: 1, kind: 'money', amount_cents: 10_000 },
      { award_place: 2, kind: 'money', amount_cents: 5_000 },
      { award_place: 3, kind: 'money', amount_cents: 1_000 },
    ],
    ...over,
  };
}

/** Creates a lottery through the operator API; its operator view. */
export async function createTestLottery(t: TestApp, over: Record<string, unknown> = {}) {
  const answer = await operatorCall(t, 'POST', '/api/operator/lotteries', lotteryInput(t, over));
  if (answer.statusCode !== 201) throw new Error(`lottery not created: ${answer.body}`);
  return answer.json() as { id: number; slug: string; server_seed_hash: string };
}

export const grant = (t: TestApp, lotteryId: number, userId: number, count: number, key = uid('grant')) =>
  operatorCall(t, 'POST', `/api/operator/lotteries/${lotteryId}/tickets`, { user_id: userId, count, key });

/** A deposit through the payments API, made to succeed by the sandbox's signed notice (sent `notices` times at once). */
export async function deposit(
  t: TestApp,
  player: { cookie: string },
  cents: number,
  currency = 'CAD',
  notices = 1,
): Promise<number> {
  const started = await t.request({
    method: 'POST',
    url: '/api/payments/deposits',
    cookie: player.cookie,
    payload: { method_id: 'neteller', amount_cents: cents, currency, email: 'ada@example.com' },
  });
  if (started.statusCode !== 201) throw new Error(`deposit not started: ${started.body}`);
  const id = started.json().id as number;
  const secret = await sandboxSecret(t.deps.db);
  const answers = await Promise.all(
    Array.from({ length: notices }, () => {
      const raw = JSON.stringify({
        event_id: uid(`lottery-${id}`),
        payment_id: id,
        state: 'succeeded',
        amount_cents: cents,
        currency,
      });
      return t.app.inject({
        method: 'POST',
        url: SANDBOX_CALLBACK_PATH,
        payload: raw,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signBody(secret, raw) },
      });
    }),
  );
  for (const answer of answers)
    if (answer.statusCode !== 200) throw new Error(`notice refused: ${answer.body}`);
  return id;
}
