import type { HouseRoundProof } from '@orbit/contract';
import { shiftDecimal } from '~/shared/money.ts';
import { pageOf } from '../shared/paging.ts';

/** The sections of a player's page, in the order of its tabs (`?tab=` in the address). */
export const PLAYER_TABS = [
  'overview',
  'ledger',
  'rounds',
  'payments',
  'bonuses',
  'notes',
  'adjustments',
] as const;
export type PlayerTab = (typeof PLAYER_TABS)[number];

export const tabOf = (value: string | null): PlayerTab =>
  (PLAYER_TABS as readonly string[]).includes(value ?? '') ? (value as PlayerTab) : 'overview';

/** Decimal places of a currency's minor units (100 → 2, 100 000 000 → 8, 1 → 0). */
export const placesOf = (subunits: number) =>
  Math.max(0, Math.round(Math.log10(subunits > 0 ? subunits : 1)));

/** Minor units as an exact amount with its code, for operators: `-1234` CAD → `-12.34 CAD`. */
export const formatCents = (cents: number, subunits: number, code: string) =>
  `${shiftDecimal(cents, placesOf(subunits))} ${code}`;

/**
 * An amount as typed (`12`, `-12.5`, `+0.07`, `1 000,25`) in minor units, exactly (no floating
 * point); null when it is not a number of this currency (too many decimals, letters, empty).
 */
export function parseAmount(text: string, subunits: number): number | null {
  const compact = text.replace(/[\s\u00a0']/g, '').replace(',', '.');
  const match = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(compact);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const places = placesOf(subunits);
  if (fraction.length > places) return null;
  const cents = Number(whole + fraction.padEnd(places, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' ? -cents : cents;
}

/** Whether an adjustment of this size waits for a second operator (strictly above the amount). */
export const needsFourEyes = (cents: number, thresholdCents: number) => Math.abs(cents) > thresholdCents;

/** A fresh idempotency key for one adjustment form (a retried submit reuses it). */
export function newAdjustmentKey(random: () => string = () => crypto.randomUUID()): string {
  return `adj-${random()}`;
}

/** The players search's query from the address (`?q=&page=`). */
export function searchQueryOf(params: URLSearchParams, perPage: number) {
  const page = pageOf(params);
  const q = params.get('q')?.trim() ?? '';
  return q ? { q, page, per_page: perPage } : { page, per_page: perPage };
}

/** A day of a date input as the history's bound: the API takes `YYYY-MM-DD` itself. */
export const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The refusal codes a players screen explains in words of its own; others get the shell's messages. */
const REFUSALS: Record<string, string> = {
  own_adjustment: 'players.errors.own_adjustment',
  adjustment_decided: 'players.errors.decided',
  already_blocked: 'players.errors.already_blocked',
  not_blocked: 'players.errors.not_blocked',
  player_not_found: 'players.errors.not_found',
  adjustment_not_found: 'players.errors.not_found',
};

/** The translation key of a refused call (status and `{error}` code) on a players screen. */
export function refusalKey(status: number, code: string | undefined): string {
  if (code && REFUSALS[code]) return REFUSALS[code];
  if (status === 403) return 'admin.errors.forbidden';
  if (status === 429) return 'admin.errors.too_many';
  return 'admin.errors.failed';
}

/**
 * The provably-fair verifier (`/provably-fair?verify=seeds…`, open to anyone) prefilled with a
 * round's proof: its game, seeds (the server seed once revealed, else the committed hash to compare
 * later), nonce and the bet parameters the outcome depends on. The player page's own link has the
 * same parameters.
 */
export function proofLinkOf(proof: HouseRoundProof): string {
  const params = new URLSearchParams({
    verify: 'seeds',
    game: proof.game.engine,
    variant: proof.game.variant,
  });
  if (proof.server_seed) params.set('server_seed', proof.server_seed);
  params.set('client_seed', proof.client_seed);
  params.set('nonce', String(proof.nonce));
  params.set('hash', proof.server_seed_hash);
  const bet = (typeof proof.bet === 'object' && proof.bet !== null ? proof.bet : {}) as Record<
    string,
    unknown
  >;
  if (typeof bet.target === 'number') params.set('target', (bet.target / 100).toFixed(2));
  if (bet.over === true) params.set('over', '1');
  if (typeof bet.mines === 'number') params.set('mines', String(bet.mines));
  if (Array.isArray(bet.picks)) params.set('picks', bet.picks.join(','));
  return `/provably-fair?${params.toString()}`;
}
