import type { FastifyInstance } from 'fastify';
import {
  HOUSE_PROVIDER_KEY,
  houseProviderSecret,
  PROVIDER_HEADER,
  SIGNATURE_HEADER,
  signBody,
} from './signing.ts';

/** The answer of every call: a refusal (insufficient funds, closed round …) resolves, never throws. */
export type WalletResult =
  | { ok: true; balance_cents: number; transaction_id: string }
  | { ok: false; error: string; balance_cents: number | null; reason?: string };

interface PlayerRef {
  /** The user id as a string. */
  player: string;
  currency: string;
}
interface RoundAction extends PlayerRef {
  action_id: string;
  round_id: string;
  /** The game's identifier (e.g. `orbit:dice`). */
  game: string;
}

export interface HouseWalletClient {
  balance(input: PlayerRef): Promise<WalletResult>;
  bet(input: RoundAction & { amount_cents: number }): Promise<WalletResult>;
  win(input: RoundAction & { amount_cents: number; close_round: boolean }): Promise<WalletResult>;
  rollback(input: RoundAction & { bet_action_id: string }): Promise<WalletResult>;
}

/**
 * The wallet as the house games see it: the very protocol an outside provider uses — a signed
 * request to `/wallet/v1/*` — sent in-process through `app.inject` (no socket, same routes).
 */
export function createHouseWalletClient(app: Pick<FastifyInstance, 'deps' | 'inject'>): HouseWalletClient {
  async function call(action: 'balance' | 'bet' | 'win' | 'rollback', input: object): Promise<WalletResult> {
    const body = JSON.stringify(input);
    const secret = await houseProviderSecret(app.deps.db);
    const res = await app.inject({
      method: 'POST',
      url: `/wallet/v1/${action}`,
      payload: body,
      headers: {
        'content-type': 'application/json',
        [PROVIDER_HEADER]: HOUSE_PROVIDER_KEY,
        [SIGNATURE_HEADER]: signBody(secret, body),
      },
    });
    let json: Record<string, unknown> = {};
    try {
      json = res.json();
    } catch {
      // Not JSON: reported below as a wallet error.
    }
    const balance = typeof json.balance_cents === 'number' ? json.balance_cents : null;
    if (res.statusCode === 200 && balance !== null) {
      // `balance` moves nothing and answers no transaction id.
      const transactionId = typeof json.transaction_id === 'string' ? json.transaction_id : '';
      return { ok: true, balance_cents: balance, transaction_id: transactionId };
    }
    const error = typeof json.error === 'string' ? json.error : `http_${res.statusCode}`;
    // Why a bet was refused (`bet_refused`: a limit, or a wagering bonus's max bet).
    const reason = typeof json.reason === 'string' ? { reason: json.reason } : {};
    return { ok: false, error, balance_cents: balance, ...reason };
  }
  return {
    balance: (input) => call('balance', input),
    bet: (input) => call('bet', input),
    win: (input) => call('win', input),
    rollback: (input) => call('rollback', input),
  };
}
