import type { FastifyInstance } from 'fastify';
import { signBody } from '../wallet/signing.ts';
import {
  abandonedDeposits,
  advancePayment,
  dueCallbacks,
  dueWithdrawals,
  markCallback,
} from './repository.ts';
import { SANDBOX_CALLBACK_PATH, SANDBOX_SIGNATURE_HEADER, sandboxSecret } from './sandbox.ts';
import { publishPayment } from './state-changes.ts';
import { approveWithdrawal } from './withdrawals.ts';

/** How often the jobs runner (src/jobs) runs the pass. */
export const PAYMENT_JOBS_TICK_MS = 1_000;
/** A notice Orbit did not acknowledge is sent again, later each time, up to this many times. */
const MAX_ATTEMPTS = 8;

/**
 * One pass of the payments jobs: approve withdrawals whose review delay passed, cancel deposits
 * abandoned on the provider's page, and let the sandbox provider post its due notices (through
 * HTTP, signed, exactly as a provider would). The jobs runner (src/jobs) runs it on one node per
 * tick; every step is idempotent all the same (a lease can run out mid-pass).
 */
export async function runPaymentJobsOnce(app: Pick<FastifyInstance, 'deps' | 'inject'>) {
  const { deps } = app;
  const now = deps.now();
  const settings = deps.payments;
  for (const row of await dueWithdrawals(deps.db, now)) await approveWithdrawal(deps, row);
  for (const row of await abandonedDeposits(deps.db, new Date(now.getTime() - settings.abandonAfterMs))) {
    const moved = await advancePayment(deps.db, row.id, 'canceled', now, {
      from: ['pending'],
      finished: true,
      reason: 'abandoned',
    });
    if (moved) publishPayment(deps, moved);
  }
  const callbacks = await dueCallbacks(deps.db, now);
  if (callbacks.length === 0) return;
  const secret = await sandboxSecret(deps.db);
  for (const callback of callbacks) {
    const res = await app.inject({
      method: 'POST',
      url: SANDBOX_CALLBACK_PATH,
      payload: callback.body,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signBody(secret, callback.body),
      },
    });
    const attempts = callback.attempts + 1;
    const delivered = res.statusCode < 300;
    await markCallback(deps.db, callback.id, {
      attempts,
      lastStatus: res.statusCode,
      ...(delivered || attempts >= MAX_ATTEMPTS
        ? { deliveredAt: now }
        : { dueAt: new Date(now.getTime() + 2 ** attempts * 1_000) }),
    });
  }
}
