import type { PaymentStarted, WithdrawalBody } from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { settleBonusBeforeWithdrawal } from '../bonuses/service.ts';
import { withdrawalVerificationProblem } from '../verification/service.ts';
import { movePaymentMoney, WalletError } from '../wallet/service.ts';
import { checkInput, insertCheckedPayment } from './payment-input.ts';
import { presentPayment } from './presenter.ts';
import { advancePayment, findPayment, nextPaymentId, type PaymentRow } from './repository.ts';
import { queueOutcome } from './sandbox.ts';
import type { PaymentSettings } from './settings.ts';
import { moveWithState, publishPayment } from './state-changes.ts';

/**
 * When a withdrawal is approved without the operator: after the review delay, and only for a player
 * who confirmed the e-mail (else, and without a delay configured, the operator decides).
 */
function automaticApprovalAt(settings: PaymentSettings, user: UserRow, now: Date): Date | null {
  if (settings.reviewDelayMs === null || !user.confirmedAt) return null;
  return new Date(now.getTime() + settings.reviewDelayMs);
}

/** `POST /api/payments/withdrawals`: reserves the money at once; the payment waits for review. */
export async function startWithdrawal(
  deps: Deps,
  user: UserRow,
  body: WithdrawalBody,
): Promise<PaymentStarted> {
  const checked = await checkInput(deps, user, 'cashout', body);
  // Above the currency's threshold the player must be verified first ('payments.verification_required'),
  // and an overdue source-of-wealth questionnaire answered ('payments.sow_questionnaire_overdue').
  const problem = await withdrawalVerificationProblem(deps, user, body.currency, body.amount_cents);
  if (problem) throw new FieldErrors({ amount_cents: [problem] });
  const now = deps.now();
  const settings = deps.payments;
  let created: PaymentRow | undefined;
  // The payment's id is taken first so the reserved money names its payment (the balance history's reference).
  const paymentId = await nextPaymentId(deps.db);
  try {
    await movePaymentMoney(deps, {
      userId: user.id,
      currency: body.currency,
      amountCents: body.amount_cents,
      kind: 'withdrawal_reserve',
      // A fresh id per request: a withdrawal is a new payment each time.
      idempotencyKey: `payment:${paymentId}:withdrawal_reserve`,
      memo: `payment ${paymentId}`,
      // The IBAN's group and a saved profile only with the reserved money: a refusal keeps neither.
      within: async (tx, wallet) => {
        // A wagering bonus must be given up (named in the request) before money leaves.
        await settleBonusBeforeWithdrawal(wallet, deps, body.cancel_bonus_id);
        created = await insertCheckedPayment(deps, tx, user, checked, {
          id: paymentId,
          action: 'cashout',
          currency: body.currency,
          amountCents: body.amount_cents,
          reviewAt: automaticApprovalAt(settings, user, now),
        });
      },
    });
  } catch (error) {
    if (error instanceof WalletError && error.code === 'insufficient_funds') {
      throw new FieldErrors({ amount_cents: ['validation.not_enough_money'] });
    }
    throw error;
  }
  publishPayment(deps, created!);
  return { id: created!.id, state: 'pending', redirect_url: null, messages: checked.messages };
}

async function ownPayment(deps: Deps, user: UserRow, id: number) {
  const row = await findPayment(deps.db, id);
  if (!row || row.userId !== user.id) throw new HttpError(404, 'not_found', 'No such payment');
  return row;
}

/** `POST /api/player/payments/{id}/recall`: a pending withdrawal's money comes back. */
export async function recallWithdrawal(deps: Deps, user: UserRow, id: number) {
  const row = await ownPayment(deps, user, id);
  if (row.action !== 'cashout' || row.state !== 'pending') {
    throw new FieldErrors({ id: ['payments.not_recallable'] });
  }
  const moved = await moveWithState(deps, row, 'withdrawal_release', 'recalled', ['pending'], 'recalled');
  if (!moved) throw new FieldErrors({ id: ['payments.not_recallable'] });
  return presentPayment(moved);
}

/** Approval (the review delay passed, or an operator): the payout goes to the provider. */
export async function approveWithdrawal(deps: Deps, row: PaymentRow): Promise<PaymentRow | undefined> {
  if (row.action !== 'cashout') return undefined;
  const moved = await advancePayment(deps.db, row.id, 'processing', deps.now(), { from: ['pending'] });
  if (!moved) return undefined;
  publishPayment(deps, moved);
  await queueOutcome(deps.db, moved, [{ state: 'succeeded' }], deps.now());
  return moved;
}

/** An operator's decline, with their words to the player if given: the reserved money comes back. */
export async function declineWithdrawal(deps: Deps, row: PaymentRow, reason?: string) {
  if (row.action !== 'cashout') return undefined;
  return moveWithState(
    deps,
    row,
    'withdrawal_release',
    'declined',
    ['pending'],
    'declined_by_operator',
    reason,
  );
}
