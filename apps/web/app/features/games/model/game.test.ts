import { describe, expect, it } from 'vitest';
import { makeGame } from '../testing.ts';
import {
  currencySupported,
  favoriteId,
  gameBadges,
  hasDemoMode,
  isFavorite,
  isFiatCurrency,
  playHref,
  playTarget,
} from './game.ts';

describe('game rules of the client', () => {
  it('recomputes has_demo_mode: FUN present and not live', () => {
    expect(hasDemoMode(makeGame('a/b'))).toBe(true);
    expect(hasDemoMode(makeGame('a/b', { currencies: { EUR: { id: 1 } } }))).toBe(false);
    // The server's flag is not trusted: a live game has no demo even with FUN.
    expect(hasDemoMode(makeGame('a/b', { categories: ['live', 'roulette'], has_demo_mode: true }))).toBe(
      false,
    );
    expect(hasDemoMode(makeGame('a/b', { categories: ['live_all'] }))).toBe(false);
  });

  it('derives badges from top/new/bonus-wagering/jackpot/mystic-jackpots, geo variants included', () => {
    expect(gameBadges(makeGame('a/b', { categories: ['pokies', 'jackpot', 'new', 'top:CA'] }))).toEqual([
      'top',
      'new',
      'jackpot',
    ]);
    expect(gameBadges(makeGame('a/b', { categories: ['bonus-wagering', 'mystic-jackpots'] }))).toEqual([
      'bonus-wagering',
      'mystic-jackpots',
    ]);
    expect(gameBadges(makeGame('a/b', { categories: ['pokies', 'megaways'] }))).toEqual([]);
  });

  it('supports a fiat currency only when the game has it; crypto always', () => {
    const eurOnly = makeGame('a/b', { currencies: { EUR: { id: 1 } } });
    expect(currencySupported(eurOnly, 'EUR', true)).toBe(true);
    expect(currencySupported(eurOnly, 'CAD', true)).toBe(false);
    expect(currencySupported(eurOnly, 'BTC', false)).toBe(true);
    expect(currencySupported(eurOnly, null, true)).toBe(true);
  });

  it('tells fiat from crypto by the currency list, else by the known crypto codes', () => {
    expect(isFiatCurrency('EUR')).toBe(true);
    expect(isFiatCurrency('BTC')).toBe(false);
    expect(isFiatCurrency('USDT')).toBe(false);
    expect(isFiatCurrency('XYZ', [{ code: 'XYZ', fiat: false }])).toBe(false);
  });

  it('favourites by the id of the player’s currency, and recognises any of the game’s ids', () => {
    const game = makeGame('a/b', { currencies: { EUR: { id: 10 }, CAD: { id: 11 }, FUN: { id: 12 } } });
    expect(favoriteId(game, 'EUR')).toBe(10);
    expect(favoriteId(game, 'NOK')).toBeNull();
    expect(favoriteId(game, null)).toBeNull();
    expect(isFavorite(game, new Set([11]))).toBe(true);
    expect(isFavorite(game, new Set([12]))).toBe(false);
  });

  it('links play to /play/{producer}/{name} with the mode', () => {
    expect(playHref(makeGame('nova/star-burst'), 'real')).toBe('/play/nova/star-burst?mode=real');
    expect(playHref(makeGame('nova/star-burst'), 'demo')).toBe('/play/nova/star-burst?mode=demo');
  });

  it('sends a guest to the demo or to registration, a player to real play or the demo', () => {
    const withDemo = makeGame('a/b', { currencies: { EUR: { id: 1 }, FUN: { id: 2 } } });
    const live = makeGame('a/c', { categories: ['live'], currencies: { EUR: { id: 3 } } });
    const guest = { signedIn: false, currency: null, fiat: true };
    expect(playTarget(withDemo, guest)).toBe('demo');
    expect(playTarget(live, guest)).toBe('registration');
    expect(playTarget(withDemo, { signedIn: true, currency: 'EUR', fiat: true })).toBe('real');
    expect(playTarget(withDemo, { signedIn: true, currency: 'CAD', fiat: true })).toBe('demo');
    expect(playTarget(live, { signedIn: true, currency: 'CAD', fiat: true })).toBeNull();
    expect(playTarget(live, { signedIn: true, currency: 'BTC', fiat: false })).toBe('real');
  });
});
