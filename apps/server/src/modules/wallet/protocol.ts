import { z } from 'zod';

/** Largest amount one action may move: 10^12 minor units (10 billion in a 2-decimal currency). */
export const MAX_AMOUNT_CENTS = 1_000_000_000_000;

const id = z.string().min(1).max(128);
const player = z.string().min(1).max(64);
const currency = z.string().min(2).max(10);
/** Checked apart (422 invalid_amount) so a bad amount is told from a malformed request. */
const amount = z.unknown();

export const BalanceRequest = z.object({ player, currency });
export const BetRequest = z.object({
  action_id: id,
  round_id: id,
  player,
  currency,
  game: z.string().min(1).max(128),
  amount_cents: amount,
});
export const WinRequest = BetRequest.extend({ close_round: z.boolean().optional().default(false) });
export const RollbackRequest = z.object({
  action_id: id,
  round_id: id,
  player,
  currency,
  game: z.string().min(1).max(128),
  bet_action_id: id,
});

export type BalanceRequest = z.infer<typeof BalanceRequest>;
export type RollbackRequest = z.infer<typeof RollbackRequest>;
export type BetRequest = Omit<z.infer<typeof BetRequest>, 'amount_cents'> & { amount_cents: number };
export type WinRequest = Omit<z.infer<typeof WinRequest>, 'amount_cents'> & { amount_cents: number };

/** Whole minor units, 0 … MAX_AMOUNT_CENTS. Zero is allowed: a free bet, a losing round's closing win. */
export const isValidAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_AMOUNT_CENTS;

/** Every refusal of the protocol and its HTTP status (docs/wallet-protocol.md lists them). */
export const WALLET_ERRORS = {
  invalid_json: 400,
  invalid_request: 400,
  missing_signature: 401,
  invalid_signature: 401,
  unknown_provider: 401,
  insufficient_funds: 402,
  bet_refused: 403,
  player_not_found: 404,
  action_conflict: 409,
  round_closed: 409,
  round_mismatch: 409,
  bet_rolled_back: 409,
  bet_not_found: 409,
  not_a_bet: 409,
  invalid_amount: 422,
  wrong_currency: 422,
} as const;
export type WalletErrorCode = keyof typeof WALLET_ERRORS;

/** One answer of the protocol: the status and its JSON body. */
export interface WalletAnswer {
  status: number;
  body: Record<string, unknown>;
}

export const refusal = (
  error: WalletErrorCode,
  balanceCents: number | null,
  extra: Record<string, unknown> = {},
): WalletAnswer => ({
  status: WALLET_ERRORS[error],
  body: { error, balance_cents: balanceCents, ...extra },
});
