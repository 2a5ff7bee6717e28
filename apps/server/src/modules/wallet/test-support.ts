import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { accounts, users, walletLedger } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/harness.ts';
import { saveProvider } from './providers.ts';
import { ledgerSums } from './repository.ts';
import { creditPlayer } from './service.ts';
import { signBody } from './signing.ts';

export const TEST_PROVIDER = { key: 'test-provider', secret: 'test-provider-secret-0123456789abcdef' };

export async function addTestProvider(t: TestApp) {
  await saveProvider(t.deps.db, TEST_PROVIDER);
}

let sequence = 0;
/** A unique id for actions and rounds of one test. */
export const uid = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++sequence}`;

export interface WalletPlayer {
  id: number;
  player: string;
  currency: string;
  accountId: number;
}

/** A player with one account, funded through the wallet (an `adjustment`), straight in the database. */
export async function walletPlayer(
  t: TestApp,
  balanceCents = 100_000,
  currency = 'CAD',
): Promise<WalletPlayer> {
  const [user] = await t.deps.db
    .insert(users)
    .values({ email: `${uid('wallet')}@orbit.test`, encryptedPassword: 'x', currency })
    .returning({ id: users.id });
  const [account] = await t.deps.db
    .insert(accounts)
    .values({ userId: user!.id, currency })
    .returning({ id: accounts.id });
  if (balanceCents > 0) {
    await creditPlayer(t.deps, {
      userId: user!.id,
      currency,
      amountCents: balanceCents,
      kind: 'adjustment',
      idempotencyKey: uid('fund'),
    });
  }
  return { id: user!.id, player: String(user!.id), currency, accountId: account!.id };
}

interface SignedOptions {
  provider?: string;
  secret?: string;
  /** Replaces the signature header (`null`: leaves it out). */
  signature?: string | null;
  /** Sent instead of the signed body (tampering). */
  sentBody?: string;
}

/** A signed protocol request, as a provider sends it: no cookie, no X-Requested-With. */
export function walletCall(
  t: TestApp,
  action: string,
  body: unknown,
  options: SignedOptions = {},
): Promise<LightMyRequestResponse> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature =
    options.signature === undefined
      ? signBody(options.secret ?? TEST_PROVIDER.secret, raw)
      : options.signature;
  return t.app.inject({
    method: 'POST',
    url: `/wallet/v1/${action}`,
    payload: options.sentBody ?? raw,
    headers: {
      'content-type': 'application/json',
      'x-orbit-provider': options.provider ?? TEST_PROVIDER.key,
      ...(signature === null ? {} : { 'x-orbit-signature': signature }),
    },
  });
}

/** The account's balance columns and its ledger sums (both pockets), which must agree. */
export async function accountState(t: TestApp, accountId: number) {
  const [row] = await t.deps.db.select().from(accounts).where(eq(accounts.id, accountId));
  const sums = await ledgerSums(t.deps.db, accountId);
  return {
    amountCents: row!.amountCents,
    realCents: row!.availableToCashoutCents,
    ledgerTotal: sums.real + sums.bonus,
    ledgerReal: sums.real,
  };
}

/** Transactions whose ledger rows do not sum to zero (double entry broken): must be none. */
export async function unbalancedTransactions(t: TestApp): Promise<number> {
  const rows = await t.deps.db
    .select({ id: walletLedger.transactionId })
    .from(walletLedger)
    .groupBy(walletLedger.transactionId)
    .having(sql`sum(${walletLedger.amountCents}) <> 0`);
  return rows.length;
}
