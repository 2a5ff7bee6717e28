import { createHmac } from 'node:crypto';
import type { PaymentState } from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import { serverSecret } from '../../lib/server-secret.ts';
import { type PaymentRow, queueCallbacks } from './repository.ts';

/**
 * Orbit's sandbox payment provider: it keeps its notices in an outbox and a job posts them,
 * signed, to `POST /api/payments/callbacks/sandbox` — asynchronously, some twice, some late, as
 * real providers do, so the callback endpoint is exercised the way production would be.
 */

/** The path the sandbox posts its notices to. */
export const SANDBOX_CALLBACK_PATH = '/api/payments/callbacks/sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The sandbox's signing secret: an HMAC of the server secret, the same on every node. */
export async function sandboxSecret(db: Db): Promise<string> {
  return createHmac('sha256', await serverSecret(db))
    .update('payments:sandbox')
    .digest('hex');
}

/** The token of a payment's provider page link (`/sandbox/3ds/{id}?token=`), so only its link opens it. */
export async function pageToken(db: Db, paymentId: number): Promise<string> {
  return createHmac('sha256', await sandboxSecret(db))
    .update(`page:${paymentId}`)
    .digest('hex')
    .slice(0, 32);
}

export interface SandboxNotice {
  event_id: string;
  payment_id: number;
  state: PaymentState;
  amount_cents: number;
  currency: string;
  /** Crypto: the confirmations seen so far. */
  confirmations?: number;
}

/** A card that the sandbox's bank rejects after 3-D Secure (Luhn-valid, not blocked). */
export const SANDBOX_REJECTED_CARD = '5105105105105100';

/**
 * Queues the notices of one outcome, `delayMs` apart starting at `at`, plus what real providers
 * do: the final notice again later, and a stale `processing` after it.
 */
export async function queueOutcome(
  db: Db,
  payment: { id: number; amountCents: number; currency: string },
  steps: Array<{ state: PaymentState; confirmations?: number }>,
  at: Date,
  delayMs = 1_000,
) {
  const last = steps[steps.length - 1]!;
  const stale = steps.find((s) => s.state === 'processing');
  const all = [...steps, last, ...(stale ? [stale] : [])];
  await queueCallbacks(
    db,
    all.map((step, i) => {
      const notice: SandboxNotice = {
        event_id: `${payment.id}-${i}`,
        payment_id: payment.id,
        state: step.state,
        amount_cents: payment.amountCents,
        currency: payment.currency,
        ...(step.confirmations !== undefined ? { confirmations: step.confirmations } : {}),
      };
      return {
        paymentId: payment.id,
        body: JSON.stringify(notice),
        dueAt: new Date(at.getTime() + (i + 1) * delayMs),
      };
    }),
  );
}

/**
 * The page's buttons: the sandbox bank's verdict, queued as notices. Confirm succeeds (cards pass
 * through `reserved`) except for the card the sandbox bank rejects.
 */
export async function submitSandboxPage(
  db: Db,
  row: PaymentRow,
  choice: 'confirm' | 'decline' | 'cancel',
  now: Date,
): Promise<void> {
  if (choice === 'cancel') {
    await queueOutcome(db, row, [{ state: 'canceled' }], now);
    return;
  }
  if (choice === 'decline') {
    await queueOutcome(db, row, [{ state: 'declined' }], now);
    return;
  }
  const rejected = row.details.card?.endsWith('5100') && row.details.card.startsWith('510510');
  const steps: Array<{ state: PaymentState }> = rejected
    ? [{ state: 'processing' }, { state: 'rejected' }]
    : row.methodId === 'visa' || row.methodId === 'mastercard'
      ? [{ state: 'processing' }, { state: 'reserved' }, { state: 'succeeded' }]
      : [{ state: 'processing' }, { state: 'succeeded' }];
  await queueOutcome(db, row, steps, now);
}

/** `6000` CAD (100 subunits) → `60.00 CAD`, as a provider shows the amount to confirm. */
export function providerAmount(cents: number, currency: string, subunits: number): string {
  const digits = Math.max(0, Math.round(Math.log10(subunits)));
  const format = new Intl.NumberFormat('en', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${format.format(cents / subunits)} ${currency}`;
}

/** The sandbox's 3-D Secure style page: the amount, and Confirm / Decline / Cancel. */
export function confirmationPage(options: {
  id: number;
  token: string;
  title: string;
  amount: string;
  card: string | null;
  done: string | null;
}): string {
  const action = (what: string) =>
    `/sandbox/3ds/${options.id}/${what}?token=${encodeURIComponent(options.token)}`;
  const body = options.done
    ? `<p class="done">${escapeHtml(options.done)}</p><p><a href="/cashbox">Back to the casino</a></p>`
    : `<p>Confirm the payment of <strong>${escapeHtml(options.amount)}</strong>${
        options.card ? ` with the card <strong>${escapeHtml(options.card)}</strong>` : ''
      }.</p>
      <form method="post" action="${action('confirm')}"><button type="submit" name="confirm">Confirm</button></form>
      <form method="post" action="${action('decline')}"><button type="submit" name="decline">Decline</button></form>
      <form method="post" action="${action('cancel')}"><button type="submit" name="cancel">Cancel</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment — ${escapeHtml(options.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#111}
form{display:inline-block;margin-right:.5rem}button{font-size:1rem;padding:.5rem 1rem}.done{font-weight:600}</style>
</head><body><h1>Sandbox bank — ${escapeHtml(options.title)}</h1><p>Orbit's test provider: no real money moves.</p>
${body}</body></html>`;
}
