import type { DepositBody, PaymentStarted } from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { depositOfferFor } from '../bonuses/offers.ts';
import { startGuardedDeposit } from './deposit-guard.ts';
import { checkInput, insertCheckedPayment } from './payment-input.ts';
import { pageToken } from './sandbox.ts';
import { publishPayment } from './state-changes.ts';

/**
 * `POST /api/payments/deposits`: a pending deposit and the provider's page to confirm it on. No
 * money moves here: the provider's `succeeded` notice credits it.
 */
export async function startDeposit(
  deps: Deps,
  user: UserRow,
  licence: string,
  body: DepositBody,
): Promise<PaymentStarted> {
  const checked = await checkInput(deps, user, 'deposit', body);
  const deposit = { currency: body.currency, amountCents: body.amount_cents };
  const bonusOfferId = await depositOfferFor(deps, user, licence, body.bonus_id, deposit);
  const attempt = { userId: user.id, currency: body.currency, amountCents: body.amount_cents };
  const row = await startGuardedDeposit(deps, attempt, (tx) =>
    insertCheckedPayment(deps, tx, user, checked, {
      action: 'deposit',
      currency: body.currency,
      amountCents: body.amount_cents,
      bonusOfferId,
    }),
  );
  publishPayment(deps, row);
  const token = await pageToken(deps.db, row.id);
  return {
    id: row.id,
    state: 'pending',
    redirect_url: `/sandbox/3ds/${row.id}?token=${token}`,
    messages: checked.messages,
  };
}
