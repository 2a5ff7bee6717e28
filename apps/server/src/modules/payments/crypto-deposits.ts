import {
  type CryptoAddress,
  type DevCryptoSendBody,
  isCryptoCurrency,
  type PaymentStarted,
} from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors } from '../../http/errors.ts';
import { findMethod, rangeOf, SANDBOX_PROVIDER } from './catalogue.ts';
import { depositAddress, paymentUri, qrSvg } from './crypto.ts';
import { startGuardedDeposit } from './deposit-guard.ts';
import { holdsAccount } from './payment-input.ts';
import { claimCryptoAddress, findCryptoAddress, insertPayment } from './repository.ts';
import { queueOutcome } from './sandbox.ts';
import { publishPayment } from './state-changes.ts';

/** `GET /api/payments/crypto/address`: the player's address for a coin, its URI and QR code. */
export async function cryptoAddressOf(deps: Deps, user: UserRow, currency: string): Promise<CryptoAddress> {
  if (
    !deps.config.paymentsSandbox ||
    !isCryptoCurrency(currency) ||
    !(await holdsAccount(deps, user.id, currency))
  ) {
    // An address only for a coin the player holds an account of: what arrives there is credited to it.
    throw new FieldErrors({ currency: ['validation.currency_unavailable'] });
  }
  const address = await depositAddress(deps.db, user.id, currency);
  await claimCryptoAddress(deps.db, user.id, currency, address, deps.now());
  const uri = paymentUri(currency, address);
  return { currency, address, uri, qr_svg: await qrSvg(uri) };
}

/** Confirmations after which the sandbox's chain counts a transfer as final. */
const CONFIRMATIONS = 3;

/** `POST /api/dev/payments/crypto/send`: coins arrive at an address, seen on the chain, then confirmed. */
export async function devCryptoSend(deps: Deps, body: DevCryptoSendBody): Promise<PaymentStarted> {
  const owner = await findCryptoAddress(deps.db, body.address);
  if (!owner) throw new FieldErrors({ address: ['payments.address_unknown'] });
  if (owner.currency !== body.currency) throw new FieldErrors({ currency: ['validation.invalid_value'] });
  const currency = owner.currency;
  if (!isCryptoCurrency(currency)) throw new FieldErrors({ currency: ['validation.currency_unavailable'] });
  if (body.amount_cents < rangeOf('deposit', currency).min) {
    throw new FieldErrors({ amount_cents: ['validation.min_value'] });
  }
  const attempt = { userId: owner.userId, currency, amountCents: body.amount_cents };
  const now = deps.now();
  const row = await startGuardedDeposit(deps, attempt, (tx) =>
    insertPayment(tx, {
      userId: owner.userId,
      action: 'deposit',
      state: 'pending',
      currency,
      amountCents: body.amount_cents,
      methodId: 'crypto',
      brand: findMethod('crypto', 'deposit', currency, { country: null, groups: [] })!.brand,
      provider: SANDBOX_PROVIDER,
      details: { title: currency, address: body.address },
      createdAt: now,
      updatedAt: now,
    }),
  );
  publishPayment(deps, row);
  await queueOutcome(
    deps.db,
    row,
    [
      { state: 'processing', confirmations: 1 },
      { state: 'succeeded', confirmations: CONFIRMATIONS },
    ],
    now,
  );
  return { id: row.id, state: 'pending', redirect_url: null, messages: [] };
}
