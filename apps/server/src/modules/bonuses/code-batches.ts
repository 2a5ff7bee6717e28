import { randomBytes } from 'node:crypto';
import type { BonusCode, BonusCodeBatch, BonusCodesPage, BonusCodesQuery } from '@orbit/contract';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { csvLine } from '../../lib/csv.ts';
import {
  type CodeBatchRow,
  type CodeFilter,
  findCodeBatchByKey,
  findGeneratedCode,
  type GeneratedCodeRow,
  insertCodeBatch,
  insertCodes,
  listCodeBatches,
  listCodes,
  listCodesAfter,
} from './codes-repository.ts';
import { findOffer } from './repository.ts';

/** Digits and capitals without the look-alikes 0, O, 1, I and L: 31 characters. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Random characters per code: 31^12 ≈ 7.9 × 10^17 (59 bits), never guessed by trying. */
export const CODE_RANDOM_LENGTH = 12;
/** The largest multiple of the alphabet's size below 256: bytes above it are dropped (no modulo bias). */
const BYTE_LIMIT = 256 - (256 % CODE_ALPHABET.length);
/** Rounds of fresh codes tried when some collide with codes already stored. */
const MAX_ROUNDS = 5;

/** One code's random part, from the operating system's CSPRNG. */
export function randomCodeBody(): string {
  let body = '';
  while (body.length < CODE_RANDOM_LENGTH) {
    for (const byte of randomBytes(CODE_RANDOM_LENGTH * 2)) {
      if (byte < BYTE_LIMIT && body.length < CODE_RANDOM_LENGTH)
        body += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return body;
}

/** A code as stored and looked up: upper case, without spaces and dashes. */
export const normaliseCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');

/** A stored code as players read it: `PREFIX-XXXX-XXXX-XXXX`. */
export function displayCode(stored: string): string {
  const prefix = stored.slice(0, -CODE_RANDOM_LENGTH);
  const body = stored.slice(-CODE_RANDOM_LENGTH);
  const groups = body.match(/.{1,4}/g) ?? [body];
  return [...(prefix ? [prefix] : []), ...groups].join('-');
}

const presentBatch = (batch: CodeBatchRow & { used: number }): BonusCodeBatch => ({
  id: batch.id,
  offer_id: batch.offerId,
  count: batch.count,
  prefix: batch.prefix,
  created_at: batch.createdAt.toISOString(),
  used: batch.used,
});

const presentCode = (row: GeneratedCodeRow): BonusCode => ({
  id: row.id,
  code: displayCode(row.code),
  batch_id: row.batchId,
  created_at: row.createdAt.toISOString(),
  used_at: row.usedAt?.toISOString() ?? null,
  used_by: row.usedBy,
  gift_id: row.giftId,
});

/** The offer of the codes, which must be a coupon or promo offer; 404 when there is none. */
async function codeOffer(deps: Deps, offerId: number) {
  const offer = await findOffer(deps.db, offerId);
  if (!offer) throw new HttpError(404, 'not_found', 'No such offer');
  return offer;
}

/**
 * `count` new single-use codes for a coupon or promo offer, in one transaction with their batch:
 * each stored under the unique index, so a code another batch (or a parallel request) holds is
 * skipped and replaced by a fresh one. All or nothing.
 *
 * With an idempotency key, the batch is stored under it (unique per offer): a repeat of the key,
 * even in parallel, generates nothing and answers the first batch (`fresh: false`); a repeat that
 * asks for another count or prefix is refused.
 */
export async function generateCodes(
  deps: Deps,
  offerId: number,
  body: { count: number; prefix?: string | undefined; idempotency_key?: string | undefined },
): Promise<{ batch: BonusCodeBatch; fresh: boolean }> {
  const offer = await codeOffer(deps, offerId);
  if (offer.trigger !== 'coupon' && offer.trigger !== 'promo') {
    throw new FieldErrors({ base: ['promotions.codes_need_code_offer'] });
  }
  const prefix = body.prefix ?? '';
  const idempotencyKey = body.idempotency_key ?? null;
  const now = deps.now();
  const batch = await deps.db.transaction(async (tx) => {
    const made = await insertCodeBatch(tx, {
      offerId,
      count: body.count,
      prefix,
      idempotencyKey,
      createdAt: now,
    });
    if (!made) return undefined;
    let missing = body.count;
    for (let round = 0; missing > 0; round++) {
      if (round === MAX_ROUNDS) throw new Error(`code batch ${made.id}: ${missing} codes still collide`);
      const fresh = new Set<string>();
      while (fresh.size < missing) fresh.add(`${prefix}${randomCodeBody()}`);
      missing -= await insertCodes(tx, made, [...fresh], now);
    }
    return made;
  });
  if (batch) return { batch: presentBatch({ ...batch, used: 0 }), fresh: true };
  // Only a key already taken leaves the batch out; its transaction has committed by now.
  const first =
    idempotencyKey === null ? undefined : await findCodeBatchByKey(deps.db, offerId, idempotencyKey);
  if (!first) throw new Error(`code batch of offer ${offerId} not inserted`);
  if (first.count !== body.count || first.prefix !== prefix) {
    throw new FieldErrors({ idempotency_key: ['validation.invalid_value'] });
  }
  return { batch: presentBatch(first), fresh: false };
}

export async function codeBatchesOf(deps: Deps, offerId: number): Promise<BonusCodeBatch[]> {
  await codeOffer(deps, offerId);
  return (await listCodeBatches(deps.db, offerId)).map(presentBatch);
}

export async function codesPage(
  deps: Deps,
  filter: CodeFilter,
  page: number,
  perPage: number,
  sort?: BonusCodesQuery['sort'],
): Promise<BonusCodesPage> {
  await codeOffer(deps, filter.offerId);
  const { rows, total } = await listCodes(deps.db, filter, page, perPage, sort);
  return { codes: rows.map(presentCode), page, per_page: perPage, total_count: total };
}

/** The codes of the filter as CSV lines, read 1,000 at a time. */
export async function* codesCsv(deps: Deps, filter: CodeFilter): AsyncGenerator<string> {
  yield csvLine(['code', 'batch_id', 'created_at', 'used_at', 'used_by', 'gift_id']);
  let after = 0;
  for (;;) {
    const rows = await listCodesAfter(deps.db, filter, after, 1_000);
    for (const row of rows) {
      const code = presentCode(row);
      yield csvLine([code.code, code.batch_id, code.created_at, code.used_at, code.used_by, code.gift_id]);
    }
    const last = rows.at(-1);
    if (!last || rows.length < 1_000) return;
    after = last.id;
  }
}

/** Checks the offer exists before a CSV starts streaming (a 404 cannot follow a 200's first line). */
export const checkCodeOffer = async (deps: Deps, offerId: number) => {
  await codeOffer(deps, offerId);
};

/** The generated code a player typed, if it is one. */
export const findTypedCode = (deps: Deps, typed: string) => {
  const normal = normaliseCode(typed);
  return normal.length >= CODE_RANDOM_LENGTH && normal.length <= 64
    ? findGeneratedCode(deps.db, normal)
    : undefined;
};
