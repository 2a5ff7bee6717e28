import { type FraudCheckBody, type FraudCheckResult, maskCardNumber, type Player } from '@orbit/contract';
import type { ApiClient } from '~/shared/api/client.ts';
import { deviceFingerprint } from '~/shared/fingerprint.ts';

export interface FraudCheckInput {
  amountCents: number;
  currency: string;
  paymentSystem: string;
  type: 'transaction' | 'payout';
  card?: { number?: string; holder?: string; expiry?: string };
}

/** The fraud-check payload (the card masked: a full number never leaves the form for it). */
export function fraudCheckBody(player: Player, input: FraudCheckInput, dfpc: string): FraudCheckBody {
  const level = player.statuses.find((status) => !Number.isInteger(Number(status.id)));
  const card = input.card?.number
    ? { number: maskCardNumber(input.card.number), holder: input.card.holder, expiry: input.card.expiry }
    : undefined;
  return {
    country: player.country ?? '',
    first_name: player.first_name,
    last_name: player.last_name,
    email: player.email,
    ...(dfpc ? { dfpc } : {}),
    ...(card ? { card } : {}),
    amount_cents: input.amountCents,
    currency: input.currency,
    payment_system: input.paymentSystem,
    type: input.type,
    custom_status: level ? String(level.id) : null,
  };
}

/**
 * `POST /api/users/transaction`: asked before a deposit or a withdrawal starts. A player without a
 * country (none can register so) has nothing to check against.
 */
export async function fraudCheck(
  api: ApiClient,
  player: Player,
  input: FraudCheckInput,
): Promise<FraudCheckResult> {
  if (!player.country) return { status: 'ok' };
  const body = fraudCheckBody(player, input, await deviceFingerprint());
  return api.request<FraudCheckResult>('/api/users/transaction', { method: 'POST', body });
}

/**
 * Whether a payment may start: false only when the fraud check refuses it. If the check cannot be
 * asked, the server's own checks still run.
 */
export async function passesFraudCheck(
  api: ApiClient,
  player: Player | null,
  type: FraudCheckInput['type'],
  body: {
    method_id: string;
    amount_cents: number;
    currency: string;
    card_number?: string;
    holder?: string;
    card_expiry?: string;
  },
): Promise<boolean> {
  if (!player) return true;
  const checked = await fraudCheck(api, player, {
    amountCents: body.amount_cents,
    currency: body.currency,
    paymentSystem: body.method_id,
    type,
    card: { number: body.card_number, holder: body.holder, expiry: body.card_expiry },
  }).catch(() => null);
  return checked?.status !== 'refused';
}
