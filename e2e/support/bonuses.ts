import { type APIRequestContext, expect } from '@playwright/test';
import { operatorHeaders } from './operator.ts';

/** Unsafe API calls need this header (apps/server/src/http/csrf.ts). */
const XHR = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

/** A test card the sandbox accepts. */
export const CARD = { card_number: '4111111111111111', card_expiry: '12/39', holder: 'Ada Lovelace' };

/** An amount of CAD as the web writes it in English (`CA$12.50`). */
export const cad = (cents: number): string =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'CAD' }).format(cents / 100);

export interface Account {
  currency: string;
  amount_cents: number;
  available_to_cashout_cents: number;
}

/** The player's account of `currency`: `amount_cents` is real + bonus, `available_to_cashout_cents` the real part. */
export async function accountOf(request: APIRequestContext, currency = 'CAD'): Promise<Account> {
  const response = await request.get('/api/player/accounts?compatibility=false', { headers: XHR });
  expect(response.status(), 'accounts').toBe(200);
  const accounts = (await response.json()) as Account[];
  return (
    accounts.find((a) => a.currency === currency) ?? {
      currency,
      amount_cents: 0,
      available_to_cashout_cents: 0,
    }
  );
}

/** The real and bonus money of the player's account, in minor units. */
export async function pocketsOf(request: APIRequestContext, currency = 'CAD') {
  const account = await accountOf(request, currency);
  return {
    real: account.available_to_cashout_cents,
    bonus: account.amount_cents - account.available_to_cashout_cents,
  };
}

export interface GiftView {
  id: number;
  title: string;
  stage: string;
  amount_cents: number;
  amount_wager_cents: number;
  amount_wager_requirement_cents: number;
  converted_cents: number | null;
  forfeited_cents: number | null;
}

/** The player's bonuses (`GET /api/player/bonuses`), newest first. */
export async function giftsOf(request: APIRequestContext): Promise<GiftView[]> {
  const response = await request.get('/api/player/bonuses', { headers: XHR });
  expect(response.status(), 'bonuses').toBe(200);
  return (await response.json()) as GiftView[];
}

/** The personal details a fiat deposit needs, given beforehand (set-up, not the journey). */
export async function givePersonalDetails(request: APIRequestContext): Promise<void> {
  const response = await request.patch('/api/player', {
    headers: XHR,
    data: {
      context: 'deposit',
      player: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        date_of_birth: '1990-12-10',
        address: '1 Sparks Street',
        city: 'Ottawa',
        postal_code: 'K1A 0B1',
        mobile_phone: '+1 613 555 0100',
      },
    },
  });
  expect(response.ok(), `personal details: ${await response.text()}`).toBe(true);
}

/**
 * Funds the signed-in player with a CAD card deposit through the API: started, confirmed on the
 * sandbox's page (as its Confirm button posts), and waited for until the provider's notice has
 * credited it. `bonusId`: a deposit offer taken with it.
 */
export async function depositByCard(
  request: APIRequestContext,
  amountCents: number,
  bonusId?: string,
): Promise<void> {
  const before = await accountOf(request);
  const started = await request.post('/api/payments/deposits', {
    headers: XHR,
    data: {
      method_id: 'visa',
      amount_cents: amountCents,
      currency: 'CAD',
      ...CARD,
      ...(bonusId ? { bonus_id: bonusId } : {}),
    },
  });
  expect(started.status(), `deposit: ${await started.text()}`).toBe(201);
  const { redirect_url } = (await started.json()) as { redirect_url: string };
  const url = new URL(redirect_url, 'http://orbit.test');
  const confirmed = await request.post(`${url.pathname}/confirm${url.search}`, { form: {} });
  expect(confirmed.status(), 'sandbox confirmation').toBe(200);
  await expect
    .poll(async () => (await accountOf(request)).available_to_cashout_cents, {
      message: 'the deposit is credited',
      timeout: 30_000,
    })
    .toBe(before.available_to_cashout_cents + amountCents);
}

/** Redeems a promo code and activates its gift through the API; returns the gift's id. */
export async function startPromoBonus(request: APIRequestContext, code: string): Promise<number> {
  const redeemed = await request.post('/api/v2/bonuses/promo-code', { headers: XHR, data: { code } });
  expect(redeemed.status(), `promo code ${code}: ${await redeemed.text()}`).toBe(200);
  const id = Number(((await redeemed.json()) as { bonus_id: string }).bonus_id);
  const activated = await request.post(`/api/player/bonuses/${id}/activation`, { headers: XHR });
  expect(activated.status(), `activation: ${await activated.text()}`).toBe(200);
  expect(((await activated.json()) as GiftView).stage).toBe('handle_bets');
  return id;
}

/**
 * A promo offer of `bonusCents` CAD written by the operator (its code and group key unique per
 * call, so a retried journey gets a fresh one). Returns the code.
 */
export async function createPromoOffer(
  request: APIRequestContext,
  offer: { title: string; bonusCents: number; wagerMultiplier: number; maxBetCents: number },
): Promise<string> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const code = `E2E${tag}`.toUpperCase();
  const response = await request.post('/api/operator/bonus_offers', {
    headers: await operatorHeaders(request),
    data: {
      group_key: `e2e_promo_${tag}`,
      trigger: 'promo',
      code,
      titles: { en: offer.title },
      reward: 'bonus',
      amounts: { CAD: offer.bonusCents },
      wager_multiplier: offer.wagerMultiplier,
      max_bet: { CAD: offer.maxBetCents },
    },
  });
  expect(response.status(), `operator offer: ${await response.text()}`).toBe(201);
  return code;
}
