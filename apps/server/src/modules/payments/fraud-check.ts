import { type FraudCheckBody, type FraudCheckResult, maskCardNumber } from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { insertFraudCheck } from './repository.ts';

/** A card number with more than six leading digits in clear: never acceptable in a fraud payload. */
const UNMASKED_CARD = /\d{7,}/;

/** `POST /api/users/transaction`: the fraud check, kept; obvious nonsense is refused. */
export async function fraudCheck(deps: Deps, user: UserRow, body: FraudCheckBody): Promise<FraudCheckResult> {
  const reasons: string[] = [];
  if (body.email.toLowerCase() !== user.email.toLowerCase()) reasons.push('email_mismatch');
  const digits = body.card?.number?.replace(/[\s-]/g, '') ?? '';
  if (UNMASKED_CARD.test(digits.replace(/^\d{6}/, ''))) reasons.push('unmasked_card');
  if (user.country && body.country !== user.country.toUpperCase()) reasons.push('country_mismatch');
  const status = reasons.length > 0 ? 'refused' : 'ok';
  const payload = {
    ...body,
    ...(body.card?.number ? { card: { ...body.card, number: maskCardNumber(digits) } } : {}),
  };
  await insertFraudCheck(deps.db, { userId: user.id, payload, status, reasons, createdAt: deps.now() });
  return reasons.length > 0 ? { status, reasons } : { status };
}
