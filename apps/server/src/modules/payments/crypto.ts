import { createHmac } from 'node:crypto';
import type { CryptoCurrency } from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import { serverSecret } from '../../lib/server-secret.ts';

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** `length` characters of `alphabet` picked by the digest's bytes. */
function charsOf(digest: Buffer, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[digest[i % digest.length]! % alphabet.length];
  return out;
}

/**
 * The player's deposit address for a coin: derived from the server secret, so it is the same on
 * every node and every call without storing a key. Shaped like the coin's own addresses (the
 * sandbox holds no keys: nothing can really be sent to it).
 */
export async function depositAddress(db: Db, userId: number, currency: CryptoCurrency): Promise<string> {
  const secret = await serverSecret(db);
  const digest = createHmac('sha256', secret).update(`crypto-address:${userId}:${currency}`).digest();
  const long = Buffer.concat([digest, createHmac('sha256', secret).update(digest).digest()]);
  switch (currency) {
    case 'BTC':
      return `bc1q${charsOf(long, BECH32, 38)}`;
    case 'LTC':
      return `ltc1q${charsOf(long, BECH32, 38)}`;
    case 'BCH':
      return `bitcoincash:q${charsOf(long, BECH32, 41)}`;
    case 'DOG':
      return `D${charsOf(long, BASE58, 33)}`;
    default:
      // ETH and USDT (an ERC-20 token): a 20-byte hex account.
      return `0x${digest.subarray(0, 20).toString('hex')}`;
  }
}

const URI_SCHEMES: Record<CryptoCurrency, string> = {
  BTC: 'bitcoin',
  LTC: 'litecoin',
  BCH: 'bitcoincash',
  DOG: 'dogecoin',
  ETH: 'ethereum',
  USDT: 'ethereum',
};

/** The payment URI wallet apps open (BIP 21 style); a BCH address already carries its scheme. */
export const paymentUri = (currency: CryptoCurrency, address: string) =>
  address.includes(':') ? address : `${URI_SCHEMES[currency]}:${address}`;

/** The URI as a QR code, SVG markup drawn on the server (qrcode loaded at the first deposit, not at start). */
export async function qrSvg(uri: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(uri, { type: 'svg', margin: 1, width: 240 });
}
