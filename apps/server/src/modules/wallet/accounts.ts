import type { Db } from '../../db/client.ts';
import { ensureAccount } from './repository.ts';

/**
 * Opens the player's zero-balance account of `currency` (nothing when it exists). Only the wallet
 * creates accounts; callers pass their transaction so the account comes with what they write.
 */
export async function openWalletAccount(tx: Db, userId: number, currency: string, at: Date) {
  await ensureAccount(tx, userId, currency, at);
}
