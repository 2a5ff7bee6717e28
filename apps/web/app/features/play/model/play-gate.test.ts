import { describe, expect, it } from 'vitest';
import { makeGame } from '~/features/games/testing.ts';
import { type PlayGateInput, parsePlayMode, playGate } from './play-gate.ts';

const slot = makeGame('iron-lotus/lotus-fortune'); // EUR, CAD, BTC and FUN
const live = makeGame('kestrel-live/roulette-live', { categories: ['live'], currencies: { EUR: { id: 1 } } });
const player = { signedIn: true, currency: 'EUR', fiat: true };
const guest = { signedIn: false, currency: null, fiat: true };

const gate = (over: Partial<PlayGateInput>) =>
  playGate({ game: slot, mode: 'real', visitor: player, missingFields: [], limitsReached: false, ...over });

describe('the game page gate', () => {
  it('reads the mode: real unless the query says demo', () => {
    expect(parsePlayMode(null)).toBe('real');
    expect(parsePlayMode('demo')).toBe('demo');
    expect(parsePlayMode('nonsense')).toBe('real');
  });

  it('sends a guest asking for real money to registration, and lets a guest play the demo', () => {
    expect(gate({ visitor: guest })).toEqual({ kind: 'registration' });
    expect(gate({ visitor: guest, mode: 'demo' })).toEqual({ kind: 'launch', mode: 'demo' });
  });

  it('plays for real only in a currency the game takes, unless the currency is crypto', () => {
    expect(gate({ visitor: { signedIn: true, currency: 'AUD', fiat: true } })).toEqual({
      kind: 'currency',
      currency: 'AUD',
    });
    expect(gate({ visitor: { signedIn: true, currency: 'LTC', fiat: false } })).toEqual({
      kind: 'launch',
      mode: 'real',
    });
    expect(gate({})).toEqual({ kind: 'launch', mode: 'real' });
    // The demo plays whatever the player's currency.
    expect(gate({ visitor: { signedIn: true, currency: 'AUD', fiat: true }, mode: 'demo' }).kind).toBe(
      'launch',
    );
  });

  it("asks for the provider's missing fields before real play, never before the demo", () => {
    expect(gate({ missingFields: ['first_name', 'date_of_birth'] })).toEqual({
      kind: 'provider_fields',
      fields: ['first_name', 'date_of_birth'],
    });
    expect(gate({ missingFields: ['first_name'], mode: 'demo' })).toEqual({ kind: 'launch', mode: 'demo' });
  });

  it('a reached limit stops real play first', () => {
    expect(gate({ limitsReached: true, missingFields: ['first_name'] })).toEqual({ kind: 'limits' });
    expect(gate({ limitsReached: true, mode: 'demo' }).kind).toBe('launch');
  });

  it('a game without a demo (a live table) says so', () => {
    expect(gate({ game: live, mode: 'demo' })).toEqual({ kind: 'demo_unavailable' });
    expect(gate({ game: live })).toEqual({ kind: 'launch', mode: 'real' });
  });
});
