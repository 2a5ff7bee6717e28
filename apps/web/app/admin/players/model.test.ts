import { describe, expect, it } from 'vitest';
import {
  formatCents,
  needsFourEyes,
  newAdjustmentKey,
  parseAmount,
  placesOf,
  proofLinkOf,
  refusalKey,
  searchQueryOf,
  tabOf,
} from './model.ts';

describe('players screens: pure rules', () => {
  it('reads the tab from the address, the overview by default', () => {
    expect(tabOf('ledger')).toBe('ledger');
    expect(tabOf('adjustments')).toBe('adjustments');
    expect(tabOf(null)).toBe('overview');
    expect(tabOf('nothing')).toBe('overview');
  });

  it('shows minor units exactly, with the code', () => {
    expect(placesOf(100)).toBe(2);
    expect(placesOf(1)).toBe(0);
    expect(placesOf(100_000_000)).toBe(8);
    expect(formatCents(-1234, 100, 'CAD')).toBe('-12.34 CAD');
    expect(formatCents(5, 100, 'EUR')).toBe('0.05 EUR');
    expect(formatCents(50_000, 100, 'EUR')).toBe('500.00 EUR');
    expect(formatCents(1, 100_000_000, 'BTC')).toBe('0.00000001 BTC');
    expect(formatCents(700, 1, 'JPY')).toBe('700 JPY');
  });

  it('parses a typed amount into minor units without floating point', () => {
    expect(parseAmount('12', 100)).toBe(1200);
    expect(parseAmount('-12.5', 100)).toBe(-1250);
    expect(parseAmount('+0.07', 100)).toBe(7);
    expect(parseAmount('1 000,25', 100)).toBe(100_025);
    expect(parseAmount('0.1', 100)).toBe(10);
    expect(parseAmount('1.005', 100)).toBeNull();
    expect(parseAmount('0.00000001', 100_000_000)).toBe(1);
    expect(parseAmount('12.5', 1)).toBeNull();
    expect(parseAmount('', 100)).toBeNull();
    expect(parseAmount('abc', 100)).toBeNull();
    expect(parseAmount('1e3', 100)).toBeNull();
    expect(parseAmount('--1', 100)).toBeNull();
    expect(parseAmount('99999999999999999999', 100)).toBeNull();
    expect(parseAmount('0', 100)).toBe(0);
  });

  it('asks four eyes strictly above the amount, credits and debits alike', () => {
    expect(needsFourEyes(50_000, 50_000)).toBe(false);
    expect(needsFourEyes(50_001, 50_000)).toBe(true);
    expect(needsFourEyes(-50_001, 50_000)).toBe(true);
    expect(needsFourEyes(1, 0)).toBe(true);
  });

  it('makes keys the API accepts', () => {
    expect(newAdjustmentKey(() => '0f1e2d3c-aaaa-bbbb-cccc-000011112222')).toBe(
      'adj-0f1e2d3c-aaaa-bbbb-cccc-000011112222',
    );
    expect(newAdjustmentKey()).toMatch(/^adj-[\w-]{8,}$/);
    expect(newAdjustmentKey()).not.toBe(newAdjustmentKey());
  });

  it('reads the search from the address', () => {
    expect(searchQueryOf(new URLSearchParams('q=%20ada%20&page=3'), 50)).toEqual({
      q: 'ada',
      page: 3,
      per_page: 50,
    });
    expect(searchQueryOf(new URLSearchParams('page=-2'), 50)).toEqual({ page: 1, per_page: 50 });
    expect(searchQueryOf(new URLSearchParams(''), 20)).toEqual({ page: 1, per_page: 20 });
  });

  it('explains the refusals of the players API', () => {
    expect(refusalKey(403, 'own_adjustment')).toBe('players.errors.own_adjustment');
    expect(refusalKey(409, 'adjustment_decided')).toBe('players.errors.decided');
    expect(refusalKey(409, 'already_blocked')).toBe('players.errors.already_blocked');
    expect(refusalKey(404, 'player_not_found')).toBe('players.errors.not_found');
    expect(refusalKey(403, 'forbidden')).toBe('admin.errors.forbidden');
    expect(refusalKey(429, undefined)).toBe('admin.errors.too_many');
    expect(refusalKey(500, undefined)).toBe('admin.errors.failed');
  });

  it("links a round's proof to the verifier with its seeds and bet", () => {
    const proof = {
      id: 7,
      status: 'closed' as const,
      bet: { stake: 100, target: 5000, over: true },
      view: null,
      stake_cents: 100,
      payout_cents: 0,
      nonce: 3,
      server_seed_hash: 'a'.repeat(64),
      client_seed: 'my seed',
      created_at: '2026-11-27T00:00:00Z',
      finished_at: null,
      game: { identifier: 'orbit-dice', title: 'Dice', engine: 'dice', variant: 'classic' },
      currency: 'EUR',
      actions: [],
      server_seed: null,
    };
    const url = new URL(proofLinkOf(proof), 'https://casino.test');
    expect(url.pathname).toBe('/provably-fair');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      verify: 'seeds',
      game: 'dice',
      variant: 'classic',
      client_seed: 'my seed',
      nonce: '3',
      hash: 'a'.repeat(64),
      target: '50.00',
      over: '1',
    });
    const revealed = new URL(
      proofLinkOf({ ...proof, server_seed: 'b'.repeat(64), bet: { mines: 3, picks: [1, 4] } }),
      'https://x.test',
    );
    expect(revealed.searchParams.get('server_seed')).toBe('b'.repeat(64));
    expect(revealed.searchParams.get('mines')).toBe('3');
    expect(revealed.searchParams.get('picks')).toBe('1,4');
  });
});
