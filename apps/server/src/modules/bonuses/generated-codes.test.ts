import type { OperatorRole } from '@orbit/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusCodes, operatorAudit, playerBonuses } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { runCashbackOnce } from './cashback.ts';
import { CODE_ALPHABET, displayCode, normaliseCode, randomCodeBody } from './code-batches.ts';
import { bonusPlayer, findOfferByGroupKey, gameOfFamily } from './test-support.ts';

/**
 * Single-use codes generated for a coupon or promo offer: unique, redeemed once (whoever races for
 * them), listed and exported; the offers' paged list; the cashback overview; promotion configs.
 */
let t: TestApp;
let slot: string;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  slot = await gameOfFamily(t, 'slots');
});
afterAll(() => t?.close());

const operator = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  role: OperatorRole | null = 'marketing',
) =>
  t.request({
    method,
    url,
    headers: role === null ? {} : { cookie: await operatorCookie(t, role) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let sequence = 0;
/** A new offer of the operator's (promo by default, without its own code: reached only by generated ones). */
async function newOffer(over: Record<string, unknown> = {}) {
  const key = `codes_${Date.now().toString(36)}_${++sequence}`;
  const made = await operator('POST', '/api/operator/bonus_offers', {
    group_key: key,
    trigger: 'promo',
    titles: { en: `Generated ${key}` },
    reward: 'bonus',
    amounts: { CAD: 500 },
    wager_multiplier: 1,
    ...over,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as { id: number; group_key: string };
}

async function generate(offerId: number, body: Record<string, unknown>) {
  const answer = await operator('POST', `/api/operator/bonus_offers/${offerId}/codes`, body);
  expect(answer.statusCode, answer.body).toBe(201);
  const batch = answer.json() as { id: number; count: number };
  const codes = await operator(
    'GET',
    `/api/operator/bonus_offers/${offerId}/codes?batch_id=${batch.id}&per_page=200`,
  );
  return { batch, codes: (codes.json() as { codes: Array<{ code: string }> }).codes.map((c) => c.code) };
}

type Player = Awaited<ReturnType<typeof bonusPlayer>>;
const promo = (p: Player, code: string) => p.request('/api/v2/bonuses/promo-code', 'POST', { code });
const coupon = (p: Player, code: string) => p.request('/api/bonuses/coupon', 'POST', { coupon_code: code });
const giftsOfOffer = async (offerId: number) =>
  t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.offerId, offerId));

describe('generating codes', () => {
  it('makes codes of the unambiguous alphabet from the CSPRNG, kept normalised and shown grouped', () => {
    const bodies = Array.from({ length: 2_000 }, randomCodeBody);
    expect(new Set(bodies).size).toBe(2_000);
    for (const body of bodies) expect(body).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{12}$/);
    // Every character of the alphabet turns up (no modulo bias leaves one out).
    expect(new Set(bodies.join('')).size).toBe(CODE_ALPHABET.length);
    expect(displayCode('SPRINGABCDEFGHJKMN')).toBe('SPRING-ABCD-EFGH-JKMN');
    expect(displayCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
    expect(normaliseCode(' spring-abcd efgh-jkmn')).toBe('SPRINGABCDEFGHJKMN');
  });

  it('only an operator whose role writes promotions generates; readers list', async () => {
    const offer = await newOffer();
    const url = `/api/operator/bonus_offers/${offer.id}/codes`;
    expect((await operator('POST', url, { count: 1 }, null)).statusCode).toBe(401);
    expect((await operator('POST', url, { count: 1 }, 'support')).statusCode).toBe(403);
    expect((await operator('POST', url, { count: 1 }, 'payments')).statusCode).toBe(403);
    expect((await operator('GET', url, undefined, 'read_only')).statusCode).toBe(200);
    expect((await operator('GET', url, undefined, 'payments')).statusCode).toBe(403);
    expect((await operator('POST', url, { count: 1 }, 'owner')).statusCode).toBe(201);
  });

  it('answers bad input with field errors and generates nothing', async () => {
    const offer = await newOffer();
    const url = `/api/operator/bonus_offers/${offer.id}/codes`;
    const refused = async (body: unknown) => {
      const answer = await operator('POST', url, body);
      expect(answer.statusCode, answer.body).toBe(422);
      return answer.json().errors as Record<string, string[]>;
    };
    expect(await refused({})).toEqual({ count: ['validation.integer'] });
    expect(await refused({ count: 0 })).toEqual({ count: ['validation.min_value'] });
    expect(await refused({ count: 10_001 })).toEqual({ count: ['validation.max_value'] });
    expect(await refused({ count: 2.5 })).toEqual({ count: ['validation.integer'] });
    expect(await refused({ count: '10' })).toEqual({ count: ['validation.integer'] });
    expect(await refused({ count: 5, prefix: 'no-dashes' })).toEqual({
      prefix: ['validation.invalid_format'],
    });
    expect(await refused({ count: 5, prefix: 'A'.repeat(17) })).toEqual({
      prefix: ['validation.invalid_format'],
    });
    expect(await refused({ count: 5, extra: true })).toEqual({ extra: ['validation.unknown_field'] });
    // Only coupon and promo offers take codes.
    const deposit = await findOfferByGroupKey(t, 'weekly_cashback');
    const wrong = await operator('POST', `/api/operator/bonus_offers/${deposit.id}/codes`, { count: 5 });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ base: ['promotions.codes_need_code_offer'] });
    expect(
      (await operator('POST', '/api/operator/bonus_offers/2000000000/codes', { count: 5 })).statusCode,
    ).toBe(404);
    expect((await operator('GET', `${url}?page=0`)).statusCode).toBe(400);
    expect((await operator('GET', `${url}?per_page=201`)).statusCode).toBe(400);
    expect((await operator('GET', `${url}?status=lost`)).statusCode).toBe(400);
    const listed = await operator('GET', url);
    expect(listed.json()).toMatchObject({ codes: [], total_count: 0 });
    expect((await operator('GET', `/api/operator/bonus_offers/${offer.id}/code_batches`)).json()).toEqual([]);
  });

  it('generates the most a batch holds, every code unique, in pages', async () => {
    const offer = await newOffer();
    const first = await operator('POST', `/api/operator/bonus_offers/${offer.id}/codes`, {
      count: 10_000,
      prefix: 'spring',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ offer_id: offer.id, count: 10_000, prefix: 'SPRING', used: 0 });
    const second = await operator('POST', `/api/operator/bonus_offers/${offer.id}/codes`, { count: 3 });
    expect(second.statusCode, second.body).toBe(201);

    const stored = await t.deps.db
      .select({ code: bonusCodes.code, batchId: bonusCodes.batchId })
      .from(bonusCodes)
      .where(eq(bonusCodes.offerId, offer.id));
    expect(stored).toHaveLength(10_003);
    expect(new Set(stored.map((row) => row.code)).size).toBe(10_003);
    expect(stored.filter((row) => row.code.startsWith('SPRING'))).toHaveLength(10_000);

    const page = await operator('GET', `/api/operator/bonus_offers/${offer.id}/codes?per_page=200&page=3`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ page: 3, per_page: 200, total_count: 10_003 });
    for (const code of page.json().codes) expect(code.code).toMatch(/^SPRING(-[2-9A-HJKMNP-Z]{4}){3}$/);
    const batches = (await operator('GET', `/api/operator/bonus_offers/${offer.id}/code_batches`)).json();
    expect(batches.map((b: { count: number }) => b.count)).toEqual([3, 10_000]);
  });

  it('20 parallel requests of one idempotency key: one batch, every answer the same', async () => {
    const offer = await newOffer();
    const url = `/api/operator/bonus_offers/${offer.id}/codes`;
    const body = { count: 25, prefix: 'twice', idempotency_key: `codes-${offer.id}-submission` };
    const answers = await Promise.all(Array.from({ length: 20 }, () => operator('POST', url, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    const first = answers.find((a) => a.statusCode === 201)!.json();
    expect(first).toMatchObject({ offer_id: offer.id, count: 25, prefix: 'TWICE', used: 0 });
    for (const answer of answers) expect(answer.json()).toEqual(first);
    const batches = (await operator('GET', `/api/operator/bonus_offers/${offer.id}/code_batches`)).json();
    expect(batches).toEqual([first]);
    const stored = await t.deps.db.select().from(bonusCodes).where(eq(bonusCodes.offerId, offer.id));
    expect(stored).toHaveLength(25);

    // A later retry answers the same batch; the key asking for another batch is refused; a new key makes one.
    const retry = await operator('POST', url, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first);
    const other = await operator('POST', url, { ...body, count: 26 });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ idempotency_key: ['validation.invalid_value'] });
    const fresh = await operator('POST', url, { ...body, idempotency_key: `codes-${offer.id}-next` });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().id).not.toBe(first.id);
    // A key is the offer's own: another offer's batch of the same key is its own.
    const second = await newOffer();
    const elsewhere = await operator('POST', `/api/operator/bonus_offers/${second.id}/codes`, body);
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json()).toMatchObject({ offer_id: second.id, count: 25 });
    expect(
      (await operator('POST', url, { count: 1, idempotency_key: 'k'.repeat(101) })).json().errors,
    ).toEqual({ idempotency_key: ['validation.too_long'] });
  });

  it('exports the codes as CSV, the export in the audit log', async () => {
    const offer = await newOffer();
    const { batch, codes } = await generate(offer.id, { count: 5, prefix: 'CSV' });
    const csv = await operator(
      'GET',
      `/api/operator/bonus_offers/${offer.id}/codes.csv?batch_id=${batch.id}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('code,batch_id,created_at,used_at,used_by,gift_id');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(codes);
    const [entry] = await t.deps.db
      .select()
      .from(operatorAudit)
      .where(
        and(
          eq(operatorAudit.action, 'GET /api/operator/bonus_offers/:id/codes.csv'),
          eq(operatorAudit.status, 200),
        ),
      );
    expect(entry).toBeDefined();
    expect((await operator('GET', '/api/operator/bonus_offers/2000000000/codes.csv')).statusCode).toBe(404);
  });
});

describe('redeeming a generated code', () => {
  it('gives the offer’s gift once: typed any case, with or without dashes; then it is used', async () => {
    const offer = await newOffer();
    const { codes } = await generate(offer.id, { count: 3, prefix: 'ONCE' });
    const [code] = codes as [string];
    const p = await bonusPlayer(t);
    const given = await promo(p, code.toLowerCase().replace(/-/g, ''));
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ bonus_type: 'bonus' });
    expect((await promo(p, code)).json().errors).toEqual({ code: ['bonuses.code_already_used'] });
    const other = await bonusPlayer(t);
    expect((await promo(other, code)).json().errors).toEqual({ code: ['bonuses.code_used_up'] });
    // The offer's per-player limit (1) holds across its codes; the refused code stays unused.
    expect((await promo(p, codes[1]!)).json().errors).toEqual({ code: ['bonuses.code_already_used'] });
    expect((await promo(other, codes[1]!)).statusCode).toBe(200);

    const gifts = await giftsOfOffer(offer.id);
    expect(gifts).toHaveLength(2);
    const used = (await operator('GET', `/api/operator/bonus_offers/${offer.id}/codes?status=used`)).json();
    expect(used.total_count).toBe(2);
    expect(used.codes).toContainEqual(
      expect.objectContaining({ code, used_by: p.user.id, gift_id: Number(given.json().bonus_id) }),
    );
    expect(
      (await operator('GET', `/api/operator/bonus_offers/${offer.id}/codes?status=unused`)).json().codes,
    ).toEqual([expect.objectContaining({ code: codes[2], used_at: null, used_by: null })]);
    expect((await operator('GET', `/api/operator/bonus_offers/${offer.id}/code_batches`)).json()).toEqual([
      expect.objectContaining({ count: 3, used: 2 }),
    ]);
  });

  it('20 players racing for one code: one gift', async () => {
    const offer = await newOffer();
    const { codes } = await generate(offer.id, { count: 1 });
    const players = await Promise.all(Array.from({ length: 20 }, () => bonusPlayer(t)));
    const answers = await Promise.all(players.map((p) => promo(p, codes[0]!)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refusals = answers.filter((a) => a.statusCode === 422).map((a) => a.json().errors.code[0]);
    expect(refusals).toEqual(Array(19).fill('bonuses.code_used_up'));
    expect(await giftsOfOffer(offer.id)).toHaveLength(1);
  });

  it('20 parallel redemptions by one player: one gift', async () => {
    const offer = await newOffer({ per_player: 5 });
    const { codes } = await generate(offer.id, { count: 1 });
    const p = await bonusPlayer(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => promo(p, codes[0]!)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await giftsOfOffer(offer.id)).toHaveLength(1);
  });

  it('a coupon’s code starts its gift at once; only the coupon form takes it', async () => {
    const offer = await newOffer({ trigger: 'coupon', per_player: 2 });
    const { codes } = await generate(offer.id, { count: 2, prefix: 'CPN' });
    const p = await bonusPlayer(t);
    expect((await promo(p, codes[0]!)).json().errors).toEqual({ code: ['bonuses.code_unknown'] });
    const started = await coupon(p, codes[0]!);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toEqual({ status: 'successfully_activated' });
    expect((await coupon(p, codes[0]!)).json()).toEqual({ status: 'already_activated' });
    const other = await bonusPlayer(t);
    const taken = await coupon(other, codes[0]!);
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      status: 'failed_to_activate',
      errors: { coupon_code: ['bonuses.code_used_up'] },
    });
    expect((await coupon(p, codes[1]!)).json()).toEqual({ status: 'successfully_activated' });
    expect(await giftsOfOffer(offer.id)).toHaveLength(2);
  });

  it('an inactive offer’s codes give nothing', async () => {
    const offer = await newOffer({ active: false });
    const { codes } = await generate(offer.id, { count: 1 });
    const p = await bonusPlayer(t);
    expect((await promo(p, codes[0]!)).statusCode).toBe(422);
    expect(await giftsOfOffer(offer.id)).toHaveLength(0);
    const [row] = await t.deps.db.select().from(bonusCodes).where(eq(bonusCodes.offerId, offer.id));
    expect(row?.usedAt).toBeNull();
  });
});

describe('offers in pages', () => {
  it('pages, filters by trigger and search, answers one, and keeps the record before a change', async () => {
    const all = await operator('GET', '/api/operator/bonus_offers?per_page=200');
    expect(all.statusCode).toBe(200);
    const total = all.json().total_count as number;
    expect(total).toBeGreaterThan(5);
    const first = (await operator('GET', '/api/operator/bonus_offers?per_page=2&page=1')).json();
    const second = (await operator('GET', '/api/operator/bonus_offers?per_page=2&page=2')).json();
    expect(first.offers).toHaveLength(2);
    expect(first.total_count).toBe(total);
    expect(second.offers[0].id).not.toBe(first.offers[0].id);
    const cashbacks = (await operator('GET', '/api/operator/bonus_offers?trigger=cashback')).json();
    expect(cashbacks.offers.length).toBeGreaterThan(0);
    for (const offer of cashbacks.offers) expect(offer.trigger).toBe('cashback');
    const found = (await operator('GET', '/api/operator/bonus_offers?q=weekly_CASH')).json();
    expect(found.offers.map((o: { group_key: string }) => o.group_key)).toContain('weekly_cashback');
    expect((await operator('GET', '/api/operator/bonus_offers?q=%25_')).statusCode).toBe(200);
    expect((await operator('GET', '/api/operator/bonus_offers?per_page=201')).statusCode).toBe(400);
    expect((await operator('GET', '/api/operator/bonus_offers?trigger=nope')).statusCode).toBe(400);

    const offer = await newOffer();
    const one = await operator('GET', `/api/operator/bonus_offers/${offer.id}`);
    expect(one.json()).toMatchObject({ id: offer.id, trigger: 'promo', code: null });
    expect((await operator('GET', '/api/operator/bonus_offers/2000000000')).statusCode).toBe(404);
    const changed = await operator('PUT', `/api/operator/bonus_offers/${offer.id}`, {
      ...(one.json() as Record<string, unknown>),
      id: undefined,
      titles: { en: 'Renamed' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [entry] = await t.deps.db
      .select()
      .from(operatorAudit)
      .where(
        and(eq(operatorAudit.action, 'PUT /api/operator/bonus_offers/:id'), eq(operatorAudit.status, 200)),
      );
    expect(entry?.before).toMatchObject({ id: offer.id, titles: { en: `Generated ${offer.group_key}` } });
  });
});

describe('sorted lists', () => {
  it('offers by id, key or trigger in both directions, pages without repeats; codes by use; a bad sort is 400', async () => {
    const keys = async (query: string) =>
      (
        (await operator('GET', `/api/operator/bonus_offers?per_page=200&${query}`)).json().offers as Array<{
          id: number;
          group_key: string;
          trigger: string;
        }>
      ).map((offer) => offer.group_key);
    // Keys are unique: descending is ascending reversed (the database's collation decides the order).
    const byKey = await keys('sort=group_key');
    expect(new Set(byKey)).toEqual(new Set(await keys('')));
    expect(await keys('sort=-group_key')).toEqual([...byKey].reverse());
    const ids = (
      (await operator('GET', '/api/operator/bonus_offers?per_page=200&sort=-id')).json().offers as Array<{
        id: number;
      }>
    ).map((offer) => offer.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // Pages of a column with equal values (trigger) neither repeat nor skip an offer.
    const all = (await operator('GET', '/api/operator/bonus_offers?per_page=200&sort=trigger')).json();
    const paged: number[] = [];
    for (let page = 1; paged.length < all.total_count; page++) {
      const part = (
        await operator('GET', `/api/operator/bonus_offers?per_page=3&page=${page}&sort=trigger`)
      ).json();
      paged.push(...part.offers.map((offer: { id: number }) => offer.id));
    }
    expect(paged).toEqual(all.offers.map((offer: { id: number }) => offer.id));
    expect((await operator('GET', '/api/operator/bonus_offers?sort=titles')).statusCode).toBe(400);

    const offer = await newOffer({ per_player: 5 });
    const { codes } = await generate(offer.id, { count: 3 });
    const p = await bonusPlayer(t);
    expect((await promo(p, codes[1]!)).statusCode).toBe(200);
    const url = `/api/operator/bonus_offers/${offer.id}/codes`;
    const inOrder = async (sort: string) =>
      ((await operator('GET', `${url}?sort=${sort}`)).json().codes as Array<{ code: string }>).map(
        (c) => c.code,
      );
    expect(await inOrder('id')).toEqual(codes);
    expect(await inOrder('-id')).toEqual([...codes].reverse());
    expect((await inOrder('used_at'))[0]).toBe(codes[1]);
    expect((await operator('GET', `${url}?sort=code`)).statusCode).toBe(400);
  });
});

describe('the cashback overview', () => {
  it('shows the job’s last pass and what each period paid', async () => {
    const now = t.clock.now;
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS + 7 * DAY_MS;
    t.clock.advance(monday + 60 * 60 * 1000 - now.getTime());
    const week = new Date(t.clock.now.getTime() - 60 * 60 * 1000).toISOString().slice(0, 10);
    const p = await bonusPlayer(t, 10_000);
    await p.bet(slot, 10_000, 0);
    t.clock.advance(7 * DAY_MS);
    await runCashbackOnce(t.app);

    const answer = await operator('GET', '/api/operator/cashback', undefined, 'read_only');
    expect(answer.statusCode, answer.body).toBe(200);
    const overview = answer.json();
    expect(overview.job).toMatchObject({ interval_minutes: 10, running: false });
    const weekly = overview.offers.find(
      (o: { offer: { group_key: string } }) => o.offer.group_key === 'weekly_cashback',
    );
    expect(weekly.offer).toMatchObject({
      trigger: 'cashback',
      cashback_period: 'week',
      cashback_percent: 10,
    });
    expect(weekly.periods).toContainEqual(
      expect.objectContaining({ period_start: week, currency: 'CAD', gifts: 1, amount_cents: 1_000 }),
    );
    expect((await operator('GET', '/api/operator/cashback', undefined, 'payments')).statusCode).toBe(403);
  });
});

describe('promotion configs', () => {
  it('answers a promotion config as stored, translations included; other names are 400', async () => {
    const banners = await operator('GET', '/api/operator/promotions/config/banners-config');
    expect(banners.statusCode, banners.body).toBe(200);
    expect(banners.json().name).toBe('banners-config');
    expect(banners.json().value.banners.length).toBeGreaterThan(0);
    expect(Object.keys(banners.json().value.translations ?? {})).toContain('de');
    const wheel = await operator(
      'GET',
      '/api/operator/promotions/config/wheel-config',
      undefined,
      'read_only',
    );
    expect(Array.isArray(wheel.json().value)).toBe(true);
    expect((await operator('GET', '/api/operator/promotions/config/footer-config')).statusCode).toBe(400);
  });
});
